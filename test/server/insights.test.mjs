// Issue 22 on both engines: the beacon intake (/api/events), who is not counted, the unique-visitor
// hash, leads and wins credited to their headline and host, the rollup, and the experiment's
// settings as the page and the staff area see them.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../server/app.ts';
import { sweepEvents } from '../../server/insights/rollup.ts';
import { completeSetup, createAccount } from '../../server/staff/accounts.ts';
import { staffContext } from '../../server/staff/index.ts';
import { openStorage } from '../../server/storage.ts';
import { ENGINES, freshDatabase } from './engines.mjs';
import { MAIL, makeDist, NO_LIMIT, NO_REPEAT_LIMITS, VALID } from './helpers.mjs';
import { cookieOf, PASSWORD, SITE } from './staff-helpers.mjs';

const EMBED = 'https://agency.example';
const DAY_MS = 86_400_000;
let serial = 0;
const eventId = () => `evt${String(++serial).padStart(12, '0')}${'x'.repeat(8)}`;
const event = (fields = {}) => ({ id: eventId(), kind: 'pageview', page: '/', ...fields });

async function start(engine) {
  const location = await freshDatabase(engine);
  let clock = Date.parse('2026-11-23T12:00:00.000Z');
  const storage = await openStorage({ ...location, now: () => clock });
  const dist = makeDist();
  // The shell's empty experiment meta, as the build leaves it in every page.
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Home</title><meta name="cashflow-headline-experiment" content="" /></head><body><main><h1>Home</h1></main></body></html>',
  );
  const app = await buildApp({
    dist,
    storage,
    rateLimit: NO_LIMIT,
    repeatLimits: NO_REPEAT_LIMITS,
    formsChallenge: false,
    embedOrigins: [EMBED],
    mail: { ...MAIL, dataDir: location.dataDir },
  });
  const ctx = staffContext(storage, MAIL.publicUrl);
  const beacon = (body, headers = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, 'user-agent': 'Test/1.0', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const lead = (body, headers = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json', origin: SITE, ...headers },
      payload: JSON.stringify(body),
    });
  const staffCall = (method, url, { as, body } = {}) =>
    app.inject({
      method,
      url,
      headers: {
        origin: SITE,
        cookie: as.cookie,
        ...(method === 'GET' ? {} : { 'x-csrf-token': as.csrfToken }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const account = async (email, role) => {
    const { token } = await createAccount(ctx, { email, role });
    await completeSetup(ctx, token, PASSWORD);
  };
  /** A fresh session (the tests move the clock by days, past any session's end). */
  const signIn = async (email) => {
    const response = await app.inject({
      method: 'POST',
      url: '/staff/api/sign-in',
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: PASSWORD }),
    });
    assert.equal(response.statusCode, 200, response.body);
    return { cookie: cookieOf(response), ...response.json() };
  };
  const events = () => storage.db.selectFrom('site_events').selectAll().orderBy('seq').execute();
  return {
    app,
    storage,
    beacon,
    lead,
    staffCall,
    account,
    signIn,
    events,
    advance: (ms) => {
      clock += ms;
    },
    now: () => clock,
    async dispose() {
      await app.close();
      rmSync(location.dataDir, { recursive: true, force: true });
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

for (const engine of ENGINES) {
  describe(`insights on ${engine.label}`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof start>>} */
    let site;
    const admin = () => site.signIn('admin@crestlineadvisory.com');
    const advisor = () => site.signIn('advisor@crestlineadvisory.com');
    before(async () => {
      site = await start(engine.name);
      await site.account('admin@crestlineadvisory.com', 'admin');
      await site.account('advisor@crestlineadvisory.com', 'advisor');
    });
    after(() => site.dispose());

    test('a beacon sent twice is counted once', async () => {
      const body = { device: 'desktop', events: [event(), event({ kind: 'calculation', risk: 'low' })] };
      assert.equal((await site.beacon(body)).statusCode, 204);
      assert.equal((await site.beacon(body)).statusCode, 204);
      const ids = new Set(body.events.map((item) => item.id));
      const stored = (await site.events()).filter((row) => ids.has(row.id));
      assert.equal(stored.length, 2);
      assert.equal(stored.find((row) => row.kind === 'calculation').risk, 'low');
      // No address or user agent is kept, only the hash.
      for (const row of stored) {
        assert.match(row.visitor, /^[A-Za-z0-9_-]{22}$/);
        assert.ok(!JSON.stringify(row).includes('127.0.0.1') && !JSON.stringify(row).includes('Test/1.0'));
      }
    });

    test('a visitor sending Sec-GPC or DNT is not counted, nor are their leads credited', async () => {
      const before = (await site.events()).length;
      // The positive control: the same beacon without the signals is kept.
      assert.equal((await site.beacon({ device: 'mobile', events: [event()] })).statusCode, 204);
      assert.equal((await site.events()).length, before + 1);
      for (const signal of [{ 'sec-gpc': '1' }, { dnt: '1' }]) {
        assert.equal((await site.beacon({ device: 'mobile', events: [event()] }, signal)).statusCode, 204);
        // Dropped before the body is even read: a malformed one is not refused either.
        assert.equal((await site.beacon('{not json', signal)).statusCode, 204);
      }
      assert.equal((await site.events()).length, before + 1);

      const credited = await site.lead(VALID.consultation, { 'cashflow-experiment': '1.action' });
      assert.equal(credited.statusCode, 201, credited.body);
      const optedOut = await site.lead(
        { ...VALID.consultation, email: 'gpc@example.com' },
        {
          'cashflow-experiment': '1.action',
          'sec-gpc': '1',
        },
      );
      assert.equal(optedOut.statusCode, 201, 'kept as a lead');
      const credits = await site.storage.db.selectFrom('lead_credits').selectAll().execute();
      const creditOf = (id) => credits.find((row) => row.lead_id === id);
      assert.deepEqual(
        { ...creditOf(credited.json().id), lead_id: undefined },
        { lead_id: undefined, run: '1', variant: 'action', host: '' },
      );
      assert.equal(creditOf(optedOut.json().id), undefined, 'credited to nothing');
    });

    test('malformed, oversized, foreign and flooding beacons are refused', async () => {
      // The positive controls: a beacon from the site, and one from an allowed embed, with its host.
      assert.equal((await site.beacon({ device: 'tablet', events: [event({ page: '/contact' })] })).statusCode, 204);
      const embedded = event({ page: '/pricing', run: '1', variant: 'action' });
      assert.equal((await site.beacon({ device: 'tablet', events: [embedded] }, { origin: EMBED })).statusCode, 204);
      const stored = (await site.events()).find((row) => row.id === embedded.id);
      assert.equal(stored.host, EMBED);
      assert.equal(stored.variant, '', 'an embed names no headline');

      const refused = async (body, status, headers) => {
        const response = await site.beacon(body, headers);
        assert.equal(response.statusCode, status, `${JSON.stringify(body).slice(0, 80)}: ${response.body}`);
        return response;
      };
      const count = (await site.events()).length;
      await refused('{"device":', 400);
      await refused({ device: 'desktop', events: [{ ...event(), email: 'a@b.c' }] }, 400);
      await refused({ device: 'desktop', events: [event({ kind: 'purchase' })] }, 400);
      await refused({ device: 'desktop', events: [event({ page: '/contact?email=a@b.c' })] }, 400);
      await refused({ device: 'desktop', events: [event({ id: 'short' })] }, 400);
      await refused({ device: 'desktop', events: [] }, 400);
      await refused({ device: 'desktop', events: Array.from({ length: 51 }, () => event()) }, 400);
      await refused({ device: 'desktop', vitals: [{ name: 'LCP', value: -1, page: '/' }] }, 400);
      await refused({ device: 'desktop', events: [event({ page: `/${'a'.repeat(17_000)}` })] }, 413);
      await refused({ device: 'desktop', events: [event()] }, 403, { origin: 'https://evil.example' });
      assert.equal((await site.events()).length, count, 'nothing refused was kept');
    });

    test('a flood from one address is limited, sized for an office', async () => {
      let accepted = 0;
      let limited = 0;
      for (let sent = 0; sent < 320; sent++) {
        const response = await site.app.inject({
          method: 'POST',
          url: '/api/events',
          remoteAddress: '198.51.100.7',
          headers: { 'content-type': 'text/plain', origin: SITE },
          payload: JSON.stringify({ device: 'desktop', events: [event()] }),
        });
        if (response.statusCode === 204) accepted += 1;
        if (response.statusCode === 429) limited += 1;
      }
      assert.equal(accepted, 300, 'an office of people behind one address gets 300 beacons a minute');
      assert.equal(limited, 20);
      // Another address is not affected.
      const other = await site.app.inject({
        method: 'POST',
        url: '/api/events',
        remoteAddress: '198.51.100.8',
        headers: { 'content-type': 'text/plain', origin: SITE },
        payload: JSON.stringify({ device: 'desktop', events: [event()] }),
      });
      assert.equal(other.statusCode, 204);
    });

    test('the unique-visitor hash is the same all day and changes the next; the old salt is gone', async () => {
      const first = event();
      const second = event();
      await site.beacon({ device: 'desktop', events: [first] }, { 'user-agent': 'Hash/1' });
      await site.beacon({ device: 'desktop', events: [second] }, { 'user-agent': 'Hash/1' });
      const other = event();
      await site.beacon({ device: 'desktop', events: [other] }, { 'user-agent': 'Hash/2' });
      site.advance(DAY_MS);
      const tomorrow = event();
      await site.beacon({ device: 'desktop', events: [tomorrow] }, { 'user-agent': 'Hash/1' });
      const rows = new Map((await site.events()).map((row) => [row.id, row]));
      assert.equal(rows.get(first.id).visitor, rows.get(second.id).visitor, 'one visitor the same day');
      assert.notEqual(rows.get(first.id).visitor, rows.get(other.id).visitor, 'another browser is another visitor');
      assert.notEqual(rows.get(first.id).visitor, rows.get(tomorrow.id).visitor, 'not linkable to yesterday');
      const salts = await site.storage.db.selectFrom('event_salts').select('day').execute();
      assert.deepEqual(
        salts.map((row) => row.day),
        [new Date(site.now()).toISOString().slice(0, 10)],
      );
    });

    test('a won lead is credited to its headline and host; the funnel and the experiment count it', async () => {
      const variantLead = await site.lead(VALID.report, { 'cashflow-experiment': '1.benefit' });
      const embedLead = await site.lead({ ...VALID.popup, email: 'embed@example.com' }, { origin: EMBED });
      assert.equal(variantLead.statusCode, 201, variantLead.body);
      assert.equal(embedLead.statusCode, 201, embedLead.body);
      for (const { json } of [variantLead, embedLead]) {
        const response = await site.staffCall('PATCH', `/staff/api/leads/${json().id}`, {
          as: await advisor(),
          body: { status: 'won' },
        });
        assert.equal(response.statusCode, 200, response.body);
      }
      const insights = await site.staffCall('GET', '/staff/api/insights', { as: await advisor() });
      assert.equal(insights.statusCode, 200, insights.body);
      const data = insights.json();
      const row = (rows, key) => rows.find((entry) => entry.key === key);
      assert.equal(row(data.byVariant, 'benefit').won, 1);
      assert.equal(row(data.byVariant, 'benefit').reportRequests, 1);
      assert.equal(row(data.byHost, EMBED).won, 1);
      assert.equal(row(data.byHost, EMBED).reportRequests, 1);
      assert.equal(data.funnel.won, 2);
      assert.equal(data.funnel.meetings, 0);
      // Two meetings booked with the lead (issue 21's table), one of them cancelled: one counts.
      for (const [id, status] of [
        ['m-booked', 'booked'],
        ['m-cancelled', 'cancelled'],
      ])
        await site.storage.db
          .insertInto('meetings')
          .values({
            id,
            created_at: new Date(site.now()).toISOString(),
            lead_id: variantLead.json().id,
            advisor_id: 'advisor',
            start_at: site.now() + DAY_MS,
            end_at: site.now() + DAY_MS + 1_800_000,
            claim_end_at: site.now() + DAY_MS + 2_700_000,
            status,
            visitor_email: 'dana@whitfield-builders.com',
            email_key: 'dana@whitfield-builders.com',
            visitor_time_zone: 'America/Chicago',
            topic: 'Cash flow',
            sequence: 0,
            manage_nonce: `nonce-${id}`,
            cancelled_at: status === 'cancelled' ? new Date(site.now()).toISOString() : null,
            caldav_href: null,
            caldav_etag: null,
          })
          .execute();
      const withMeetings = (await site.staffCall('GET', '/staff/api/insights', { as: await advisor() })).json();
      assert.equal(withMeetings.funnel.meetings, 1);
      const benefit = data.experiment.arms.find((arm) => arm.variant === 'benefit');
      assert.equal(benefit.conversions, 1);
      assert.equal(benefit.won, 1);
      assert.equal(data.experiment.verdict.status, 'not-enough-data');
      assert.match(data.experiment.verdict.text, /^Not enough data yet/);
      // The CSV carries the same numbers.
      const csv = await site.staffCall('GET', '/staff/api/insights.csv', { as: await advisor() });
      assert.equal(csv.statusCode, 200);
      assert.match(csv.body, new RegExp(`\r\nhost,${EMBED.replace(/\./g, '\\.')},\\d+,\\d+,1,0,1,\r\n`));
    });

    test('finished days are rolled up with the same numbers; raw events go after 30 days', async () => {
      const query = '/staff/api/insights?from=2026-11-01&to=2026-12-31';
      const assign = event({ kind: 'assign', run: '1', variant: 'problem' });
      await site.beacon({ device: 'mobile', events: [assign, event({ run: '1', variant: 'problem' })] });
      const beforeRollup = (await site.staffCall('GET', query, { as: await admin() })).json();
      assert.equal(beforeRollup.experiment.arms.find((arm) => arm.variant === 'problem').assignments, 1);
      site.advance(DAY_MS);
      await sweepEvents(site.storage.db, site.now(), '2020-01-01');
      const rolled = await site.storage.db.selectFrom('event_rollups').selectAll().execute();
      assert.ok(rolled.length >= 2, 'the finished days are summed');
      const afterRollup = (await site.staffCall('GET', query, { as: await admin() })).json();
      assert.deepEqual(afterRollup.funnel, beforeRollup.funnel);
      assert.deepEqual(afterRollup.byPage, beforeRollup.byPage);
      assert.deepEqual(afterRollup.byVariant, beforeRollup.byVariant);
      assert.deepEqual(afterRollup.experiment.arms, beforeRollup.experiment.arms);
      assert.ok(afterRollup.funnel.visitors > 0);
      site.advance(31 * DAY_MS);
      await sweepEvents(site.storage.db, site.now(), '2020-01-01');
      assert.equal((await site.events()).length, 0, 'raw events are deleted after 30 days');
      const kept = (await site.staffCall('GET', query, { as: await admin() })).json();
      assert.deepEqual(kept.funnel, beforeRollup.funnel, 'the daily counts remain');
    });

    test('the experiment: equal weights at first, told to each page; only an admin changes or stops it', async () => {
      const meta = async () =>
        (await site.app.inject({ method: 'GET', url: '/' })).body.match(
          /<meta name="cashflow-headline-experiment" content="([^"]*)" \/>/,
        )?.[1];
      assert.equal(await meta(), '1:1,1,1,1,1');
      const change = { weights: [2, 1, 1, 0, 0], mde: 0.1, baseline: 0.05, stopped: false };
      const refused = await site.staffCall('POST', '/staff/api/experiment', { as: await advisor(), body: change });
      assert.equal(refused.statusCode, 403);
      const changed = await site.staffCall('POST', '/staff/api/experiment', { as: await admin(), body: change });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal(changed.json().run, '2');
      assert.equal(await meta(), '2:2,1,1,0,0');
      // A page's validator follows what is sent: the old copy is not revalidated as fresh.
      const page = await site.app.inject({ method: 'GET', url: '/' });
      const again = await site.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': page.headers.etag } });
      assert.equal(again.statusCode, 304);
      const stopped = await site.staffCall('POST', '/staff/api/experiment', {
        as: await admin(),
        body: { ...change, stopped: true },
      });
      assert.equal(stopped.json().stoppedAt !== null, true);
      assert.equal(await meta(), 'off');
      const stale = await site.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': page.headers.etag } });
      assert.equal(stale.statusCode, 200, 'a changed setting is a new page');
      const invalid = await site.staffCall('POST', '/staff/api/experiment', {
        as: await admin(),
        body: { ...change, weights: [1, 0, 0, 0, 0] },
      });
      assert.equal(invalid.statusCode, 400);
      assert.match(invalid.json().fields.weights, /at least two/);
    });
  });
}
