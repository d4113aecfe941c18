// The staff API doing its work, on each engine: setup links, the inbox's filters and paging, a lead
// with its calculation, report and deliveries, status/assignee/notes with their history, the CSV
// export, erasure, accounts, the audit log, password changes and the retention sweep.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { formatReportDate } from '../../server/report/report-pdf.ts';
import { createAccount } from '../../server/staff/accounts.ts';
import { sweepRetention } from '../../server/staff/retention.ts';
import { pdfText, skipWithoutPoppler } from '../support/poppler.mjs';
import { ENGINES } from './engines.mjs';
import { CALCULATION, cookieOf, PASSWORD, startStaff, storeLead } from './staff-helpers.mjs';
import { saveSignup } from '../../server/intake.ts';

const DAY = 24 * 60 * 60 * 1000;

for (const engine of ENGINES)
  describe(`staff API (${engine.label})`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startStaff>>} */
    let staff;
    /** @type {any} */
    let admin;
    /** @type {any} */
    let advisor;
    before(async () => {
      staff = await startStaff({ engine: engine.name, publicUrl: 'https://staff.crestline.example' });
      await staff.addAccount('admin@crestline.example', 'admin');
      await staff.addAccount('advisor@crestline.example', 'advisor');
    });
    // Tests move the clock by days: each starts with fresh sessions.
    beforeEach(async () => {
      admin = await staff.signIn('admin@crestline.example');
      advisor = await staff.signIn('advisor@crestline.example');
    });
    after(async () => {
      await staff?.dispose();
    });

    test('a setup link sets the password once, refuses weak ones, and expires', async () => {
      const { token } = await createAccount(staff.ctx, { email: 'new.hire@crestline.example', role: 'advisor' });
      for (const password of ['short', 'password1234', 'qwertyuiop123456', 'aaaaaaaaaaaaaaaa', 'new.hire rocks 2026']) {
        const weak = await staff.call('POST', '/staff/api/setup', { body: { token, password } });
        assert.equal(weak.statusCode, 400, password);
        assert.ok(weak.json().fields.password, password);
      }
      const done = await staff.call('POST', '/staff/api/setup', {
        body: { token, password: PASSWORD, name: 'New Hire' },
      });
      assert.equal(done.statusCode, 200, done.body);
      assert.deepEqual(
        { ...done.json().account, id: undefined },
        { id: undefined, email: 'new.hire@crestline.example', name: 'New Hire', role: 'advisor' },
      );
      const browser = { cookie: cookieOf(done), ...done.json() };
      assert.equal(
        (await staff.call('GET', '/staff/api/session', { as: browser })).statusCode,
        200,
        'the setup signs in',
      );
      const again = await staff.call('POST', '/staff/api/setup', {
        body: { token, password: 'a different passphrase 9' },
      });
      assert.equal(again.statusCode, 404, 'single use');
      await staff.signIn('new.hire@crestline.example');

      const late = await createAccount(staff.ctx, { email: 'late@crestline.example', role: 'advisor' });
      staff.advance(72 * 60 * 60 * 1000);
      const expired = await staff.call('POST', '/staff/api/setup', { body: { token: late.token, password: PASSWORD } });
      assert.equal(expired.statusCode, 404);
      assert.equal(expired.json().message, again.json().message, 'one message for used and expired links');
    });

    test('the inbox lists newest first, filters, searches and pages', async () => {
      const ids = [];
      for (let index = 0; index < 27; index++) {
        ids.push(
          await storeLead(
            staff,
            {
              kind: index % 3 === 0 ? 'contact' : 'consultation',
              name: `Owner ${index}`,
              email: `owner${index}@firm${index}.example`,
              company: `Firm ${index}`,
              industry: index % 2 ? 'Construction' : 'Manufacturing',
            },
            index === 26 ? CALCULATION : undefined,
          ),
        );
        staff.advance(DAY);
      }
      advisor = await staff.signIn('advisor@crestline.example');
      const first = (await staff.call('GET', '/staff/api/leads', { as: advisor })).json();
      assert.equal(first.total, 27);
      assert.equal(first.pageSize, 25);
      assert.equal(first.leads.length, 25);
      assert.equal(first.leads[0].id, ids[26], 'newest first');
      assert.equal(first.leads[0].riskLevel, CALCULATION.result.riskLevel);
      assert.equal(first.leads[1].riskLevel, null);
      assert.equal(first.leads[0].status, 'new');
      const second = (await staff.call('GET', '/staff/api/leads?page=2', { as: advisor })).json();
      assert.deepEqual(
        second.leads.map((/** @type {any} */ lead) => lead.id),
        [ids[1], ids[0]],
      );
      const count = async (/** @type {string} */ query) =>
        (await staff.call('GET', `/staff/api/leads?${query}`, { as: advisor })).json().total;
      assert.equal(await count('kind=contact'), 9);
      assert.equal(await count('kind=contact&industry=Construction'), 4);
      assert.equal(await count('q=OWNER1'), 11, 'case-insensitive, name e-mail or company');
      assert.equal(await count('q=firm26.example'), 1);
      const created = (await staff.call('GET', '/staff/api/leads?page=2', { as: advisor }))
        .json()
        .leads[1].createdAt.slice(0, 10);
      assert.equal(await count(`from=${created}&to=${created}`), 1);
      assert.equal(await count('status=won'), 0);
    });

    test('a lead: what was sent, its calculation, its deliveries, its report; work on it is recorded with who and when', async () => {
      const id = await storeLead(
        staff,
        {
          kind: 'report',
          name: 'Dana Whitfield',
          email: 'dana@whitfield-builders.com',
          company: 'Whitfield Builders',
          industry: 'Construction',
          lineOfBusiness: 'General Contractor',
        },
        CALCULATION,
      );
      await staff.ctx.db
        .insertInto('outbox')
        .values({
          id: randomUUID(),
          created_at: new Date(staff.now()).toISOString(),
          channel: 'email',
          template: 'report',
          recipient: 'dana@whitfield-builders.com',
          data: '{}',
          status: 'failed',
          attempts: 3,
          next_attempt_at: 0,
          last_error: '550 mailbox unavailable',
          lead_id: id,
          email_key: 'dana@whitfield-builders.com',
        })
        .execute();
      const detail = (await staff.call('GET', `/staff/api/leads/${id}`, { as: advisor })).json();
      assert.equal(detail.lineOfBusiness, 'General Contractor');
      assert.deepEqual(detail.calculation, JSON.parse(JSON.stringify(CALCULATION)));
      assert.equal(detail.hasReport, true);
      assert.deepEqual(
        detail.deliveries.map((/** @type {any} */ row) => [
          row.channel,
          row.template,
          row.status,
          row.attempts,
          row.lastError,
        ]),
        [['email', 'report', 'failed', 3, '550 mailbox unavailable']],
      );
      const pdf = await staff.call('GET', `/staff/api/leads/${id}/report.pdf`, { as: advisor });
      assert.equal(pdf.statusCode, 200);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
      if (!skipWithoutPoppler) {
        // The report the person received: made for their address (never a name or company they typed), on
        // the day they asked, from their figures.
        const text = pdfText(pdf.rawPayload);
        assert.match(text, /Prepared for dana@whitfield-builders\.com/);
        assert.match(text, new RegExp(formatReportDate(new Date(detail.createdAt))));
        assert.match(text, /\$10,000/, 'the monthly cash flow of the stored calculation');
      }
      const noReport = await storeLead(staff, { kind: 'contact' });
      assert.equal(
        (await staff.call('GET', `/staff/api/leads/${noReport}/report.pdf`, { as: advisor })).statusCode,
        404,
      );

      const advisorId = advisor.account.id;
      const patched = await staff.call('PATCH', `/staff/api/leads/${id}`, {
        as: advisor,
        body: { status: 'contacted', assignedTo: advisorId },
      });
      assert.equal(patched.statusCode, 200, patched.body);
      assert.equal(patched.json().status, 'contacted');
      assert.equal(patched.json().assignedTo.email, 'advisor@crestline.example');
      await staff.call('PATCH', `/staff/api/leads/${id}`, { as: admin, body: { status: 'won' } });
      assert.equal(
        (await staff.call('PATCH', `/staff/api/leads/${id}`, { as: admin, body: { status: 'nearly' } })).statusCode,
        400,
      );
      assert.equal(
        (await staff.call('PATCH', `/staff/api/leads/${id}`, { as: admin, body: { assignedTo: randomUUID() } }))
          .statusCode,
        400,
      );
      const note = await staff.call('POST', `/staff/api/leads/${id}/notes`, {
        as: advisor,
        body: { text: '  Called Dana.\nSend the guide.  ' },
      });
      assert.equal(note.statusCode, 201);
      assert.equal(
        (await staff.call('POST', `/staff/api/leads/${id}/notes`, { as: advisor, body: { text: '   ' } })).statusCode,
        400,
      );
      const worked = (await staff.call('GET', `/staff/api/leads/${id}`, { as: admin })).json();
      assert.deepEqual(
        worked.history.map((/** @type {any} */ entry) => [entry.field, entry.from, entry.to, entry.by.email]),
        [
          ['status', 'new', 'contacted', 'advisor@crestline.example'],
          ['assignedTo', null, advisorId, 'advisor@crestline.example'],
          ['status', 'contacted', 'won', 'admin@crestline.example'],
        ],
      );
      assert.deepEqual(
        worked.notes.map((/** @type {any} */ entry) => [entry.text, entry.by.email]),
        [['Called Dana.\nSend the guide.', 'advisor@crestline.example']],
      );
      assert.equal((await staff.call('GET', '/staff/api/leads?status=won', { as: advisor })).json().total, 1);
      const audit = (await staff.call('GET', '/staff/api/audit', { as: admin })).json();
      const actions = audit.entries
        .filter((/** @type {any} */ entry) => entry.target === id)
        .map((/** @type {any} */ entry) => `${entry.action} ${entry.actor.email}`);
      for (const expected of [
        'lead-view advisor@crestline.example',
        'report-view advisor@crestline.example',
        'lead-update advisor@crestline.example',
        'lead-update admin@crestline.example',
        'note-add advisor@crestline.example',
        'lead-view admin@crestline.example',
      ]) {
        assert.ok(actions.includes(expected), `${expected} in ${actions.join(', ')}`);
      }
      assert.equal(audit.entries[0].ip, '127.0.0.1');
    });

    test('the CSV export: the filtered leads as a download, logged', async () => {
      const all = await staff.call('GET', '/staff/api/export.csv', { as: admin });
      assert.equal(all.statusCode, 200);
      assert.match(all.headers['content-type'], /^text\/csv/);
      assert.match(String(all.headers['content-disposition']), /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
      const rows = all.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      assert.match(rows[0], /^type,id,created_at,kind,/);
      const total = (await staff.call('GET', '/staff/api/leads', { as: admin })).json().total;
      assert.equal(rows.filter((row) => row.startsWith('lead,')).length, total);
      const won = (await staff.call('GET', '/staff/api/export.csv?status=won', { as: admin })).body
        .trim()
        .split('\r\n');
      assert.equal(won.length, 2);
      assert.match(won[1], /Whitfield Builders/);
      const searched = await staff.call('GET', '/staff/api/export.csv?q=dana%40whitfield-builders.com', { as: admin });
      assert.equal(searched.body.trim().split('\r\n').length, 2);
      const logged = (await staff.call('GET', '/staff/api/audit?action=export', { as: admin })).json().entries;
      assert.equal(logged.length, 3);
      assert.deepEqual(logged[0].detail, { filter: {}, searched: true, leads: 1, signups: 0 });
      assert.doesNotMatch(
        JSON.stringify(logged),
        /dana/,
        "a search (perhaps a person's address) is not kept in the log",
      );
      assert.deepEqual(logged[1].detail.filter, { status: 'won' });
    });

    test('erasing a person: a preview, then every lead, sign-up and delivery of theirs, with notes and history; the log keeps counts, not the address', async () => {
      const email = 'Erase.Me@Example.com';
      const leadA = await storeLead(staff, { email, name: 'Erin Erase' }, CALCULATION);
      await storeLead(staff, { email: email.toLowerCase(), kind: 'contact' });
      const keep = await storeLead(staff, { email: 'someone.else@example.com' });
      await saveSignup(staff.storage, { email });
      await staff.call('POST', `/staff/api/leads/${leadA}/notes`, {
        as: advisor,
        body: { text: 'Erin asked to be called Tuesday.' },
      });
      await staff.call('PATCH', `/staff/api/leads/${leadA}`, { as: advisor, body: { status: 'lost' } });
      await staff.ctx.db
        .insertInto('outbox')
        .values({
          id: randomUUID(),
          created_at: new Date(staff.now()).toISOString(),
          channel: 'webhook',
          template: 'webhook-lead',
          recipient: 'https://hooks.example/lead',
          data: '{"email":"erase.me@example.com"}',
          status: 'pending',
          attempts: 0,
          next_attempt_at: 0,
          lead_id: null,
          email_key: 'erase.me@example.com',
        })
        .execute();
      const preview = await staff.call('POST', '/staff/api/erase', {
        as: admin,
        body: { email: 'erase.me@example.com' },
      });
      assert.equal(preview.statusCode, 200);
      assert.equal(preview.json().erased, false);
      assert.equal(preview.json().counts.leads, 2);
      assert.equal(preview.json().counts.signups, 1);
      assert.ok(preview.json().counts.deliveries >= 1);
      assert.equal(
        (await staff.call('GET', `/staff/api/leads/${leadA}`, { as: admin })).statusCode,
        200,
        'a preview erases nothing',
      );
      const erased = await staff.call('POST', '/staff/api/erase', {
        as: admin,
        body: { email: 'ERASE.ME@example.com', confirm: true },
      });
      assert.deepEqual(erased.json(), { erased: true, counts: preview.json().counts });
      assert.equal((await staff.call('GET', `/staff/api/leads/${leadA}`, { as: admin })).statusCode, 404);
      assert.equal((await staff.call('GET', `/staff/api/leads/${keep}`, { as: admin })).statusCode, 200);
      const db = staff.ctx.db;
      assert.equal((await db.selectFrom('lead_notes').selectAll().where('lead_id', '=', leadA).execute()).length, 0);
      assert.equal((await db.selectFrom('lead_events').selectAll().where('lead_id', '=', leadA).execute()).length, 0);
      assert.equal(
        (await db.selectFrom('outbox').selectAll().where('email_key', '=', 'erase.me@example.com').execute()).length,
        0,
      );
      assert.equal(
        (
          await db
            .selectFrom('newsletter_signups')
            .selectAll()
            .where('email_key', '=', 'erase.me@example.com')
            .execute()
        ).length,
        0,
      );
      const log = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute());
      assert.doesNotMatch(log, /erase\.me/i, 'the audit log does not keep the address');
      assert.match(log, /"action":"erase"/);
      const twice = await staff.call('POST', '/staff/api/erase', { as: admin, body: { email, confirm: true } });
      assert.deepEqual(twice.json().counts, { leads: 0, signups: 0, deliveries: 0 });
      assert.equal(
        (await staff.call('POST', '/staff/api/erase', { as: admin, body: { email: 'not an address' } })).statusCode,
        400,
      );
    });

    test('accounts: an admin invites (a setup link on PUBLIC_URL), changes roles, disables; never their own; advisors see colleagues only', async () => {
      const invited = await staff.call('POST', '/staff/api/accounts', {
        as: admin,
        body: { email: 'Invitee@Crestline.example', role: 'advisor', name: 'Ivy Invitee' },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      assert.match(invited.json().setupUrl, /^https:\/\/staff\.crestline\.example\/staff\/setup\?token=[\w-]{43}$/);
      assert.equal(invited.json().account.hasPassword, false);
      assert.equal(
        (
          await staff.call('POST', '/staff/api/accounts', {
            as: admin,
            body: { email: 'invitee@crestline.example', role: 'admin' },
          })
        ).statusCode,
        409,
      );
      const id = invited.json().account.id;
      const promoted = await staff.call('PATCH', `/staff/api/accounts/${id}`, { as: admin, body: { role: 'admin' } });
      assert.equal(promoted.json().role, 'admin');
      const disabled = await staff.call('PATCH', `/staff/api/accounts/${id}`, { as: admin, body: { disabled: true } });
      assert.equal(disabled.json().disabled, true);
      const self = admin.account.id;
      assert.equal(
        (await staff.call('PATCH', `/staff/api/accounts/${self}`, { as: admin, body: { role: 'advisor' } })).statusCode,
        409,
      );
      assert.equal(
        (await staff.call('PATCH', `/staff/api/accounts/${self}`, { as: admin, body: { disabled: true } })).statusCode,
        409,
      );
      assert.equal(
        (await staff.call('PATCH', `/staff/api/accounts/${randomUUID()}`, { as: admin, body: { disabled: true } }))
          .statusCode,
        404,
      );
      const seenByAdvisor = (await staff.call('GET', '/staff/api/accounts', { as: advisor })).json().accounts;
      assert.ok(
        !seenByAdvisor.some((/** @type {any} */ account) => account.id === id),
        'a disabled account is not offered to advisors',
      );
      assert.ok(seenByAdvisor.every((/** @type {any} */ account) => account.lastSignInAt === null));
      const seenByAdmin = (await staff.call('GET', '/staff/api/accounts', { as: admin })).json().accounts;
      assert.ok(seenByAdmin.find((/** @type {any} */ account) => account.id === self).lastSignInAt);
      const actions = (await staff.call('GET', '/staff/api/audit', { as: admin }))
        .json()
        .entries.filter((/** @type {any} */ entry) => entry.target === id)
        .map((/** @type {any} */ entry) => entry.action);
      assert.deepEqual(actions.sort(), ['account-create', 'account-update', 'account-update']);
    });

    test('a password change needs the current one, ends the other sessions and keeps this one', async () => {
      const account = await staff.addAccount('changer@crestline.example', 'advisor');
      const here = await staff.signIn('changer@crestline.example');
      const elsewhere = await staff.signIn('changer@crestline.example');
      const wrong = await staff.call('POST', '/staff/api/password', {
        as: here,
        body: { currentPassword: 'not my password', newPassword: 'a brand new passphrase 7' },
      });
      assert.equal(wrong.statusCode, 400);
      assert.ok(wrong.json().fields.currentPassword);
      const changed = await staff.call('POST', '/staff/api/password', {
        as: here,
        body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase 7' },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal(changed.json().account.id, account.id);
      const renewed = { cookie: cookieOf(changed), ...changed.json() };
      assert.equal((await staff.call('GET', '/staff/api/session', { as: renewed })).statusCode, 200);
      assert.equal((await staff.call('GET', '/staff/api/session', { as: elsewhere })).statusCode, 401);
      assert.equal(
        (
          await staff.call('POST', '/staff/api/sign-in', {
            body: { email: 'changer@crestline.example', password: PASSWORD },
          })
        ).statusCode,
        401,
      );
      await staff.signIn('changer@crestline.example', 'a brand new passphrase 7');
    });

    test('subscribers with their state', async () => {
      await saveSignup(staff.storage, { email: 'reader@example.com' });
      const list = (await staff.call('GET', '/staff/api/subscribers', { as: advisor })).json();
      const reader = list.subscribers.find((/** @type {any} */ row) => row.email === 'reader@example.com');
      assert.equal(reader.status, 'pending');
      assert.equal(
        (await staff.call('GET', '/staff/api/subscribers?status=confirmed', { as: advisor })).json().subscribers.length,
        0,
      );
      assert.equal((await staff.call('GET', '/staff/api/subscribers?q=READER', { as: advisor })).json().total, 1);
    });

    test('pages: a signed-in person at the sign-in page goes to the inbox', async () => {
      const page = await staff.call('GET', '/staff/sign-in', { as: advisor });
      assert.equal(page.statusCode, 303);
      assert.equal(page.headers.location, '/staff');
      for (const path of [
        '/staff',
        '/staff/leads/anything',
        '/staff/accounts',
        '/staff/audit',
        '/staff/subscribers',
        '/staff/security',
      ]) {
        const response = await staff.call('GET', path, { as: advisor });
        assert.equal(response.statusCode, 200, path);
        assert.match(response.body, /<script type="module" src="\/staff\/app\.js"><\/script>/);
        assert.match(response.body, /<div id="staff-app"><\/div>/);
        assert.match(response.body, /<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg">/);
      }
    });

    test('retention: old leads and sign-ups go with their work and deliveries; request facts go after 30 days', async () => {
      const old = await storeLead(staff, { email: 'old@example.com' });
      await staff.call('POST', `/staff/api/leads/${old}/notes`, { as: admin, body: { text: 'old note' } });
      await saveSignup(
        staff.storage,
        { email: 'old.reader@example.com' },
        { ip: '198.51.100.7', userAgent: 'Old Browser' },
      );
      staff.advance(31 * DAY);
      const recent = await storeLead(staff, { email: 'recent@example.com' });
      await staff.ctx.db
        .updateTable('leads')
        .set({ ip: '198.51.100.8', user_agent: 'Recent Browser' })
        .where('id', '=', recent)
        .execute();
      await staff.ctx.db
        .updateTable('leads')
        .set({ ip: '198.51.100.9', user_agent: 'Old Browser' })
        .where('id', '=', old)
        .execute();
      await sweepRetention(staff.ctx, 24);
      const facts = async (/** @type {string} */ id) =>
        staff.ctx.db.selectFrom('leads').select(['ip', 'user_agent']).where('id', '=', id).executeTakeFirst();
      assert.deepEqual(
        await facts(old),
        { ip: null, user_agent: null },
        'request facts older than 30 days are cleared',
      );
      assert.deepEqual(await facts(recent), { ip: '198.51.100.8', user_agent: 'Recent Browser' });
      const signup = await staff.ctx.db
        .selectFrom('newsletter_signups')
        .select(['ip', 'user_agent'])
        .where('email_key', '=', 'old.reader@example.com')
        .executeTakeFirst();
      assert.deepEqual(signup, { ip: null, user_agent: null });
      staff.advance(2 * 365 * DAY);
      admin = await staff.signIn('admin@crestline.example');
      const swept = await sweepRetention(staff.ctx, 24);
      assert.ok(swept.leads >= 1);
      assert.equal(await facts(old), undefined, 'older than 24 months: gone');
      assert.ok(await facts(recent), 'younger than 24 months: kept');
      assert.equal(
        (await staff.ctx.db.selectFrom('lead_notes').selectAll().where('lead_id', '=', old).execute()).length,
        0,
      );
      assert.equal(
        (
          await staff.ctx.db
            .selectFrom('newsletter_signups')
            .selectAll()
            .where('email_key', '=', 'old.reader@example.com')
            .execute()
        ).length,
        0,
      );
    });
  });
