// The attack catalogue of issue 17 (a second pass, as an ASVS level 2 tester would run it), on each
// engine: parallel guessing, locking an advisor out, forged client addresses, weak passwords,
// phishing through the report, misleading characters, passkeys added on a borrowed session. Every
// refusal has its positive control beside it: the same request from a legitimate client succeeds.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CHALLENGE } from '../../server/challenge.ts';
import { REPEAT_LIMITS } from '../../server/challenge-cost.ts';
import { parseTrustProxy, readConfig, startupWarnings } from '../../server/config.ts';
import { renderEmail } from '../../server/mail/templates.ts';
import { renderGuidePdf } from '../../server/report/guide-pdf.ts';
import { renderReportPdf } from '../../server/report/report-pdf.ts';
import { pdfText, skipWithoutPoppler } from '../support/poppler.mjs';
import { ENGINES } from './engines.mjs';
import { postJson, solvedChallenge, startApp, VALID } from './helpers.mjs';
import { cookieOf, LOOPBACK_PROXY, PASSWORD, startStaff } from './staff-helpers.mjs';

/** ALTCHA's payload from a form's `altcha` field. */
const decodeAltcha = (/** @type {string} */ altcha) => JSON.parse(atob(altcha));

for (const engine of ENGINES)
  describe(`hardening attack catalogue (${engine.label})`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startStaff>>} */
    let staff;
    before(async () => {
      // Requests pose as a proxy's (from 127.0.0.1) so each test speaks for clients of its own.
      staff = await startStaff({ engine: engine.name, trustProxy: LOOPBACK_PROXY });
    });
    after(async () => {
      await staff?.dispose();
    });

    /** A password sign-in from the client at `ip`. */
    const signInFrom = (/** @type {string} */ ip, /** @type {string} */ email, password = PASSWORD) =>
      staff.call('POST', '/staff/api/sign-in', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

    const assertThrottled = (/** @type {any} */ response, /** @type {string} */ what) => {
      assert.equal(response.statusCode, 429, `${what}: ${response.body}`);
      assert.ok(Number(response.headers['retry-after']) >= 1, `${what}: Retry-After`);
      assert.equal(response.headers['set-cookie'], undefined, `${what}: no session`);
    };

    test('eight guesses sent at once after four failures: one is checked, seven wait', async () => {
      const email = 'parallel@crestline.example';
      await staff.addAccount(email);
      const guesser = '198.51.100.20';
      for (let attempt = 1; attempt <= 4; attempt++)
        assert.equal((await signInFrom(guesser, email, `wrong guess ${attempt}`)).statusCode, 401, 'checked');
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, index) => signInFrom(guesser, email, `parallel guess ${index}`)),
      );
      const statuses = burst.map((response) => response.statusCode).sort();
      assert.deepEqual(statuses, [401, 429, 429, 429, 429, 429, 429, 429], 'only the fifth attempt is checked');
      for (const response of burst.filter((response) => response.statusCode === 429))
        assertThrottled(response, 'a parallel guess');
      // The right password from that client waits too, and works once the wait is over.
      const waiting = await signInFrom(guesser, email);
      assertThrottled(waiting, 'the right password during the block');
      staff.advance(Number(waiting.headers['retry-after']) * 1000);
      assert.equal((await signInFrom(guesser, email)).statusCode, 200, 'after the wait');
    });

    test("a stranger's failures slow the stranger, never the advisor's own address", async () => {
      const email = 'locked@crestline.example';
      await staff.addAccount(email);
      const home = '192.0.2.10';
      assert.equal((await signInFrom(home, email)).statusCode, 200, 'the advisor signs in from the office');
      // A stranger who knows the address keeps failing, waiting out each block, for a long while.
      const stranger = '203.0.113.66';
      let refused = 0;
      for (let attempt = 0; attempt < 40; attempt++) {
        const response = await signInFrom(stranger, email, `stranger guess ${attempt}`);
        if (response.statusCode === 429) {
          refused++;
          staff.advance(Number(response.headers['retry-after']) * 1000);
        } else assert.equal(response.statusCode, 401);
      }
      assert.ok(refused >= 10, `the stranger was slowed (${refused} refusals)`);
      // Stranger addresses spread over many clients hit the account-wide ceiling too.
      for (let index = 0; index < 25; index++) await signInFrom(`198.18.0.${index + 1}`, email, 'spread guess');
      assertThrottled(await signInFrom(stranger, email), 'the stranger, even with the right password');
      assertThrottled(await signInFrom('198.18.1.1', email), 'a new address while the account is under attack');
      // The advisor, from where they sign in, is not held up at all.
      const owner = await signInFrom(home, email);
      assert.equal(owner.statusCode, 200, `the advisor at the office: ${owner.body}`);
    });

    test('weak, decorated and context passwords are refused with the reason; a passphrase is accepted', async () => {
      const email = 'dana.whitfield@crestline.example';
      await staff.addAccount(email);
      const browser = await staff.signIn(email);
      const change = (/** @type {string} */ newPassword) =>
        staff.call('POST', '/staff/api/password', { as: browser, body: { currentPassword: PASSWORD, newPassword } });
      for (const [weak, reason] of [
        ['abcabcabcabcabc', /repeats a few characters/],
        ['zzzzzzzzzzzzzz', /repeats a few characters/],
        ['Password2026!!', /common word or password with digits or symbols around it/],
        ['!!sunshine2024!!', /common word or password with digits or symbols around it/],
        ['Summer2026!Summer', /common word or password with digits or symbols around it/],
        ['qwertyuiop1234', /common word or password/],
        ['Crestline2026!', /firm's name, the site's address or your e-mail address/],
        ['crestlineadvisory.com1', /firm's name, the site's address or your e-mail address/],
        ['DanaWhitfield!2026', /firm's name, the site's address or your e-mail address/],
        ['1234567890abcd', /too easy to guess/],
      ]) {
        const response = await change(/** @type {string} */ (weak));
        assert.equal(response.statusCode, 400, `${weak}: ${response.body}`);
        assert.match(response.json().fields.newPassword, /** @type {RegExp} */ (reason), weak);
      }
      const accepted = await change('granite harbor lantern 42');
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.ok(cookieOf(accepted), 'a new session');
      assert.equal((await signInFrom('127.0.0.1', email, 'granite harbor lantern 42')).statusCode, 200);
    });

    /** A lead through the intake API, as the site's own form posts it. */
    const postLead = (/** @type {Record<string, unknown>} */ fields) =>
      postJson(staff.app, '/api/leads', { ...VALID.consultation, ...fields }, { origin: 'http://localhost' });

    test('a name carrying a web address or markup is refused, saying why; real names pass', async () => {
      for (const name of [
        'Your account is locked, visit http://crestline-support.example',
        'Call now www.crestline-support.example',
        'Dana hxxps://x javascript:alert(1)',
        'Dana <b>Whitfield</b>',
        'Dana > support',
      ]) {
        const response = await postLead({ name });
        assert.equal(response.statusCode, 400, name);
        assert.equal(
          response.json().fields.name,
          'Enter just your name: a web address or markup (< >) cannot be part of it.',
        );
      }
      for (const name of ["Seán O'Brien-Smith", 'Dr. J. R. Whitfield, Jr.', 'Łukasz Żółć', 'نیما\u200cزاده'])
        assert.equal((await postLead({ name })).statusCode, 201, name);
    });

    test('one-line fields refuse bidi overrides, isolates, zero-width spaces and U+FEFF, naming the field; joiners stay', async () => {
      const hidden = ['\u202e', '\u202a', '\u2066', '\u2069', '\u200b', '\ufeff'];
      for (const [field, label] of [
        ['name', 'Full Name'],
        ['company', 'Company Name'],
        ['phone', 'Phone'],
      ])
        for (const character of hidden) {
          const response = await postLead({ [field]: `Whit${character}field 42` });
          assert.equal(response.statusCode, 400, `${field} U+${character.codePointAt(0)?.toString(16)}`);
          assert.match(
            response.json().fields[field],
            new RegExp(`^${label} contains invisible or direction-changing characters`),
          );
        }
      // Persian (ZWNJ) and Devanagari (ZWJ) names, and the same fields without the hidden characters.
      const joined = await postLead({ name: 'می\u200cخواهم', company: 'क्\u200dष Traders', phone: '+1 847 555 0199' });
      assert.equal(joined.statusCode, 201, joined.body);
      await staff.addAccount('names-admin@crestline.example', 'admin');
      const admin = await staff.signIn('names-admin@crestline.example');
      const invite = (/** @type {string} */ email, /** @type {string} */ name) =>
        staff.call('POST', '/staff/api/accounts', { as: admin, body: { email, role: 'advisor', name } });
      const spoofed = await invite('spoofed@crestline.example', 'Admin\u202egnp.exe');
      assert.equal(spoofed.statusCode, 400);
      assert.match(spoofed.json().fields.name, /^Name contains invisible or direction-changing characters/);
      assert.equal((await invite('nima@crestline.example', 'Nima Zadeh')).statusCode, 201);
    });

    test('the report e-mail and PDF greet the address, repeating no name or company the sender typed', async () => {
      const phish = {
        name: 'Your account is locked call 555 0100',
        company: 'Crestline security team says reply with your password',
      };
      const response = await postLead({ ...VALID.report, ...phish, altcha: await solvedChallenge(staff.app) });
      assert.equal(response.statusCode, 201, response.body);
      const row = await staff.ctx.db
        .selectFrom('outbox')
        .selectAll()
        .where('template', '=', 'report')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const mail = await renderEmail(row.template, JSON.parse(row.data), row.recipient, {
        publicUrl: 'http://localhost',
        from: 'hello@crestlineadvisory.com',
        unsubscribeLink: () => '',
        pdf: { report: renderReportPdf, guide: renderGuidePdf },
      });
      assert.equal(mail.to, VALID.report.email);
      assert.match(String(mail.text), /^Hello,\n/);
      for (const part of [mail.text, mail.html, mail.subject])
        for (const words of Object.values(phish)) assert.ok(!String(part).includes(words), `no "${words}"`);
      assert.ok(String(mail.text).includes('Monthly cash flow: $10,000'), 'the figures the server computed are there');
      if (!skipWithoutPoppler) {
        const report = pdfText(/** @type {any} */ (mail.attachments)[0].content);
        assert.ok(report.includes(`Prepared for ${VALID.report.email}`));
        for (const words of Object.values(phish)) assert.ok(!report.includes(words), `no "${words}" in the PDF`);
      }
    });

    test("the staff app's source maps are not served; its bundle and the public bundles' maps are", async () => {
      const files = {
        'staff/app.js': 'export {};',
        'staff/app.js.map': '{"version":3,"sources":["src/staff/main.tsx"]}',
        'chunks/staff-leads-Ab12Cd34.js.map': '{"version":3,"sources":["src/staff/pages/leads.tsx"]}',
        'chunks/app-C0ffee12.js.map': '{"version":3,"sources":["src/core/calculate.ts"]}',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(staff.dist, file)), { recursive: true });
        writeFileSync(join(staff.dist, file), text);
      }
      for (const url of [
        '/staff/app.js.map',
        '/chunks/staff-leads-Ab12Cd34.js.map',
        '/staff/app.js.map?v=1',
        '/staff//app.js.map',
      ]) {
        const response = await staff.call('GET', url);
        assert.equal(response.statusCode, 404, url);
        assert.doesNotMatch(response.body, /src\/staff/, url);
      }
      assert.equal((await staff.call('GET', '/staff/app.js')).statusCode, 200, 'the staff bundle');
      assert.equal((await staff.call('GET', '/chunks/app-C0ffee12.js.map')).statusCode, 200, "a public bundle's map");
    });

    test('passkey sign-in options are rate limited per client, each call having written a challenge', async () => {
      const options = (/** @type {string} */ ip) =>
        staff.call('POST', '/staff/api/passkeys/sign-in-options', { body: {}, headers: { 'x-forwarded-for': ip } });
      const count = async () => (await staff.ctx.db.selectFrom('staff_challenges').select('id').execute()).length;
      const before = await count();
      for (let call = 0; call < 20; call++) assert.equal((await options('198.51.100.77')).statusCode, 200);
      const limited = await options('198.51.100.77');
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) >= 1);
      assert.equal(await count(), before + 20, 'the refused call wrote nothing');
      assert.equal((await options('198.51.100.78')).statusCode, 200, 'another client');
    });

    test('HSTS covers subdomains, over HTTPS behind a listed proxy only', async () => {
      const https = await staff.call('GET', '/staff/sign-in', { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(https.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
      const plain = await staff.call('GET', '/staff/sign-in');
      assert.equal(plain.headers['strict-transport-security'], undefined);
    });

    test('IPv6 clients count by /64: stepping through addresses in one block gains nothing', async () => {
      const statuses = [];
      for (let index = 1; index <= 22; index++)
        statuses.push(
          (await signInFrom(`2001:db8:77:1::${index.toString(16)}`, `v6-${index}@crestline.example`, 'sprayed'))
            .statusCode,
        );
      assert.deepEqual(statuses.slice(0, 20), Array(20).fill(401));
      assert.deepEqual(statuses.slice(20), [429, 429], 'one /64 is one client');
      await staff.addAccount('v6@crestline.example');
      assertThrottled(await signInFrom('2001:db8:77:1:ffff::1', 'v6@crestline.example'), 'the same /64');
      assert.equal(
        (await signInFrom('2001:db8:77:2::1', 'v6@crestline.example')).statusCode,
        200,
        'the next /64 is another client',
      );
    });
  });

for (const engine of ENGINES)
  describe(`the proof of work for repeat requests (${engine.label})`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startApp>>} */
    let server;
    before(async () => {
      server = await startApp({ engine: engine.name, formsChallenge: true, repeatLimits: REPEAT_LIMITS });
    });
    after(async () => {
      await server?.dispose();
    });

    const challenge = async () => (await server.app.inject({ method: 'GET', url: '/api/challenge' })).json();
    const report = async (/** @type {string} */ email) =>
      postJson(server.app, '/api/leads', { ...VALID.report, email, altcha: await solvedChallenge(server.app) });

    test('a third report to one address gets a harder challenge, which the form solves after the refusal', async () => {
      const ordinary = await challenge();
      assert.equal(ordinary.maxnumber, CHALLENGE.maxNumber);
      assert.doesNotMatch(ordinary.salt, /cost=hard/);
      assert.equal((await report('victim@example.com')).statusCode, 201, 'the first');
      assert.equal((await report('victim@example.com')).statusCode, 201, 'the second');
      const third = await report('victim@example.com');
      assert.equal(third.statusCode, 400, third.body);
      assert.equal(third.json().error, 'challenge-failed', 'refused like a spent solution: the form solves anew');
      // The form's second try fetches a challenge again: now a hard one, and its solution is accepted.
      const hard = await challenge();
      assert.equal(hard.maxnumber, CHALLENGE.hardMaxNumber);
      assert.match(hard.salt, /cost=hard&/);
      assert.equal((await report('victim@example.com')).statusCode, 201, 'with the hard solution');
      // A hard mark cannot be forged onto an ordinary challenge: the salt is hashed and signed.
      const forged = decodeAltcha(await solvedChallenge(server.app));
      forged.salt = forged.salt.replace(/^([0-9a-f]+)\?/, '$1?cost=hard&');
      const refused = await postJson(server.app, '/api/leads', {
        ...VALID.report,
        email: 'another@example.com',
        altcha: btoa(JSON.stringify(forged)),
      });
      assert.equal(refused.statusCode, 400);
    });
  });

