// The proof of work in front of the forms that make the server e-mail a typed address (report,
// popup, newsletter): a challenge is issued like the other API answers, a correct solution is
// accepted once across every server on the database, and a missing, malformed, tampered, expired or
// replayed one is refused with a message the form acts on. The contact kinds need none, and
// FORMS_CHALLENGE=off lets everything in. Solutions come from altcha-lib's own solver.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { buildApp } from '../../server/app.ts';
import { CHALLENGE, CHALLENGE_KEY_NAME } from '../../server/challenge.ts';
import { readConfig } from '../../server/config.ts';
import { openStorage } from '../../server/storage.ts';
import { ENGINES, freshDatabase } from './engines.mjs';
import { MAIL, makeDist, NO_LIMIT, postJson, solvedChallenge, startApp, VALID } from './helpers.mjs';
import { ChallengeSpentError, saveLead, saveSignup, SWEEP_INTERVAL_MS } from '../../server/intake.ts';
import { allLeads } from '../../server/repositories/leads.ts';
import { sharedSecret } from '../../server/repositories/server-secrets.ts';

const EMBED = 'https://agency.example';
const SIGNUP = { email: 'owner@whitfield-builders.com' };

/** base64 of the payload's JSON, as the form sends it. */
const encode = (/** @type {object} */ payload) => btoa(JSON.stringify(payload));
const decode = (/** @type {string} */ altcha) => JSON.parse(atob(altcha));

/** @param {import('light-my-request').Response} response */
function assertRefused(response) {
  assert.equal(response.statusCode, 400, response.body);
  const body = response.json();
  assert.equal(body.error, 'challenge-failed');
  assert.match(body.message, /^Please wait a moment and send again/);
  assert.equal(typeof body.fields.altcha, 'string');
}

