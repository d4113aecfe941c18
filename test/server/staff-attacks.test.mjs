// The attack catalogue of issue 11 against the staff area, on each engine: every attempt is refused
// or harmless, and no refusal carries data.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { STAFF_PAGES } from '../../src/contracts/staff-fields.ts';
import { ENGINES } from './engines.mjs';
import { CALCULATION, cookieOf, LOOPBACK_PROXY, PASSWORD, startStaff, storeLead } from './staff-helpers.mjs';

const MINUTE = 60_000;

/** Every endpoint but the anonymous ones, with a body that would be valid. */
const endpoints = (/** @type {string} */ leadId, /** @type {string} */ accountId) => [
  ['GET', '/staff/api/session'],
  ['POST', '/staff/api/sign-out', {}],
  ['POST', '/staff/api/password', { currentPassword: PASSWORD, newPassword: 'another long passphrase 42' }],
  ['GET', '/staff/api/leads'],
  ['GET', `/staff/api/leads/${leadId}`],
  ['PATCH', `/staff/api/leads/${leadId}`, { status: 'won' }],
  ['POST', `/staff/api/leads/${leadId}/notes`, { text: 'Called back.' }],
  ['GET', `/staff/api/leads/${leadId}/report.pdf`],
  ['GET', '/staff/api/subscribers'],
  ['GET', '/staff/api/accounts'],
  ['GET', '/staff/api/passkeys'],
  ['POST', '/staff/api/passkeys/register-options', {}],
  ['DELETE', '/staff/api/passkeys/some-passkey'],
  ...adminEndpoints(accountId),
];

/** What only an admin may do. */
const adminEndpoints = (/** @type {string} */ accountId) => [
  ['GET', '/staff/api/export.csv'],
  ['GET', '/staff/api/export.csv?kind=consultation'],
  ['POST', '/staff/api/erase', { email: 'priya@shahfoods.com' }],
  ['POST', '/staff/api/erase', { email: 'priya@shahfoods.com', confirm: true }],
  ['POST', '/staff/api/accounts', { email: 'intruder@crestline.example', role: 'admin' }],
  ['PATCH', `/staff/api/accounts/${accountId}`, { role: 'admin' }],
  ['PATCH', `/staff/api/accounts/${accountId}`, { disabled: true }],
  ['POST', `/staff/api/accounts/${accountId}/setup-link`, {}],
  ['POST', '/staff/api/sign-out-everywhere', {}],
  ['GET', '/staff/api/audit'],
];

