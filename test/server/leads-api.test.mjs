// The lead intake API against a real SQLite file: what is stored, what is refused (and that a
// refusal stores nothing), idempotency, the honeypot, origins and CORS, concurrency and restarts.
import assert from 'node:assert/strict';
import { addMonths, formatMonthStamp, monthOf, monthsBetween, parseMonthStamp } from '../../src/core/calendar-month.ts';
import { calculateRefined } from '../../src/core/refined-calculation.ts';
import { seasonalityPreset } from '../../src/core/refinements.ts';
import { after, before, beforeEach, describe, test } from 'node:test';
import { openStorage } from '../../server/storage.ts';
import { ENGINES, freshDatabase } from './engines.mjs';
import { makeDist, postJson, startApp, VALID } from './helpers.mjs';
import { allLeads } from '../../server/repositories/leads.ts';
import { allSignups } from '../../server/repositories/signups.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EMBED = 'https://agency.example';

for (const engine of ENGINES)
  describe(engine.label, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startApp>>} */
    let server;
    before(async () => {
      server = await startApp({ engine: engine.name, embedOrigins: [EMBED] });
    });
    after(async () => {
      await server.dispose();
    });

    describe('a valid lead', () => {
      for (const [kind, lead] of Object.entries(VALID)) {
        test(`of kind ${kind} is stored and answered 201 { ok: true, id }`, async () => {
          const response = await postJson(server.app, '/api/leads', lead);
          assert.equal(response.statusCode, 201);
          const body = response.json();
          assert.deepEqual(Object.keys(body), ['ok', 'id']);
          assert.equal(body.ok, true);
          assert.match(body.id, UUID);
          const stored = (await allLeads(server.storage.db)).find((row) => row.id === body.id);
          assert.ok(stored, 'the lead is in the database');
          const { inputs, ...fields } = /** @type {Record<string, unknown>} */ (lead);
          for (const [field, value] of Object.entries(fields))
            assert.deepEqual(/** @type {Record<string, unknown>} */ (stored)[field], value, field);
          if (inputs) {
            assert.deepEqual(stored.calculation?.inputs, inputs, 'the inputs are kept with the lead');
            // With no start month sent, the forecast starts in the server's month (read back, so a
            // test run at a month's turn still compares like with like).
            const start = parseMonthStamp(stored.calculation?.result.outlook?.startMonth ?? '');
            assert.ok(start && Math.abs(monthsBetween(monthOf(new Date()), start)) <= 1, 'this month or a neighbour');
            assert.deepEqual(
              stored.calculation?.result,
              calculateRefined(/** @type {any} */ (inputs), undefined, start),
              "the result is the engine's",
            );
            assert.equal(stored.calculation?.result.forecast.length, 12);
          } else {
            assert.equal(stored.calculation, undefined);
          }
          assert.match(stored.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
          assert.equal(stored.ip, '127.0.0.1');
        });
      }

      test("with refinements and the visitor's start month: the stored result is the refined engine's from that month", async () => {
        const forecastStart = formatMonthStamp(addMonths(monthOf(new Date()), -1));
        const refinements = {
          daysToGetPaid: 45,
          daysToPaySuppliers: 30,
          seasonality: seasonalityPreset('Construction'),
          oneOffItems: [{ month: 2, amount: -40000, label: 'New truck' }],
          minimumCash: 20000,
        };
        const response = await postJson(server.app, '/api/leads', { ...VALID.report, refinements, forecastStart });
        assert.equal(response.statusCode, 201);
        const stored = (await allLeads(server.storage.db)).find((row) => row.id === response.json().id);
        const expected = calculateRefined(VALID.report.inputs, refinements, parseMonthStamp(forecastStart));
        assert.deepEqual(stored?.calculation?.result, expected);
        assert.equal(stored?.calculation?.result.outlook?.startMonth, forecastStart);
        // The refinements changed the forecast: it is not the one without them.
        assert.notDeepEqual(
          expected.forecast,
          calculateRefined(VALID.report.inputs, {}, parseMonthStamp(forecastStart)).forecast,
        );
        assert.equal(/** @type {any} */ (stored).refinements, undefined, 'kept in the calculation, not as a field');
      });

      test('is trimmed, keeps line breaks in the message, drops empty optional fields and unknown keys', async () => {
        const response = await postJson(server.app, '/api/leads', {
          ...VALID.contact,
          name: '  Luis Ortega ',
          phone: '',
          industry: null,
          message: '  First line\r\nSecond line  ',
          page: 'https://www.crestlineadvisory.com/contact',
          favouriteColour: 'teal',
        });
        assert.equal(response.statusCode, 201);
        const stored = (await allLeads(server.storage.db)).find((row) => row.id === response.json().id);
        assert.equal(stored?.name, 'Luis Ortega');
        assert.equal(stored?.phone, undefined);
        assert.equal(stored?.industry, undefined);
        assert.equal(stored?.message, 'First line\r\nSecond line');
        assert.equal(stored?.page, 'https://www.crestlineadvisory.com/contact');
        assert.equal(/** @type {any} */ (stored).favouriteColour, undefined);
      });
    });

    describe('refused requests store nothing', () => {
      /** @type {{ leads: number, signups: number }} */
      let counts;
      beforeEach(async () => {
        counts = {
          leads: (await allLeads(server.storage.db)).length,
          signups: (await allSignups(server.storage.db)).length,
        };
      });
      const assertNothingStored = async () => {
        assert.equal((await allLeads(server.storage.db)).length, counts.leads, 'no lead stored');
        assert.equal((await allSignups(server.storage.db)).length, counts.signups, 'no sign-up stored');
      };

      const long = 'x'.repeat(10 * 1024);
      /** @type {Array<[what: string, url: string, body: Record<string, unknown>, field: string]>} */
      const invalid = [
        ['report without name', '/api/leads', { ...VALID.report, name: undefined }, 'name'],
        ['report without company', '/api/leads', { ...VALID.report, company: '' }, 'company'],
        ['report without consent', '/api/leads', { ...VALID.report, consent: undefined }, 'consent'],
        ['report with consent false', '/api/leads', { ...VALID.report, consent: false }, 'consent'],
        ['report with consent "yes" (not a boolean)', '/api/leads', { ...VALID.report, consent: 'yes' }, 'consent'],
        ['report with a blank name', '/api/leads', { ...VALID.report, name: '   ' }, 'name'],
        ['popup without email', '/api/leads', { kind: 'popup' }, 'email'],
        ['contact without name', '/api/leads', { ...VALID.contact, name: undefined }, 'name'],
        ['contact without consent', '/api/leads', { ...VALID.contact, consent: undefined }, 'consent'],
        ['consultation without company', '/api/leads', { ...VALID.consultation, company: undefined }, 'company'],
        ['sales without email', '/api/leads', { ...VALID.sales, email: undefined }, 'email'],
        ['an unknown kind', '/api/leads', { ...VALID.report, kind: 'newsletter' }, 'kind'],
        ['no kind', '/api/leads', { ...VALID.report, kind: undefined }, 'kind'],
        ['an e-mail without @', '/api/leads', { ...VALID.popup, email: 'dana.whitfield.com' }, 'email'],
        ['an e-mail without a domain dot', '/api/leads', { ...VALID.popup, email: 'dana@localhost' }, 'email'],
        ['an e-mail with a space', '/api/leads', { ...VALID.popup, email: 'dana whitfield@builders.com' }, 'email'],
        ['an e-mail with two @', '/api/leads', { ...VALID.popup, email: 'dana@@builders.com' }, 'email'],
        [
          'an e-mail over 254 characters',
          '/api/leads',
          { ...VALID.popup, email: `${'d'.repeat(64)}@${'b'.repeat(190)}.com` },
          'email',
        ],
        ['an e-mail that is a number', '/api/leads', { ...VALID.popup, email: 42 }, 'email'],
        [
          'CR/LF header injection in the name',
          '/api/leads',
          { ...VALID.report, name: 'Dana\r\nBcc: victim@example.com' },
          'name',
        ],
        [
          'LF header injection in the e-mail',
          '/api/leads',
          { ...VALID.report, email: 'dana@builders.com\nBcc: victim@example.com' },
          'email',
        ],
        ['CR alone in the company', '/api/leads', { ...VALID.report, company: 'Whitfield\rBuilders' }, 'company'],
        ['a line break in the phone', '/api/leads', { ...VALID.contact, phone: '555\n0199' }, 'phone'],
        [
          'a line break in the industry',
          '/api/leads',
          { ...VALID.report, industry: 'Construction\nX-Evil: 1' },
          'industry',
        ],
        [
          'a line break in the line of business',
          '/api/leads',
          { ...VALID.report, lineOfBusiness: 'A\nB' },
          'lineOfBusiness',
        ],
        [
          'a line break in the page',
          '/api/leads',
          { ...VALID.report, page: 'https://x.example/\r\nSet-Cookie: a=b' },
          'page',
        ],
        ['a NUL in the message', '/api/leads', { ...VALID.contact, message: 'hello\u0000world' }, 'message'],
        ['a 10 KB name', '/api/leads', { ...VALID.report, name: long }, 'name'],
        ['a 10 KB company', '/api/leads', { ...VALID.report, company: long }, 'company'],
        ['a 10 KB message', '/api/leads', { ...VALID.contact, message: long }, 'message'],
        [
          'a 10 KB financial challenge',
          '/api/leads',
          { ...VALID.report, financialChallenge: long },
          'financialChallenge',
        ],
        ['a 121-character name', '/api/leads', { ...VALID.report, name: 'n'.repeat(121) }, 'name'],
        ['a 41-character phone', '/api/leads', { ...VALID.contact, phone: '5'.repeat(41) }, 'phone'],
        ['a javascript: page', '/api/leads', { ...VALID.report, page: 'javascript:alert(1)' }, 'page'],
        [
          'a forecast start month in another year',
          '/api/leads',
          { ...VALID.report, forecastStart: formatMonthStamp(addMonths(monthOf(new Date()), 13)) },
          'forecastStart',
        ],
        [
          'days to get paid over 180',
          '/api/leads',
          { ...VALID.report, refinements: { daysToGetPaid: 365 } },
          'refinements.daysToGetPaid',
        ],
        [
          'a one-off in month 40',
          '/api/leads',
          { ...VALID.popup, refinements: { oneOffItems: [{ month: 40, amount: -5000 }] } },
          'refinements.oneOffItems',
        ],
        ['a sign-up without e-mail', '/api/newsletter', { page: '/' }, 'email'],
        ['a sign-up with a bad e-mail', '/api/newsletter', { email: 'not an email' }, 'email'],
        ['a sign-up with CR/LF in the e-mail', '/api/newsletter', { email: 'a@b.com\r\nBcc: c@d.com' }, 'email'],
      ];
      for (const [what, url, body, field] of invalid) {
        test(`${what}: 400 with a message for "${field}"`, async () => {
          const response = await postJson(server.app, url, body);
          assert.equal(response.statusCode, 400);
          const answer = response.json();
          assert.equal(answer.error, 'invalid');
          assert.equal(answer.message, 'Please correct the fields listed below.');
          assert.equal(typeof answer.fields[field], 'string', JSON.stringify(answer.fields));
          assert.ok(answer.fields[field].length > 10, 'a sentence a person can act on');
          await assertNothingStored();
        });
      }

      test('a bad e-mail is explained with an example', async () => {
        const response = await postJson(server.app, '/api/leads', { ...VALID.popup, email: 'nope' });
        assert.deepEqual(response.json().fields, { email: 'Enter a valid email address, like name@company.com.' });
      });

      test('every problem is reported at once', async () => {
        const response = await postJson(server.app, '/api/leads', { kind: 'contact', email: 'x', name: 'A\nB' });
        assert.deepEqual(Object.keys(response.json().fields).sort(), ['company', 'consent', 'email', 'name']);
      });

      /** @type {Array<[what: string, request: { body: string, type?: string | null, origin?: string, key?: string }, status: number]>} */
      const refused = [
        ['malformed JSON', { body: '{"kind": "popup", "email": ' }, 400],
        ['an empty body', { body: '' }, 400],
        ['a JSON array', { body: JSON.stringify([VALID.popup]) }, 400],
        ['a JSON string', { body: '"hello"' }, 400],
        ['JSON null', { body: 'null' }, 400],
        ['a __proto__ key', { body: '{"__proto__": {"admin": true}, "kind": "popup", "email": "a@b.co"}' }, 400],
        [
          'a form-encoded body',
          { type: 'application/x-www-form-urlencoded', body: 'kind=popup&email=ops%40harbor.com' },
          415,
        ],
        ['text/plain holding JSON', { type: 'text/plain', body: JSON.stringify(VALID.popup) }, 415],
        [
          'multipart',
          {
            type: 'multipart/form-data; boundary=x',
            body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--\r\n',
          },
          415,
        ],
        ['no Content-Type', { type: null, body: JSON.stringify(VALID.popup) }, 415],
        ['a JSON look-alike type', { type: 'application/jsonp', body: JSON.stringify(VALID.popup) }, 415],
        ['a body over 16 KB', { body: JSON.stringify({ ...VALID.contact, message: 'm'.repeat(17 * 1024) }) }, 413],
        ['a foreign Origin', { origin: 'https://evil.example', body: JSON.stringify(VALID.popup) }, 403],
        ['Origin "null" (a sandboxed frame or a file)', { origin: 'null', body: JSON.stringify(VALID.popup) }, 403],
        ['an Idempotency-Key over 200 characters', { key: 'k'.repeat(201), body: JSON.stringify(VALID.popup) }, 400],
      ];
      for (const url of ['/api/leads', '/api/newsletter']) {
        for (const [what, request, status] of refused) {
          test(`${url}: ${what} → ${status}, JSON error`, async () => {
            /** @type {Record<string, string>} */
            const headers = {};
            if (request.type !== null) headers['content-type'] = request.type ?? 'application/json';
            if (request.origin) headers.origin = request.origin;
            if (request.key) headers['idempotency-key'] = request.key;
            const response = await server.app.inject({ method: 'POST', url, headers, payload: request.body });
            assert.equal(response.statusCode, status);
            const answer = response.json();
            assert.equal(typeof answer.error, 'string');
            assert.equal(typeof answer.message, 'string');
            // A foreign page may read its refusal (see checkOrigin); nothing else carries CORS.
            const readableBy = request.origin && request.origin !== 'null' ? request.origin : undefined;
            assert.equal(response.headers['access-control-allow-origin'], readableBy);
            await assertNothingStored();
          });
        }
      }
    });

    describe('honeypot', () => {
      test('a filled "website" gets the same answer as a success, and nothing is stored', async () => {
        const before = {
          leads: (await allLeads(server.storage.db)).length,
          signups: (await allSignups(server.storage.db)).length,
        };
        const real = await postJson(server.app, '/api/leads', { ...VALID.report, website: '' });
        const bot = await postJson(server.app, '/api/leads', {
          ...VALID.report,
          email: 'bot@spam.example',
          website: 'https://spam.example',
        });
        const botSignup = await postJson(server.app, '/api/newsletter', { email: 'bot@spam.example', website: 'x' });
        for (const response of [bot, botSignup]) {
          assert.equal(response.statusCode, real.statusCode);
          assert.deepEqual(Object.keys(response.json()), Object.keys(real.json()));
          assert.equal(response.json().ok, true);
          assert.match(response.json().id, UUID);
          assert.equal(response.headers['content-type'], real.headers['content-type']);
        }
        assert.equal(
          (await allLeads(server.storage.db)).length,
          before.leads + 1,
          'only the real lead (empty website) is stored',
        );
        assert.equal((await allSignups(server.storage.db)).length, before.signups);
        assert.ok(!(await allLeads(server.storage.db)).some((lead) => lead.email === 'bot@spam.example'));
      });
    });

    describe('Idempotency-Key', () => {
      test('the same key twice stores one lead; both answers are 201 with the same id, the second marked as replayed', async () => {
        const lead = { ...VALID.consultation, email: 'retry@shahfoods.com' };
        const first = await postJson(server.app, '/api/leads', lead, { 'idempotency-key': 'lead-form-7f3a' });
        const second = await postJson(server.app, '/api/leads', lead, { 'idempotency-key': 'lead-form-7f3a' });
        assert.equal(first.statusCode, 201);
        assert.equal(second.statusCode, 201);
        assert.equal(second.json().id, first.json().id);
        assert.equal(first.headers['idempotent-replayed'], undefined);
        assert.equal(second.headers['idempotent-replayed'], 'true');
        assert.equal(
          (await allLeads(server.storage.db)).filter((row) => row.email === 'retry@shahfoods.com').length,
          1,
        );
      });

      test('the same key with a different body is refused with 422 and stores nothing', async () => {
        await postJson(
          server.app,
          '/api/leads',
          { ...VALID.sales, email: 'k2@becker.com' },
          { 'idempotency-key': 'k2' },
        );
        const reused = await postJson(
          server.app,
          '/api/leads',
          { ...VALID.sales, email: 'other@becker.com' },
          { 'idempotency-key': 'k2' },
        );
        assert.equal(reused.statusCode, 422);
        assert.equal(reused.json().error, 'idempotency-key-reused');
        const onSignup = await postJson(
          server.app,
          '/api/newsletter',
          { email: 'k2@becker.com' },
          { 'idempotency-key': 'k2' },
        );
        assert.equal(onSignup.statusCode, 422);
        assert.ok(!(await allLeads(server.storage.db)).some((row) => row.email === 'other@becker.com'));
      });

      test('20 concurrent requests with one key over HTTP store one row and all get its id', async () => {
        const live = await startApp({ engine: engine.name, listen: true });
        try {
          const lead = { ...VALID.popup, email: 'burst@harbor.com' };
          const responses = await Promise.all(
            Array.from({ length: 20 }, () =>
              fetch(`${live.origin}/api/leads`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'idempotency-key': 'same-key' },
                body: JSON.stringify(lead),
              }),
            ),
          );
          const bodies = await Promise.all(responses.map((response) => response.json()));
          assert.ok(responses.every((response) => response.status === 201));
          assert.equal(new Set(bodies.map((body) => body.id)).size, 1);
          assert.equal((await allLeads(live.storage.db)).length, 1);
        } finally {
          await live.dispose();
        }
      });

      test('a replayed key still holds after a restart', async () => {
        const database = await freshDatabase(engine.name);
        const dist = makeDist();
        const first = await startApp({ database, dist });
        const id = (
          await postJson(first.app, '/api/leads', VALID.popup, { 'idempotency-key': 'across-restarts' })
        ).json().id;
        await first.close();
        const second = await startApp({ database, dist });
        try {
          const again = await postJson(second.app, '/api/leads', VALID.popup, { 'idempotency-key': 'across-restarts' });
          assert.equal(again.json().id, id);
          assert.equal((await allLeads(second.storage.db)).length, 1);
        } finally {
          await second.dispose();
        }
      });
    });

    describe('newsletter', () => {
      test('a sign-up is stored; signing up again (any letter case) answers the same and keeps one row', async () => {
        const first = await postJson(server.app, '/api/newsletter', {
          email: 'Reader@Example.com',
          page: '/resources/articles',
        });
        const again = await postJson(server.app, '/api/newsletter', { email: 'reader@example.com' });
        assert.equal(first.statusCode, 201);
        assert.equal(again.statusCode, 201);
        assert.equal(again.json().id, first.json().id);
        const rows = (await allSignups(server.storage.db)).filter(
          (row) => row.email.toLowerCase() === 'reader@example.com',
        );
        assert.equal(rows.length, 1);
        assert.equal(rows[0]?.email, 'Reader@Example.com');
        assert.equal(rows[0]?.page, '/resources/articles');
      });
    });

    describe('origins and CORS', () => {
      test('no Origin (curl, a server) is allowed', async () => {
        assert.equal((await postJson(server.app, '/api/newsletter', { email: 'curl@example.com' })).statusCode, 201);
      });

      test("the site's own origin, over http or https, is allowed without CORS headers", async () => {
        for (const origin of ['http://leads.test:8080', 'https://leads.test:8080']) {
          const response = await postJson(
            server.app,
            '/api/newsletter',
            { email: 'self@example.com' },
            { origin, host: 'leads.test:8080' },
          );
          assert.equal(response.statusCode, 201, origin);
          assert.equal(response.headers['access-control-allow-origin'], undefined);
        }
        const https = await postJson(
          server.app,
          '/api/newsletter',
          { email: 'self@example.com' },
          { origin: 'https://leads.test', host: 'leads.test' },
        );
        assert.equal(https.statusCode, 201);
      });

      test('an allowed embed gets CORS on its preflight and on the answer', async () => {
        const preflight = await server.app.inject({
          method: 'OPTIONS',
          url: '/api/leads',
          headers: {
            origin: EMBED,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type,idempotency-key',
          },
        });
        assert.equal(preflight.statusCode, 204);
        assert.equal(preflight.headers['access-control-allow-origin'], EMBED);
        assert.equal(preflight.headers['access-control-allow-methods'], 'POST');
        assert.equal(preflight.headers['access-control-allow-headers'], 'Content-Type, Idempotency-Key');
        assert.match(String(preflight.headers.vary), /Origin/);
        assert.ok(Number(preflight.headers['access-control-max-age']) > 0);

        const post = await postJson(server.app, '/api/leads', VALID.report, { origin: EMBED });
        assert.equal(post.statusCode, 201);
        assert.equal(post.headers['access-control-allow-origin'], EMBED);
        assert.match(String(post.headers.vary), /Origin/);
      });

      test('a foreign page passes its preflight only to read the 403 of its POST, which stores nothing', async () => {
        const origin = 'https://agency.example.evil.com';
        const preflight = await server.app.inject({
          method: 'OPTIONS',
          url: '/api/newsletter',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        assert.equal(preflight.statusCode, 204);
        assert.equal(preflight.headers['access-control-allow-origin'], origin);
        const before = (await allSignups(server.storage.db)).length;
        const post = await postJson(server.app, '/api/newsletter', { email: 'foreign@example.com' }, { origin });
        assert.equal(post.statusCode, 403);
        assert.equal(post.json().error, 'forbidden-origin');
        assert.equal(post.headers['access-control-allow-origin'], origin);
        assert.equal((await allSignups(server.storage.db)).length, before, 'nothing stored');
      });

      test('Origin "null" is refused at the preflight, without CORS', async () => {
        const preflight = await server.app.inject({
          method: 'OPTIONS',
          url: '/api/newsletter',
          headers: { origin: 'null' },
        });
        assert.equal(preflight.statusCode, 403);
        assert.equal(preflight.headers['access-control-allow-origin'], undefined);
      });

      test('another method on an endpoint is 405; an unknown endpoint is a JSON 404', async () => {
        const get = await server.app.inject({ method: 'GET', url: '/api/leads' });
        assert.equal(get.statusCode, 405);
        assert.equal(get.headers.allow, 'POST, OPTIONS');
        const unknown = await server.app.inject({ method: 'POST', url: '/api/unknown' });
        assert.equal(unknown.statusCode, 404);
        assert.equal(unknown.json().error, 'not-found');
      });
    });

    describe('under load and across restarts', () => {
      test('300 concurrent valid leads over HTTP are all stored', async () => {
        const live = await startApp({ engine: engine.name, listen: true });
        try {
          const kinds = Object.values(VALID);
          const responses = await Promise.all(
            Array.from({ length: 300 }, (_, index) =>
              fetch(`${live.origin}/api/leads`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ ...kinds[index % kinds.length], email: `lead${index}@load.example` }),
              }),
            ),
          );
          assert.deepEqual([...new Set(responses.map((response) => response.status))], [201]);
          const ids = await Promise.all(responses.map(async (response) => (await response.json()).id));
          assert.equal(new Set(ids).size, 300);
          const stored = await allLeads(live.storage.db);
          assert.equal(stored.length, 300);
          assert.deepEqual(
            new Set(stored.map((lead) => lead.email)),
            new Set(Array.from({ length: 300 }, (_, index) => `lead${index}@load.example`)),
          );
        } finally {
          await live.dispose();
        }
      });

      test('every lead and sign-up survives a restart on the same database', async () => {
        const database = await freshDatabase(engine.name);
        const dist = makeDist();
        const first = await startApp({ database, dist, listen: true });
        const ids = [];
        for (const lead of Object.values(VALID)) ids.push((await postJson(first.app, '/api/leads', lead)).json().id);
        await postJson(first.app, '/api/newsletter', { email: 'kept@example.com' });
        const before = await allLeads(first.storage.db);
        await first.close();

        const reopened = await openStorage(database);
        try {
          assert.deepEqual(await allLeads(reopened.db), before);
          assert.deepEqual(
            (await allLeads(reopened.db)).map((lead) => lead.id),
            ids,
          );
          assert.deepEqual(
            (await allSignups(reopened.db)).map((signup) => signup.email),
            ['kept@example.com'],
          );
        } finally {
          await reopened.close();
        }
        const second = await startApp({ database, dist });
        try {
          await postJson(second.app, '/api/leads', VALID.popup);
          assert.equal((await allLeads(second.storage.db)).length, ids.length + 1);
        } finally {
          await second.dispose();
        }
      });
    });
  });
