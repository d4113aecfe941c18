// Newsletter double opt-in through a real SMTP server: a sign-up gets a confirmation with a
// single-use, expiring link; the address is subscribed only once it is followed; every newsletter
// e-mail carries one-click unsubscribe (RFC 8058) that works with a POST and no cookies.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { recipientsOf, startSmtpServer } from '../support/smtp.mjs';
import { rmSync } from 'node:fs';
import { CONFIRM_LINK_TTL_MS } from '../../server/newsletter-store.ts';
import { openStorage } from '../../server/storage.ts';
import { ENGINES, freshDatabase } from './engines.mjs';
import { postJson, startApp } from './helpers.mjs';
import { saveSignup } from '../../server/intake.ts';
import { confirmSignup } from '../../server/newsletter-store.ts';
import { allSignups } from '../../server/repositories/signups.ts';

const FAST = { retryBaseMs: 50, retryMaxMs: 200, pollMs: 50 };

for (const engine of ENGINES) {
  describe(`${engine.label}: newsletter double opt-in`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startSmtpServer>>} */
    let smtp;
    /** @type {Awaited<ReturnType<typeof startApp>>} */
    let server;
    before(async () => {
      smtp = await startSmtpServer();
      server = await startApp({ engine: engine.name, mail: { smtpUrl: smtp.url }, outbox: FAST });
    });
    after(async () => {
      await server?.dispose();
      await smtp?.close();
    });

    const mailTo = (/** @type {string} */ address, /** @type {RegExp} */ subject) => (/** @type {any} */ message) =>
      recipientsOf(message).includes(address) && subject.test(message.subject ?? '');
    const statusOf = async (/** @type {string} */ email) =>
      (await allSignups(server.storage.db)).find((signup) => signup.email === email)?.status;
    /** The path and query of the first link to `path` in a message's text. */
    const linkIn = (/** @type {any} */ message, /** @type {string} */ path) => {
      const match = new RegExp(`http://127\\.0\\.0\\.1:4173(${path.replace(/\//g, '\\/')}\\?[^\\s>]+)`).exec(
        message.text ?? '',
      );
      assert.ok(match, `a link to ${path} in:\n${message.text}`);
      return /** @type {string} */ (match[1]);
    };

    test('sign-up sends a confirmation; the address is subscribed only once the link is followed, then welcomed', async () => {
      const email = 'reader@harbor-freight-lines.com';
      assert.equal((await postJson(server.app, '/api/newsletter', { email })).statusCode, 201);
      const [confirmation] = await smtp.waitFor(1, mailTo(email, /^Confirm your subscription/));
      assert.equal(await statusOf(email), 'pending', 'not subscribed before the link is followed');
      const confirm = linkIn(confirmation, '/newsletter/confirm');
      const header = (/** @type {string} */ name) =>
        confirmation.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
      assert.equal(header('list-unsubscribe-post'), 'List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      assert.match(
        header('list-unsubscribe') ?? '',
        /^List-Unsubscribe: ?<http:\/\/127\.0\.0\.1:4173\/newsletter\/unsubscribe\?id=[0-9a-f-]{36}&token=[\w-]+>$/,
      );

      // Opening the link shows the page; nothing changes until its button is pressed.
      const opened = await server.app.inject({ method: 'GET', url: confirm });
      assert.notEqual(opened.statusCode, 500);
      assert.equal(await statusOf(email), 'pending', 'a GET (a mail scanner) confirms nothing');

      const pressed = await server.app.inject({
        method: 'POST',
        url: confirm,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      assert.equal(pressed.statusCode, 303);
      assert.equal(pressed.headers.location, '/newsletter/confirmed');
      assert.equal(await statusOf(email), 'confirmed');
      const [welcome] = await smtp.waitFor(1, mailTo(email, /^Welcome/));
      assert.ok(welcome.html?.includes('Unsubscribe'), 'a visible unsubscribe link');

      const again = await server.app.inject({
        method: 'POST',
        url: confirm,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      assert.equal(again.headers.location, '/newsletter/link-expired', 'the link works once');
    });

    test('one-click unsubscribe works with a POST and no cookies; a forged or swapped token does nothing', async () => {
      const email = 'ops@ortega-machining.com';
      await postJson(server.app, '/api/newsletter', { email });
      const [confirmation] = await smtp.waitFor(1, mailTo(email, /^Confirm/));
      await server.app.inject({ method: 'POST', url: linkIn(confirmation, '/newsletter/confirm') });
      assert.equal(await statusOf(email), 'confirmed');
      const unsubscribe = linkIn(confirmation, '/newsletter/unsubscribe');
      const { searchParams } = new URL(unsubscribe, 'http://x');

      const other = 'someone@else-entirely.com';
      await postJson(server.app, '/api/newsletter', { email: other });
      const [otherMail] = await smtp.waitFor(1, mailTo(other, /^Confirm/));
      const otherId = new URL(linkIn(otherMail, '/newsletter/unsubscribe'), 'http://x').searchParams.get('id');
      for (const forged of [
        `/newsletter/unsubscribe?id=${otherId}&token=${searchParams.get('token')}`,
        `/newsletter/unsubscribe?id=${searchParams.get('id')}&token=${'A'.repeat(43)}`,
        `/newsletter/unsubscribe?id=${searchParams.get('id')}`,
      ]) {
        const refused = await server.app.inject({
          method: 'POST',
          url: forged,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        assert.equal(refused.statusCode, 400, forged);
      }
      assert.equal(await statusOf(email), 'confirmed');
      assert.equal(await statusOf(other), 'pending');

      const oneClick = await server.app.inject({
        method: 'POST',
        url: unsubscribe,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(oneClick.statusCode, 200);
      assert.equal(oneClick.headers['set-cookie'], undefined);
      assert.equal(await statusOf(email), 'unsubscribed');
    });

    test('asking again within minutes sends no second confirmation; every answer is the same', async () => {
      const email = 'twice@becker-logistics.com';
      const first = await postJson(server.app, '/api/newsletter', { email });
      const second = await postJson(server.app, '/api/newsletter', { email: email.toUpperCase() });
      assert.equal(first.statusCode, 201);
      assert.equal(second.statusCode, 201);
      assert.deepEqual(Object.keys(second.json()), ['ok', 'id']);
      await smtp.waitFor(1, mailTo(email, /^Confirm/));
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(
        smtp.messages.filter(mailTo(email, /^Confirm/)).length,
        1,
        're-requesting a confirmation is rate-limited',
      );
    });
  });

  describe(`${engine.label}: confirmation links expire`, { skip: engine.skip }, () => {
    test('a link works until 3 days have passed, not after', async () => {
      const database = await freshDatabase(engine.name);
      let now = Date.now();
      const storage = await openStorage({ ...database, now: () => now });
      try {
        /** @type {Record<string, string>} */
        const tokens = {};
        const keep = (/** @type {{ email: string, confirmToken: string }} */ mail) => (
          (tokens[mail.email] = mail.confirmToken),
          []
        );
        await saveSignup(storage, { email: 'late@shahfoods.com' }, {}, keep);
        await saveSignup(storage, { email: 'early@shahfoods.com' }, {}, keep);
        now += CONFIRM_LINK_TTL_MS - 1000;
        assert.equal(
          (await confirmSignup(storage.db, tokens['early@shahfoods.com'] ?? '', storage.now())).status,
          'confirmed',
        );
        now += 2000;
        assert.deepEqual(await confirmSignup(storage.db, tokens['late@shahfoods.com'] ?? '', storage.now()), {
          status: 'invalid',
        });
        const late = (await allSignups(storage.db)).find((signup) => signup.email === 'late@shahfoods.com');
        assert.equal(late?.status, 'pending');
      } finally {
        await storage.close();
        rmSync(database.dataDir, { recursive: true, force: true });
      }
    });
  });
}