for (const engine of ENGINES)
  describe(engine.label, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startApp>>} */
    let server;
    before(async () => {
      server = await startApp({ engine: engine.name, embedOrigins: [EMBED], formsChallenge: true });
    });
    after(async () => {
      await server.dispose();
    });

    const storedLeads = async () => (await allLeads(server.storage.db)).length;

    test('GET /api/challenge issues a signed SHA-256 challenge that expires, not cached, with CORS for embeds only', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/challenge', headers: { origin: EMBED } });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'] ?? '', /^application\/json/);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers['access-control-allow-origin'], EMBED);
      const challenge = response.json();
      assert.deepEqual(Object.keys(challenge).sort(), ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
      assert.equal(challenge.algorithm, 'SHA-256');
      assert.equal(challenge.maxnumber, CHALLENGE.maxNumber);
      const expiresMs = Number(/expires=(\d+)/.exec(challenge.salt)?.[1]) * 1000;
      assert.ok(Math.abs(expiresMs - (Date.now() + CHALLENGE.ttlMs)) < 5000, 'expires in the configured time');
      const another = (await server.app.inject({ method: 'GET', url: '/api/challenge' })).json();
      assert.notEqual(another.salt, challenge.salt, 'each challenge is new');

      const foreign = await server.app.inject({
        method: 'GET',
        url: '/api/challenge',
        headers: { origin: 'https://spam.example' },
      });
      assert.equal(foreign.statusCode, 403);
      const post = await server.app.inject({ method: 'POST', url: '/api/challenge' });
      assert.equal(post.statusCode, 405);
      assert.equal(post.headers.allow, 'GET');
    });

    for (const [label, url, body] of /** @type {const} */ ([
      ['a report', '/api/leads', VALID.report],
      ['a popup lead', '/api/leads', VALID.popup],
      ['a newsletter sign-up', '/api/newsletter', SIGNUP],
    ])) {
      test(`${label}: a correct solution is accepted once; missing or replayed, refused and nothing stored`, async () => {
        const before = await storedLeads();
        const missing = await postJson(server.app, url, body);
        assertRefused(missing);
        const altcha = await solvedChallenge(server.app);
        const accepted = await postJson(server.app, url, { ...body, altcha });
        assert.equal(accepted.statusCode, 201, accepted.body);
        const replayed = await postJson(server.app, url, { ...body, email: 'someone.else@example.com', altcha });
        assertRefused(replayed);
        if (url === '/api/leads') assert.equal(await storedLeads(), before + 1, 'only the accepted lead is stored');
      });
    }

    test('the contact, consultation and sales kinds need no solution (the server e-mails nobody they typed)', async () => {
      for (const kind of /** @type {const} */ (['contact', 'consultation', 'sales'])) {
        const response = await postJson(server.app, '/api/leads', VALID[kind]);
        assert.equal(response.statusCode, 201, `${kind}: ${response.body}`);
      }
    });

    test('a tampered number, salt, challenge or signature, a malformed field, or another algorithm is refused', async () => {
      const altcha = await solvedChallenge(server.app);
      const payload = decode(altcha);
      const later = payload.salt.replace(
        /expires=(\d+)/,
        (/** @type {string} */ _, /** @type {string} */ seconds) => `expires=${Number(seconds) + 3600}`,
      );
      const flip = (/** @type {string} */ hex) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
      const variants = [
        encode({ ...payload, number: payload.number + 1 }),
        encode({ ...payload, salt: later }),
        encode({ ...payload, challenge: flip(payload.challenge) }),
        encode({ ...payload, signature: flip(payload.signature) }),
        encode({ ...payload, algorithm: 'SHA-512' }),
        encode({ ...payload, number: String(payload.number) }),
        'not base64 at all!',
        encode('a string'),
        42,
        '',
      ];
      for (const variant of variants)
        assertRefused(await postJson(server.app, '/api/leads', { ...VALID.report, altcha: variant }));
      // The untouched solution still works: the refusals spent nothing.
      assert.equal((await postJson(server.app, '/api/leads', { ...VALID.report, altcha })).statusCode, 201);
    });

    test('an expired challenge is refused even with a correct number and signature', async () => {
      // The key the app created when it started (a later caller's value is not kept).
      const hmacKey = await sharedSecret(server.storage.db, CHALLENGE_KEY_NAME, server.storage.now());
      assert.notEqual(hmacKey, 'not the key');
      const challenge = await createChallenge({ hmacKey, maxNumber: 1000, expires: new Date(Date.now() - 1000) });
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      const altcha = encode({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution?.number,
        salt: challenge.salt,
        signature: challenge.signature,
      });
      assertRefused(await postJson(server.app, '/api/leads', { ...VALID.popup, altcha }));

      const fresh = await createChallenge({ hmacKey, maxNumber: 1000, expires: new Date(Date.now() + 60_000) });
      const freshSolution = await solveChallenge(fresh.challenge, fresh.salt, fresh.algorithm, fresh.maxnumber).promise;
      const valid = encode({
        algorithm: fresh.algorithm,
        challenge: fresh.challenge,
        number: freshSolution?.number,
        salt: fresh.salt,
        signature: fresh.signature,
      });
      assert.equal(
        (await postJson(server.app, '/api/leads', { ...VALID.popup, altcha: valid })).statusCode,
        201,
        'the same key, not expired: accepted',
      );
    });

    test('a retry with the same Idempotency-Key is answered as the first time, while the solution stays spent for any other request', async () => {
      const altcha = await solvedChallenge(server.app);
      const lead = { ...VALID.report, email: 'retry@whitfield-builders.com', altcha };
      const first = await postJson(server.app, '/api/leads', lead, { 'idempotency-key': 'challenge-retry-1' });
      const again = await postJson(server.app, '/api/leads', lead, { 'idempotency-key': 'challenge-retry-1' });
      assert.equal(first.statusCode, 201);
      assert.equal(again.statusCode, 201);
      assert.equal(again.headers['idempotent-replayed'], 'true');
      assert.equal(again.json().id, first.json().id);
      assertRefused(await postJson(server.app, '/api/leads', lead, { 'idempotency-key': 'challenge-retry-2' }));
    });

    test('two requests with one solution at once: exactly one is accepted', async () => {
      const altcha = await solvedChallenge(server.app);
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          postJson(server.app, '/api/leads', { ...VALID.popup, email: `race${index}@example.com`, altcha }),
        ),
      );
      assert.deepEqual(responses.map((response) => response.statusCode).sort(), [201, 400, 400, 400, 400, 400]);
    });

    test('two servers on one database share the key and the spent solutions', async () => {
      const other = await startApp({ database: server.database, formsChallenge: true });
      try {
        // Issued by one, accepted by the other; then refused by both.
        const altcha = await solvedChallenge(other.app);
        assert.equal(
          (await postJson(server.app, '/api/newsletter', { email: 'shared@example.com', altcha })).statusCode,
          201,
        );
        assertRefused(await postJson(other.app, '/api/newsletter', { email: 'shared@example.com', altcha }));
        assertRefused(await postJson(server.app, '/api/newsletter', { email: 'shared@example.com', altcha }));
      } finally {
        await other.close();
      }
    });

    test('FORMS_CHALLENGE=off lets reports, popups and sign-ups in without a solution', async () => {
      assert.equal(readConfig({}).formsChallenge, true);
      assert.equal(readConfig({ FORMS_CHALLENGE: 'on' }).formsChallenge, true);
      assert.equal(readConfig({ FORMS_CHALLENGE: 'off' }).formsChallenge, false);
      assert.throws(() => readConfig({ FORMS_CHALLENGE: 'no' }), /FORMS_CHALLENGE must be "on" or "off"/);
      const storage = await openStorage(server.database);
      const app = await buildApp({
        dist: makeDist(),
        storage,
        rateLimit: NO_LIMIT,
        formsChallenge: false,
        mail: { ...MAIL, dataDir: server.database.dataDir },
      });
      try {
        assert.equal((await postJson(app, '/api/leads', VALID.report)).statusCode, 201);
        assert.equal((await postJson(app, '/api/leads', VALID.popup)).statusCode, 201);
        assert.equal((await postJson(app, '/api/newsletter', { email: 'off@example.com' })).statusCode, 201);
      } finally {
        await app.close();
      }
    });
  });