for (const engine of ENGINES)
  describe(`staff attack catalogue (${engine.label})`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startStaff>>} */
    let staff;
    /** @type {string} */
    let leadId;
    /** @type {{ id: string }} */
    let advisorAccount;
    before(async () => {
      staff = await startStaff({ engine: engine.name });
      leadId = await storeLead(staff, {}, CALCULATION);
      await staff.addAccount('admin@crestline.example', 'admin');
      advisorAccount = await staff.addAccount('advisor@crestline.example', 'advisor');
    });
    after(async () => {
      await staff?.dispose();
    });

    /** A refusal that says nothing about the data. */
    const assertRefused = (/** @type {any} */ response, /** @type {number} */ status, /** @type {string} */ code) => {
      assert.equal(response.statusCode, status, response.body);
      assert.match(response.headers['content-type'], /^application\/json/);
      assert.deepEqual(Object.keys(response.json()).sort(), ['error', 'message']);
      assert.equal(response.json().error, code);
      assert.doesNotMatch(response.body, /priya|Shah|shahfoods/i);
    };

    test('no session: every endpoint answers 401 JSON, every private page redirects to sign-in', async () => {
      for (const [method, url, body] of endpoints(leadId, advisorAccount.id)) {
        assertRefused(await staff.call(method, url, { body }), 401, 'unauthenticated');
      }
      for (const path of Object.values(STAFF_PAGES)) {
        const url = path.replace(':id', leadId);
        const response = await staff.call('GET', url);
        if (path === STAFF_PAGES.signIn || path === STAFF_PAGES.setup) {
          assert.equal(response.statusCode, 200, url);
          continue;
        }
        assert.equal(response.statusCode, 303, url);
        assert.equal(response.headers.location, `/staff/sign-in?next=${encodeURIComponent(url)}`);
        assert.doesNotMatch(response.body, /priya/i);
      }
    });

    test('a made-up or malformed session cookie is no session', async () => {
      for (const cookie of [
        'staff-session=' + 'A'.repeat(43),
        'staff-session=x',
        "staff-session=' OR 1=1 --",
        '__Host-staff-session=' + 'A'.repeat(43),
      ]) {
        assertRefused(await staff.call('GET', '/staff/api/leads', { headers: { cookie } }), 401, 'unauthenticated');
      }
    });

    test('an expired session: 30 minutes idle, or 12 hours after sign-in however busy', async () => {
      const idle = await staff.signIn('advisor@crestline.example');
      staff.advance(29 * MINUTE);
      assert.equal((await staff.call('GET', '/staff/api/leads', { as: idle })).statusCode, 200, 'within the idle time');
      staff.advance(29 * MINUTE);
      assert.equal(
        (await staff.call('GET', '/staff/api/leads', { as: idle })).statusCode,
        200,
        'each request restarts the idle time',
      );
      staff.advance(30 * MINUTE);
      assertRefused(await staff.call('GET', '/staff/api/leads', { as: idle }), 401, 'unauthenticated');

      const busy = await staff.signIn('advisor@crestline.example');
      for (let elapsed = 0; elapsed < 12 * 60 * MINUTE - 20 * MINUTE; elapsed += 20 * MINUTE) {
        staff.advance(20 * MINUTE);
        assert.equal((await staff.call('GET', '/staff/api/session', { as: busy })).statusCode, 200);
      }
      staff.advance(20 * MINUTE);
      assertRefused(await staff.call('GET', '/staff/api/session', { as: busy }), 401, 'unauthenticated');
    });

    test("a disabled account's session is refused, and the account cannot sign in again", async () => {
      const admin = await staff.signIn('admin@crestline.example');
      const account = await staff.addAccount('leaving@crestline.example', 'advisor');
      const leaving = await staff.signIn('leaving@crestline.example');
      // Even a session row that survived the disabling (another server's race) is refused.
      await staff.ctx.db.updateTable('staff_accounts').set({ disabled: 1 }).where('id', '=', account.id).execute();
      assertRefused(await staff.call('GET', '/staff/api/leads', { as: leaving }), 401, 'unauthenticated');
      await staff.ctx.db.updateTable('staff_accounts').set({ disabled: 0 }).where('id', '=', account.id).execute();
      const again = await staff.signIn('leaving@crestline.example');
      assert.equal(
        (await staff.call('PATCH', `/staff/api/accounts/${account.id}`, { as: admin, body: { disabled: true } }))
          .statusCode,
        200,
      );
      assertRefused(await staff.call('GET', '/staff/api/leads', { as: again }), 401, 'unauthenticated');
      const signIn = await staff.call('POST', '/staff/api/sign-in', {
        body: { email: 'leaving@crestline.example', password: PASSWORD },
      });
      assertRefused(signIn, 401, 'unauthenticated');
      assert.equal(signIn.headers['set-cookie'], undefined);
    });

    test('a forged, missing or borrowed CSRF token is refused and changes nothing', async () => {
      const advisor = await staff.signIn('advisor@crestline.example');
      const other = await staff.signIn('admin@crestline.example');
      for (const token of [undefined, '', 'forged', other.csrfToken, advisor.csrfToken.slice(0, -1)]) {
        const response = await staff.call('PATCH', `/staff/api/leads/${leadId}`, {
          as: advisor,
          body: { status: 'lost' },
          headers: { 'x-csrf-token': token },
        });
        assertRefused(response, 403, 'bad-csrf');
        const note = await staff.call('POST', `/staff/api/leads/${leadId}/notes`, {
          as: advisor,
          body: { text: 'forged' },
          headers: { 'x-csrf-token': token },
        });
        assertRefused(note, 403, 'bad-csrf');
      }
      const signOut = await staff.call('POST', '/staff/api/sign-out', {
        as: advisor,
        headers: { 'x-csrf-token': 'forged' },
      });
      assertRefused(signOut, 403, 'bad-csrf');
      const lead = (await staff.call('GET', `/staff/api/leads/${leadId}`, { as: advisor })).json();
      assert.equal(lead.status, 'new');
      assert.equal(lead.notes.length, 0);
    });

    test('a foreign or missing Origin is refused, even with a valid session and token or the right password', async () => {
      const advisor = await staff.signIn('advisor@crestline.example');
      for (const origin of [
        'https://evil.example',
        'http://localhost.evil.example',
        'null',
        'http://localhost:8080',
        'https://localhost',
        undefined,
      ]) {
        const response = await staff.call('PATCH', `/staff/api/leads/${leadId}`, {
          as: advisor,
          body: { status: 'lost' },
          headers: { origin },
        });
        assertRefused(response, 403, 'bad-origin');
        const signIn = await staff.call('POST', '/staff/api/sign-in', {
          body: { email: 'advisor@crestline.example', password: PASSWORD },
          headers: { origin },
        });
        assertRefused(signIn, 403, 'bad-origin');
        assert.equal(signIn.headers['set-cookie'], undefined);
      }
      // A form post from another site cannot even pose as JSON.
      const form = await staff.call('POST', '/staff/api/sign-in', {
        body: `email=advisor%40crestline.example&password=x`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assertRefused(form, 415, 'unsupported-media-type');
      assert.equal((await staff.call('GET', `/staff/api/leads/${leadId}`, { as: advisor })).json().status, 'new');
    });

    test('an advisor calling every admin endpoint gets 403, and nothing happens', async () => {
      const advisor = await staff.signIn('advisor@crestline.example');
      const accountsBefore = await staff.ctx.db.selectFrom('staff_accounts').selectAll().execute();
      const auditBefore = await staff.ctx.db.selectFrom('audit_log').select('id').execute();
      for (const [method, url, body] of adminEndpoints(advisorAccount.id)) {
        assertRefused(await staff.call(method, url, { as: advisor, body }), 403, 'forbidden');
      }
      assert.deepEqual(await staff.ctx.db.selectFrom('staff_accounts').selectAll().execute(), accountsBefore);
      assert.equal((await staff.ctx.db.selectFrom('leads').select('id').execute()).length, 1, 'no lead erased');
      assert.equal(
        (await staff.ctx.db.selectFrom('audit_log').select('id').execute()).length,
        auditBefore.length,
        'nothing exported or changed',
      );
      assert.equal(
        (await staff.call('GET', '/staff/api/session', { as: advisor })).statusCode,
        200,
        'no session ended',
      );
    });

    test('guessed lead ids are not found, with one answer whatever the guess', async () => {
      const advisor = await staff.signIn('advisor@crestline.example');
      for (const guess of [
        randomUUID(),
        leadId.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        '1',
        "' OR '1'='1",
        '%',
        '../../etc/passwd',
      ]) {
        const id = encodeURIComponent(guess);
        for (const [method, url, body] of [
          ['GET', `/staff/api/leads/${id}`],
          ['PATCH', `/staff/api/leads/${id}`, { status: 'won' }],
          ['POST', `/staff/api/leads/${id}/notes`, { text: 'x' }],
          ['GET', `/staff/api/leads/${id}/report.pdf`],
        ]) {
          const response = await staff.call(method, url, { as: advisor, body });
          assertRefused(response, 404, 'not-found');
        }
      }
      assert.equal((await staff.ctx.db.selectFrom('lead_notes').select('id').execute()).length, 0);
    });

    test('a session cookie replayed after sign-out (or sign-out everywhere) is refused', async () => {
      const advisor = await staff.signIn('advisor@crestline.example');
      const signOut = await staff.call('POST', '/staff/api/sign-out', { as: advisor });
      assert.equal(signOut.statusCode, 204);
      assert.match(String(signOut.headers['set-cookie']), /Max-Age=0/);
      assertRefused(await staff.call('GET', '/staff/api/leads', { as: advisor }), 401, 'unauthenticated');
      assertRefused(
        await staff.call('POST', `/staff/api/leads/${leadId}/notes`, { as: advisor, body: { text: 'replayed' } }),
        401,
        'unauthenticated',
      );

      const again = await staff.signIn('advisor@crestline.example');
      const admin = await staff.signIn('admin@crestline.example');
      const everywhere = await staff.call('POST', '/staff/api/sign-out-everywhere', {
        as: admin,
        body: { accountId: advisorAccount.id },
      });
      assert.equal(everywhere.statusCode, 200);
      assert.ok(everywhere.json().sessionsEnded >= 1);
      assertRefused(await staff.call('GET', '/staff/api/leads', { as: again }), 401, 'unauthenticated');
      assert.equal(
        (await staff.call('GET', '/staff/api/leads', { as: admin })).statusCode,
        200,
        "the admin's own session goes on",
      );
    });

    test('sign-in issues a new session id, and the one the browser had before stops working', async () => {
      const first = await staff.signIn('advisor@crestline.example');
      const response = await staff.call('POST', '/staff/api/sign-in', {
        body: { email: 'advisor@crestline.example', password: PASSWORD },
        headers: { cookie: first.cookie },
      });
      assert.equal(response.statusCode, 200);
      assert.notEqual(cookieOf(response), first.cookie);
      assert.notEqual(response.json().csrfToken, first.csrfToken);
      assertRefused(await staff.call('GET', '/staff/api/leads', { as: first }), 401, 'unauthenticated');
    });

    test('50 wrong passwords are throttled with growing delays; the same words for an unknown address; the real person gets in after the wait', async () => {
      const victim = 'victim@crestline.example';
      await staff.addAccount(victim, 'advisor');
      const unknown = await staff.call('POST', '/staff/api/sign-in', {
        body: { email: 'nobody@crestline.example', password: 'wrong password 0' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      assert.equal(unknown.statusCode, 401);
      const statuses = [];
      const waits = [];
      for (let attempt = 1; attempt <= 50; attempt++) {
        const response = await staff.call('POST', '/staff/api/sign-in', {
          body: { email: victim, password: `wrong password ${attempt}` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 401)
          assert.deepEqual(response.json(), unknown.json(), 'a wrong password reads like an unknown address');
        if (response.statusCode === 429) {
          assert.ok(Number(response.headers['retry-after']) >= 1);
          assert.equal(response.json().retryAfterSeconds, Number(response.headers['retry-after']));
          waits.push(Number(response.headers['retry-after']));
        }
        // Every fifth attempt comes after the current wait, so the delays grow.
        if (attempt % 5 === 0 && attempt < 50 && response.statusCode === 429)
          staff.advance(response.json().retryAfterSeconds * 1000);
      }
      assert.deepEqual(statuses.slice(0, 5), [401, 401, 401, 401, 401]);
      assert.ok(statuses.filter((status) => status === 429).length >= 35, `mostly throttled: ${statuses.join(' ')}`);
      assert.ok(Math.max(...waits) > Math.min(...waits), `the delays grow: ${waits.join(' ')}`);
      // Even the right password waits while the block lasts…
      const blocked = await staff.call('POST', '/staff/api/sign-in', { body: { email: victim, password: PASSWORD } });
      assert.equal(blocked.statusCode, 429);
      assert.equal(blocked.headers['set-cookie'], undefined);
      // …and works once it is over, also from another address.
      staff.advance(blocked.json().retryAfterSeconds * 1000);
      const person = await staff.call('POST', '/staff/api/sign-in', { body: { email: victim, password: PASSWORD } });
      assert.equal(person.statusCode, 200, person.body);
      const failures = await staff.ctx.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'sign-in-failed')
        .execute();
      assert.ok(failures.length >= 6, 'failed sign-ins are in the audit log');
    });

    test('two servers on one database share sessions, sign-outs and the throttle', async () => {
      const second = await startStaff({ database: staff.database });
      try {
        const onFirst = await staff.signIn('advisor@crestline.example');
        assert.equal(
          (await second.call('GET', '/staff/api/leads', { as: onFirst })).statusCode,
          200,
          'a session made on one server works on the other',
        );
        assert.equal((await second.call('POST', '/staff/api/sign-out', { as: onFirst })).statusCode, 204);
        assert.equal(
          (await staff.call('GET', '/staff/api/leads', { as: onFirst })).statusCode,
          401,
          'and ends on both',
        );
        await staff.addAccount('shared@crestline.example', 'advisor');
        const wrong = (/** @type {typeof staff} */ server) =>
          server.call('POST', '/staff/api/sign-in', {
            body: { email: 'shared@crestline.example', password: 'not the password' },
          });
        for (let attempt = 0; attempt < 5; attempt++)
          assert.equal((await wrong(attempt % 2 ? second : staff)).statusCode, 401);
        assert.equal((await wrong(second)).statusCode, 429, 'failures on either server count together');
        assert.equal((await wrong(staff)).statusCode, 429);
      } finally {
        await second.dispose();
        // Every test signs in from 127.0.0.1: let this client's block run out for the ones after.
        staff.advance(16 * MINUTE);
      }
    });

    test('password spraying (one wrong password for many addresses from one client) is throttled per client address', async () => {
      const proxied = await startStaff({ engine: engine.name, trustProxy: LOOPBACK_PROXY });
      try {
        await proxied.addAccount('target@crestline.example', 'advisor');
        const from = (/** @type {string} */ ip, /** @type {string} */ email, password = 'Spring2026!Spring') =>
          proxied.call('POST', '/staff/api/sign-in', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
        const statuses = [];
        for (let index = 0; index < 25; index++)
          statuses.push((await from('198.51.100.66', `person${index}@crestline.example`)).statusCode);
        assert.deepEqual(statuses.slice(0, 20), Array(20).fill(401));
        assert.deepEqual(statuses.slice(20), Array(5).fill(429));
        assert.equal(
          (await from('198.51.100.66', 'target@crestline.example', PASSWORD)).statusCode,
          429,
          'that client waits, whoever it names',
        );
        assert.equal(
          (await from('203.0.113.5', 'target@crestline.example', PASSWORD)).statusCode,
          200,
          'another client is not held up',
        );
      } finally {
        await proxied.dispose();
      }
    });

    test('SQL-like and markup input in search and notes is stored and returned as text', async () => {
      const advisor = await staff.signIn('advisor@crestline.example');
      const hostile = [
        "' OR '1'='1",
        "'; DROP TABLE leads; --",
        '%',
        '_',
        '\\',
        '<script>alert(1)</script>',
        '" onmouseover="alert(1)',
      ];
      for (const q of hostile) {
        const response = await staff.call('GET', `/staff/api/leads?q=${encodeURIComponent(q)}`, { as: advisor });
        assert.equal(response.statusCode, 200, q);
        assert.equal(response.json().total, 0, `"${q}" matches nothing`);
      }
      const markupLead = await storeLead(staff, {
        name: '<img src=x onerror=alert(1)>',
        email: 'percent%under_score@example.com',
        company: "O'Brien & Sons",
      });
      assert.deepEqual(
        (await staff.call('GET', `/staff/api/leads?q=${encodeURIComponent('%under_')}`, { as: advisor }))
          .json()
          .leads.map((/** @type {any} */ lead) => lead.id),
        [markupLead],
      );
      assert.deepEqual(
        (await staff.call('GET', `/staff/api/leads?q=${encodeURIComponent("o'brien")}`, { as: advisor }))
          .json()
          .leads.map((/** @type {any} */ lead) => lead.id),
        [markupLead],
      );
      for (const text of hostile) {
        const response = await staff.call('POST', `/staff/api/leads/${markupLead}/notes`, {
          as: advisor,
          body: { text },
        });
        assert.equal(response.statusCode, 201, response.body);
        assert.equal(response.json().text, text);
      }
      const detail = await staff.call('GET', `/staff/api/leads/${markupLead}`, { as: advisor });
      assert.match(detail.headers['content-type'], /^application\/json/);
      assert.deepEqual(
        detail.json().notes.map((/** @type {any} */ note) => note.text),
        hostile,
      );
      assert.equal(detail.json().name, '<img src=x onerror=alert(1)>');
      assert.equal(
        (await staff.ctx.db.selectFrom('leads').select('id').execute()).length,
        2,
        'the leads table is intact',
      );
      const badFilter = await staff.call(
        'GET',
        `/staff/api/leads?status=${encodeURIComponent("new' OR 1=1")}&from=yesterday`,
        { as: advisor },
      );
      assert.equal(badFilter.statusCode, 400);
      assert.deepEqual(Object.keys(badFilter.json().fields).sort(), ['from', 'status']);
    });

    test('the session cookie is HttpOnly, SameSite=Strict, Path=/; Secure with __Host- over HTTPS behind a trusted proxy', async () => {
      const response = await staff.call('POST', '/staff/api/sign-in', {
        body: { email: 'advisor@crestline.example', password: PASSWORD },
      });
      const cookie = String(response.headers['set-cookie']);
      assert.match(cookie, /^staff-session=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/);
      const https = await startStaff({ engine: engine.name, trustProxy: LOOPBACK_PROXY });
      try {
        await https.addAccount('advisor@crestline.example');
        const headers = {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'staff.example',
          origin: 'https://staff.example',
        };
        const secure = await https.call('POST', '/staff/api/sign-in', {
          body: { email: 'advisor@crestline.example', password: PASSWORD },
          headers,
        });
        assert.equal(secure.statusCode, 200, secure.body);
        assert.match(
          String(secure.headers['set-cookie']),
          /^__Host-staff-session=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
        );
        const browser = { cookie: cookieOf(secure), ...secure.json() };
        assert.equal((await https.call('GET', '/staff/api/session', { as: browser, headers })).statusCode, 200);
        // The plain name is not read over HTTPS: a cookie set by a plain-HTTP page cannot pose as the session.
        const plain = { ...browser, cookie: browser.cookie.replace('__Host-', '') };
        assert.equal((await https.call('GET', '/staff/api/session', { as: plain, headers })).statusCode, 401);
      } finally {
        await https.dispose();
      }
    });

    test('API answers and pages are never cached or indexed; pages carry the CSP and leak no setup token', async () => {
      const advisor = await staff.signIn('advisor@crestline.example');
      const api = await staff.call('GET', '/staff/api/leads', { as: advisor });
      assert.equal(api.headers['cache-control'], 'no-store');
      assert.match(String(api.headers['x-robots-tag']), /noindex/);
      const page = await staff.call('GET', '/staff', { as: advisor });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<meta name="robots" content="noindex/);
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'(;|$)/);
      assert.match(page.body, /<meta name="referrer" content="no-referrer">/);
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.doesNotMatch(page.body, /priya/i, 'the shell holds no data');
    });
  });
