// Booking a consultation (issue 21), on SQLite and PostgreSQL: the slots a new advisor offers, a
// booking through the proof of work with its invites (sent through a real SMTP server, parsed back
// with ical.js), the refusals (past, outside hours, taken), the manage links (tampered, reused,
// expired), the staff's own-availability rule, the private feed, and an erasure cancelling a meeting.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ICAL from 'ical.js';
import { ENGINES } from './engines.mjs';
import { INPUTS, postJson, solvedChallenge } from './helpers.mjs';
import { startStaff } from './staff-helpers.mjs';
import { recipientsOf, startSmtpServer } from '../support/smtp.mjs';

const VISITOR = Object.freeze({
  name: 'Priya Shah',
  email: 'priya@shahfoods.com',
  company: 'Shah Foods Wholesale',
  consent: true,
  message: 'Receivables run 75 days and payroll is weekly: how do we bridge it?',
});
const MONDAY_8AM_CHICAGO = '2026-11-23T14:00:00.000Z';
const HOUR = 60 * 60 * 1000;

/** The outbox rows of a template, oldest first. */
const rowsOf = (storage, template) =>
  storage.db.selectFrom('outbox').selectAll().where('template', '=', template).orderBy('created_at').execute();

/** The iCalendar part of a parsed message, and its first VEVENT. */
function calendarOf(message) {
  const part = message.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  assert.ok(part, 'the message carries a text/calendar part');
  const text = part.content.toString('utf8');
  const root = new ICAL.Component(ICAL.parse(text));
  return { text, root, part, event: root.getFirstSubcomponent('vevent') };
}

for (const engine of ENGINES) {
  describe(`bookings on ${engine.label}`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startStaff>>} */
    let staff;
    /** @type {Awaited<ReturnType<typeof startSmtpServer>>} */
    let smtp;
    let advisor;
    let admin;

    const book = async (fields = {}) =>
      postJson(staff.app, '/api/bookings', {
        ...VISITOR,
        start: MONDAY_8AM_CHICAGO,
        timeZone: 'Europe/London',
        altcha: await solvedChallenge(staff.app),
        ...fields,
      });
    const tokenOf = async (meetingId) => {
      const rows = await rowsOf(staff.storage, 'meeting-invite');
      const row = rows.filter((candidate) => candidate.meeting_id === meetingId).at(-1);
      return JSON.parse(row.data).manageToken;
    };

    before(async () => {
      smtp = await startSmtpServer();
      staff = await startStaff({ engine: engine.name, mail: { smtpUrl: smtp.url } });
      advisor = await staff.addAccount('jane@crestlineadvisory.com', 'advisor');
      admin = await staff.addAccount('boss@crestlineadvisory.com', 'admin');
    });
    after(async () => {
      await staff?.dispose();
      await smtp?.close();
    });

    test('a new advisor offers the firm hours, Monday to Friday 8:00-17:30 Chicago; an admin none until they opt in', async () => {
      const open = await staff.app.inject({ method: 'GET', url: '/api/booking/availability' });
      assert.deepEqual(open.json(), { open: true, firmTimeZone: 'America/Chicago', days: 14 });
      const answer = await staff.app.inject({ method: 'GET', url: '/api/booking/slots?timeZone=Europe/London' });
      assert.equal(answer.statusCode, 200);
      const { slots, timeZone, timeZoneReplaced } = answer.json();
      assert.equal(timeZone, 'Europe/London');
      assert.equal(timeZoneReplaced, false);
      // Monday 23 Nov (CST, UTC-6): 8:00 is 14:00Z, the last 30-minute slot 17:00 is 23:00Z.
      assert.equal(slots[0].start, MONDAY_8AM_CHICAGO);
      assert.equal(slots[0].end, '2026-11-23T14:30:00.000Z');
      const monday = slots.filter((slot) => slot.start.startsWith('2026-11-23'));
      assert.equal(monday.length, 19, '8:00 to 17:00, every 30 minutes');
      assert.equal(monday.at(-1).start, '2026-11-23T23:00:00.000Z');
      assert.ok(!slots.some((slot) => slot.start.startsWith('2026-11-28')), 'no Saturday');
      assert.equal(slots.length, 10 * 19, 'ten weekdays in 14 days');
      const unknown = (
        await staff.app.inject({ method: 'GET', url: '/api/booking/slots?timeZone=Mars/Olympus' })
      ).json();
      assert.equal(unknown.timeZone, 'America/Chicago');
      assert.equal(unknown.timeZoneReplaced, true);
    });

    test('an advisor is refused another advisor’s availability (403); their own and an admin are not', async () => {
      const jane = await staff.signIn('jane@crestlineadvisory.com');
      const other = await staff.addAccount('sam@crestlineadvisory.com', 'advisor');
      const own = await staff.call('GET', `/staff/api/availability/${jane.account.id}`, { as: jane });
      assert.equal(own.statusCode, 200);
      assert.equal(own.json().isDefault, true);
      assert.deepEqual(own.json().weeklyHours.monday, [{ from: '08:00', to: '17:30' }]);
      const theirs = await staff.call('GET', `/staff/api/availability/${other.id}`, { as: jane });
      assert.equal(theirs.statusCode, 403);
      const change = { ...own.json(), takesBookings: false };
      delete change.accountId;
      delete change.firmTimeZone;
      delete change.isDefault;
      const write = await staff.call('PUT', `/staff/api/availability/${other.id}`, { as: jane, body: change });
      assert.equal(write.statusCode, 403);
      const boss = await staff.signIn('boss@crestlineadvisory.com');
      const adminsOwn = await staff.call('GET', `/staff/api/availability/${admin.id}`, { as: boss });
      assert.equal(adminsOwn.json().takesBookings, false, 'an admin does not take bookings by default');
      const byAdmin = await staff.call('PUT', `/staff/api/availability/${other.id}`, { as: boss, body: change });
      assert.equal(byAdmin.statusCode, 200);
      assert.equal(byAdmin.json().takesBookings, false);
    });

    test('a booking: 201, the lead made with the calculation and moved to contacted, invites queued', async () => {
      const answer = await book({ inputs: INPUTS.trucking });
      assert.equal(answer.statusCode, 201, answer.body);
      const { meeting } = answer.json();
      assert.equal(meeting.start, MONDAY_8AM_CHICAGO);
      assert.equal(meeting.status, 'booked');
      assert.equal(meeting.timeZone, 'Europe/London');
      const row = await staff.storage.db
        .selectFrom('meetings')
        .selectAll()
        .where('id', '=', meeting.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.advisor_id, advisor.id);
      const lead = await staff.storage.db
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', row.lead_id)
        .executeTakeFirstOrThrow();
      assert.equal(lead.status, 'contacted');
      assert.equal(lead.assigned_to, advisor.id);
      assert.equal(JSON.parse(lead.calculation).inputs.industry, 'Transportation');
      const reminders = (await rowsOf(staff.storage, 'meeting-reminder')).filter((r) => r.meeting_id === meeting.id);
      assert.equal(reminders.length, 0, 'two hours away: no reminder a day before');
      const invites = await rowsOf(staff.storage, 'meeting-advisor-invite');
      assert.equal(invites.filter((r) => r.meeting_id === meeting.id).length, 1);
    });
  });
}