for (const engine of ENGINES)
  describe(`${engine.label} storage`, { skip: engine.skip }, () => {
    test('the shared secret is created once: every later caller, on any storage, reads the first', async () => {
      const database = await freshDatabase(engine.name);
      const [one, two] = await Promise.all([openStorage(database), openStorage(database)]);
      try {
        const values = await Promise.all([
          sharedSecret(one.db, 'test-key', one.now()),
          sharedSecret(two.db, 'test-key', two.now()),
        ]);
        assert.equal(values[0], values[1]);
        assert.equal(await sharedSecret(two.db, 'test-key', two.now()), values[0]);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });

    test('a spent solution is refused until it expires, then swept', async () => {
      let now = Date.parse('2026-11-23T12:00:00Z');
      const storage = await openStorage({ ...(await freshDatabase(engine.name)), now: () => now });
      try {
        const challenge = { id: 'a'.repeat(64), expiresAt: now + CHALLENGE.ttlMs };
        await saveLead(storage, VALID.popup, { challenge });
        await assert.rejects(saveLead(storage, VALID.popup, { challenge }), ChallengeSpentError);
        await assert.rejects(saveSignup(storage, SIGNUP, { challenge }), ChallengeSpentError);
        assert.equal((await allLeads(storage.db)).length, 1, 'the refused save wrote nothing');
        // Past its expiry and the sweep's interval, a save sweeps it away.
        now += CHALLENGE.ttlMs + SWEEP_INTERVAL_MS + 1;
        await saveLead(storage, VALID.contact);
        await saveLead(storage, VALID.popup, { challenge });
        assert.equal((await allLeads(storage.db)).length, 3);
      } finally {
        await storage.close();
      }
    });
  });