describe('proxy trust at start', () => {
  test('TRUST_PROXY=true and a bare hop count are refused, saying to list the proxies; a list is accepted', () => {
    for (const value of ['true', '1', '2', '10.0.0.2,1', 'proxy.example', '10.0.0.0/33'])
      assert.throws(
        () => readConfig({ TRUST_PROXY: value }),
        /TRUST_PROXY must list the addresses of your reverse proxies/,
        value,
      );
    assert.throws(() => parseTrustProxy('true'), /forging it escapes every limit/);
    assert.throws(() => parseTrustProxy('1'), /hop count \("1"\) is ignored/);
    assert.equal(readConfig({ TRUST_PROXY: '10.0.0.2' }).trustProxy, '10.0.0.2');
    assert.equal(
      readConfig({ TRUST_PROXY: '10.0.0.0/24, 127.0.0.1,loopback' }).trustProxy,
      '10.0.0.0/24,127.0.0.1,loopback',
    );
    assert.equal(readConfig({ TRUST_PROXY: '2001:db8::/64,::1' }).trustProxy, '2001:db8::/64,::1');
    assert.equal(readConfig({}).trustProxy, false);
    assert.equal(readConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  });

  test('an https PUBLIC_URL reached over plain HTTP with no trusted proxy is said at start', () => {
    const config = readConfig({ PUBLIC_URL: 'https://crestline.example' });
    assert.match(startupWarnings(config).join(' '), /PUBLIC_URL is https:\/\/crestline\.example.*Set TRUST_PROXY/);
    assert.deepEqual(
      startupWarnings(readConfig({ PUBLIC_URL: 'https://crestline.example', TRUST_PROXY: '10.0.0.2' })),
      [],
    );
    assert.deepEqual(startupWarnings(readConfig({ PUBLIC_URL: 'http://127.0.0.1:4173' })), []);
  });
});
