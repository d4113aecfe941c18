// Who a booking goes to and what the staff do with meetings (issue 21), on SQLite and PostgreSQL:
// an advisor of the visitor's industry first, else round-robin; the lead's assigned advisor only
// through the report e-mail's signed reference (a forged one is ignored); a status an advisor set is
// kept; meetings listed by advisor and lead; an advisor sets only their own meeting's status; an
// admin reassigns a disabled account's meetings.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bookingLinks } from '../../server/booking/links.ts';
import { sweepRetention } from '../../server/staff/retention.ts';
import { ENGINES } from './engines.mjs';
import { INPUTS, postJson } from './helpers.mjs';
import { startStaff, storeLead } from './staff-helpers.mjs';

const person = (index) => ({
  name: `Owner ${index}`,
  email: `owner${index}@example.com`,
  company: `Company ${index}`,
  consent: true,
  message: 'Cash flow planning',
});
const TUESDAY_9 = '2026-11-24T15:00:00.000Z';
const TUESDAY_10 = '2026-11-24T16:00:00.000Z';
const TUESDAY_11 = '2026-11-24T17:00:00.000Z';

for (const engine of ENGINES) {
  describe(`meetings in the staff area on ${engine.label}`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startStaff>>} */
    let staff;
    const accounts = {};
    const browsers = {};

    const book = (index, fields = {}) =>
      postJson(staff.app, '/api/bookings', { ...person(index), start: TUESDAY_9, ...fields });
    const advisorOfMeeting = async (id) =>
      (
        await staff.storage.db
          .selectFrom('meetings')
          .select('advisor_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).advisor_id;

    before(async () => {
      staff = await startStaff({ engine: engine.name, formsChallenge: false });
      for (const [key, role] of [
        ['jane', 'advisor'],
        ['lee', 'advisor'],
        ['max', 'advisor'],
        ['boss', 'admin'],
      ]) {
        accounts[key] = await staff.addAccount(`${key}@crestlineadvisory.com`, role);
        browsers[key] = await staff.signIn(`${key}@crestlineadvisory.com`);
      }
      const own = (
        await staff.call('GET', `/staff/api/availability/${accounts.jane.id}`, { as: browsers.jane })
      ).json();
      const { accountId: _id, firmTimeZone: _zone, isDefault: _default, ...availability } = own;
      const saved = await staff.call('PUT', `/staff/api/availability/${accounts.jane.id}`, {
        as: browsers.jane,
        body: { ...availability, industries: ['Transportation'] },
      });
      assert.equal(saved.statusCode, 200);
    });
    after(() => staff?.dispose());

    test('the visitor’s industry first, then whoever was given a booking longest ago', async () => {
      const trucking = await book(1, { inputs: INPUTS.trucking });
      assert.equal(trucking.statusCode, 201, trucking.body);
      assert.equal(await advisorOfMeeting(trucking.json().meeting.id), accounts.jane.id, 'the transportation practice');
      const second = await advisorOfMeeting((await book(2)).json().meeting.id);
      const third = await advisorOfMeeting((await book(3)).json().meeting.id);
      assert.deepEqual(new Set([second, third]), new Set([accounts.lee.id, accounts.max.id]), 'the two never booked');
      const fourth = await book(4);
      assert.equal(fourth.statusCode, 409, 'all three are taken at 9:00');
      const atTen = await book(4, { start: TUESDAY_10 });
      assert.equal(await advisorOfMeeting(atTen.json().meeting.id), accounts.jane.id, 'booked longest ago');
    });

    test('the report e-mail’s signed reference books the lead’s assigned advisor and keeps a status an advisor set', async () => {
      const leadId = await storeLead(staff, { email: 'dana@whitfield-builders.com', company: 'Whitfield Builders' });
      const assigned = await staff.call('PATCH', `/staff/api/leads/${leadId}`, {
        as: browsers.boss,
        body: { assignedTo: accounts.max.id, status: 'qualified' },
      });
      assert.equal(assigned.statusCode, 200);
      const links = await bookingLinks(staff.storage.db, staff.now());
      const ref = links.leadRef(leadId);
      const withRef = await book(6, { start: TUESDAY_11, ref, email: 'dana@whitfield-builders.com' });
      assert.equal(withRef.statusCode, 201, withRef.body);
      const meeting = await staff.storage.db
        .selectFrom('meetings')
        .selectAll()
        .where('id', '=', withRef.json().meeting.id)
        .executeTakeFirstOrThrow();
      assert.equal(meeting.advisor_id, accounts.max.id, 'the assigned advisor');
      assert.equal(meeting.lead_id, leadId, 'beside the lead it came from');
      const offered = (await staff.app.inject({ method: 'GET', url: `/api/booking/slots?ref=${ref}` })).json().slots;
      const all = (await staff.app.inject({ method: 'GET', url: '/api/booking/slots' })).json().slots;
      assert.ok(!offered.some((slot) => slot.start === TUESDAY_11), 'Max is taken at 11:00');
      assert.ok(
        all.some((slot) => slot.start === TUESDAY_11),
        'Jane and Lee are not',
      );
      const forged = ref.slice(0, -1) + (ref.endsWith('A') ? 'B' : 'A');
      const withForged = await book(5, { start: TUESDAY_11, ref: forged, email: 'dana@whitfield-builders.com' });
      assert.equal(withForged.statusCode, 201, 'a forged reference is ignored: anyone free');
      const forgedMeeting = await staff.storage.db
        .selectFrom('meetings')
        .selectAll()
        .where('id', '=', withForged.json().meeting.id)
        .executeTakeFirstOrThrow();
      assert.notEqual(forgedMeeting.advisor_id, accounts.max.id);
      assert.notEqual(forgedMeeting.lead_id, leadId, 'it names no lead: a new one is made');
      const lead = await staff.storage.db
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', leadId)
        .executeTakeFirstOrThrow();
      assert.equal(lead.status, 'qualified', 'a status an advisor set is kept');
      const forLead = await staff.call('GET', `/staff/api/meetings?leadId=${leadId}`, { as: browsers.jane });
      assert.equal(forLead.statusCode, 200);
      assert.deepEqual(
        forLead.json().meetings.map((listed) => listed.id),
        [meeting.id],
      );
      assert.equal(forLead.json().meetings[0].lead.company, 'Whitfield Builders');
    });

    test('an advisor sets the status of their own meetings only; an admin reassigns a disabled account’s', async () => {
      const janes = (
        await staff.call('GET', `/staff/api/meetings?advisor=${accounts.jane.id}`, { as: browsers.jane })
      ).json();
      assert.equal(janes.total, 2);
      const [first] = janes.meetings;
      const own = await staff.call('PATCH', `/staff/api/meetings/${first.id}`, {
        as: browsers.jane,
        body: { status: 'no-show' },
      });
      assert.equal(own.statusCode, 200);
      assert.equal(own.json().status, 'no-show');
      const maxs = (
        await staff.call('GET', `/staff/api/meetings?advisor=${accounts.max.id}`, { as: browsers.max })
      ).json();
      const theirs = await staff.call('PATCH', `/staff/api/meetings/${maxs.meetings[0].id}`, {
        as: browsers.jane,
        body: { status: 'done' },
      });
      assert.equal(theirs.statusCode, 403);
      const notAdmin = await staff.call('PATCH', `/staff/api/meetings/${maxs.meetings[0].id}`, {
        as: browsers.jane,
        body: { advisorId: accounts.jane.id },
      });
      assert.equal(notAdmin.statusCode, 403);
      // Lee leaves: his meetings are listed to be given to someone else.
      const disabled = await staff.call('PATCH', `/staff/api/accounts/${accounts.lee.id}`, {
        as: browsers.boss,
        body: { disabled: true },
      });
      assert.equal(disabled.statusCode, 200);
      const orphans = (await staff.call('GET', '/staff/api/meetings-to-reassign', { as: browsers.boss })).json()
        .meetings;
      assert.equal(orphans.length, 2, 'his 9:00 (round-robin) and 11:00 (the forged reference: booked longest ago)');
      assert.ok(orphans.every((orphan) => orphan.advisor.id === accounts.lee.id));
      // Jane is busy at 9:00 (her no-show still holds the time): refused.
      const busy = await staff.call('PATCH', `/staff/api/meetings/${orphans[0].id}`, {
        as: browsers.boss,
        body: { advisorId: accounts.jane.id },
      });
      assert.equal(busy.statusCode, 409);
      const boss = await staff.call('PUT', `/staff/api/availability/${accounts.boss.id}`, {
        as: browsers.boss,
        body: {
          takesBookings: true,
          weeklyHours: (
            await staff.call('GET', `/staff/api/availability/${accounts.boss.id}`, { as: browsers.boss })
          ).json().weeklyHours,
          meetingMinutes: 30,
          bufferMinutes: 0,
          daysOff: [],
          industries: [],
        },
      });
      assert.equal(boss.statusCode, 200);
      for (const orphan of orphans) {
        const given = await staff.call('PATCH', `/staff/api/meetings/${orphan.id}`, {
          as: browsers.boss,
          body: { advisorId: accounts.boss.id },
        });
        assert.equal(given.statusCode, 200, given.body);
        assert.equal(given.json().advisor.id, accounts.boss.id);
      }
      assert.equal(
        (await staff.call('GET', '/staff/api/meetings-to-reassign', { as: browsers.boss })).json().meetings.length,
        0,
      );
      const advisorMail = await staff.storage.db
        .selectFrom('outbox')
        .select(['template', 'recipient'])
        .where('meeting_id', '=', orphans[0].id)
        .execute();
      assert.ok(
        advisorMail.some(
          (row) => row.template === 'meeting-advisor-cancel' && row.recipient === 'lee@crestlineadvisory.com',
        ),
      );
      assert.ok(
        advisorMail.some(
          (row) => row.template === 'meeting-advisor-invite' && row.recipient === 'boss@crestlineadvisory.com',
        ),
      );
    });

    test('the firm’s holidays (admins) offer no slots; a foreign page may not book', async () => {
      const holidays = { holidays: [{ date: '2026-11-26', name: 'Thanksgiving Day' }] };
      const byAdvisor = await staff.call('PUT', '/staff/api/holidays', { as: browsers.jane, body: holidays });
      assert.equal(byAdvisor.statusCode, 403);
      const before = (await staff.app.inject({ method: 'GET', url: '/api/booking/slots' })).json().slots;
      assert.ok(
        before.some((slot) => slot.start.startsWith('2026-11-26T14')),
        'Thursday 8:00 is offered before',
      );
      const byAdmin = await staff.call('PUT', '/staff/api/holidays', { as: browsers.boss, body: holidays });
      assert.equal(byAdmin.statusCode, 200);
      assert.deepEqual((await staff.call('GET', '/staff/api/holidays', { as: browsers.jane })).json(), holidays);
      const after = (await staff.app.inject({ method: 'GET', url: '/api/booking/slots' })).json().slots;
      assert.ok(!after.some((slot) => slot.start.startsWith('2026-11-26')), 'none on Thanksgiving');
      assert.ok(
        after.some((slot) => slot.start.startsWith('2026-11-27')),
        'Friday as before',
      );
      const foreign = await postJson(
        staff.app,
        '/api/bookings',
        { ...person(9), start: '2026-11-27T15:00:00.000Z' },
        { origin: 'https://elsewhere.example' },
      );
      assert.equal(foreign.statusCode, 403);
      assert.equal(foreign.json().error, 'forbidden-origin');
      const own = await postJson(
        staff.app,
        '/api/bookings',
        { ...person(9), start: '2026-11-27T15:00:00.000Z' },
        { origin: 'http://localhost' },
      );
      assert.equal(own.statusCode, 201, 'the same booking from the site itself');
      const meetings = await staff.storage.db.selectFrom('meetings').select('id').execute();
      const bot = await postJson(staff.app, '/api/bookings', {
        ...person(10),
        start: '2026-11-27T16:00:00.000Z',
        website: 'https://spam.example',
      });
      assert.equal(bot.statusCode, 201, 'a filled honeypot is answered as a person would be');
      assert.equal(bot.json().meeting.status, 'booked');
      assert.equal(
        (await staff.storage.db.selectFrom('meetings').select('id').execute()).length,
        meetings.length,
        'nothing kept',
      );
    });

    test('the retention sweep cancels the meetings of the leads it deletes, and their reminders', async () => {
      const leadId = await storeLead(staff, { email: 'old.timer@example.com', company: 'Old Timer Co' });
      staff.advance(25 * 31 * 24 * 60 * 60 * 1000); // past RETENTION_MONTHS (24)
      const links = await bookingLinks(staff.storage.db, staff.now());
      const { slots } = (await staff.app.inject({ method: 'GET', url: '/api/booking/slots' })).json();
      const start = slots.find((slot) => Date.parse(slot.start) > staff.now() + 2 * 24 * 60 * 60 * 1000).start;
      const booked = await book(11, { start, ref: links.leadRef(leadId), email: 'old.timer@example.com' });
      assert.equal(booked.statusCode, 201, booked.body);
      const id = booked.json().meeting.id;
      const reminder = () =>
        staff.storage.db
          .selectFrom('outbox')
          .select('status')
          .where('meeting_id', '=', id)
          .where('template', '=', 'meeting-reminder')
          .executeTakeFirst();
      assert.equal((await reminder())?.status, 'pending');
      const swept = await sweepRetention(staff.ctx, 24);
      assert.ok(swept.leads >= 1);
      const row = await staff.storage.db
        .selectFrom('meetings')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(row.status, 'cancelled');
      assert.equal(row.lead_id, null);
      assert.equal(row.visitor_email, '');
      assert.notEqual((await reminder())?.status, 'pending', 'its reminder is not sent');
      const claims = await staff.storage.db
        .selectFrom('meeting_claims')
        .select('meeting_id')
        .where('meeting_id', '=', id)
        .execute();
      assert.equal(claims.length, 0, 'its time is free again');
    });
  });
}
