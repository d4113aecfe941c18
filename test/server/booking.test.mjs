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
    /** The manage token of the meeting's latest invite (the one with the highest SEQUENCE). */
    const tokenOf = async (meetingId) => {
      const invites = (await rowsOf(staff.storage, 'meeting-invite'))
        .filter((row) => row.meeting_id === meetingId)
        .map((row) => JSON.parse(row.data))
        .sort((a, b) => a.meeting.sequence - b.meeting.sequence);
      return invites.at(-1).manageToken;
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
      // Issue 22: the lead a booking makes is credited, here to the firm's own site and no headline.
      const credit = await staff.storage.db
        .selectFrom('lead_credits')
        .select(['host', 'variant'])
        .where('lead_id', '=', row.lead_id)
        .executeTakeFirst();
      assert.deepEqual(credit, { host: '', variant: '' });
      const reminders = (await rowsOf(staff.storage, 'meeting-reminder')).filter((r) => r.meeting_id === meeting.id);
      assert.equal(reminders.length, 0, 'two hours away: no reminder a day before');
      const invites = await rowsOf(staff.storage, 'meeting-advisor-invite');
      assert.equal(invites.filter((r) => r.meeting_id === meeting.id).length, 1);
    });

    test('refused with a clear message: a taken slot (409, nearest free), the past and outside hours (400 on start)', async () => {
      // The positive control is the booking above: this slot was free, and the same request got 201.
      const taken = await book();
      assert.equal(taken.statusCode, 409);
      const body = taken.json();
      assert.equal(body.error, 'slot-taken');
      assert.match(body.message, /just booked that time/);
      assert.equal(body.nearest.length, 6);
      assert.ok(!body.nearest.some((slot) => slot.start === MONDAY_8AM_CHICAGO));
      assert.equal(body.nearest[0].start, '2026-11-23T14:30:00.000Z', 'the next free one');
      const past = await book({ start: '2026-11-20T15:00:00.000Z' });
      assert.equal(past.statusCode, 400);
      assert.match(past.json().fields.start, /has passed/);
      const night = await book({ start: '2026-11-24T09:00:00.000Z' }); // 3:00 in Chicago
      assert.equal(night.statusCode, 400);
      assert.match(night.json().fields.start, /outside the hours/);
      assert.ok(night.json().nearest.length > 0);
      const offGrid = await book({ start: '2026-11-24T14:10:00.000Z' });
      assert.equal(offGrid.statusCode, 400, '8:10 is not one of the times offered');
      const missing = await book({ message: ' ', start: '2026-11-24T14:00:00.000Z' });
      assert.equal(missing.statusCode, 400);
      assert.match(missing.json().fields.message, /what you would like to discuss/);
      const unsolved = await postJson(staff.app, '/api/bookings', { ...VISITOR, start: '2026-11-24T14:00:00.000Z' });
      assert.equal(unsolved.statusCode, 400);
      assert.equal(unsolved.json().error, 'challenge-failed');
    });

    test('a retry with its Idempotency-Key is told its own booking, once; the same key with other content is refused', async () => {
      const start = '2026-11-30T16:00:00.000Z'; // Monday 30 November, 10:00 in Chicago
      const key = { 'idempotency-key': 'b7d6a1c2-4f0e-4a7b-9c1d-2e3f4a5b6c7d' };
      const fields = { email: 'retry@example.com', start, altcha: await solvedChallenge(staff.app) };
      const first = await postJson(
        staff.app,
        '/api/bookings',
        { ...VISITOR, timeZone: 'Europe/London', ...fields },
        key,
      );
      assert.equal(first.statusCode, 201, first.body);
      // The answer was lost; the page sends the same again (a new proof of work, the same key).
      const again = { ...VISITOR, timeZone: 'Europe/London', ...fields, altcha: await solvedChallenge(staff.app) };
      const retry = await postJson(staff.app, '/api/bookings', again, key);
      assert.equal(retry.statusCode, 201, retry.body);
      assert.equal(retry.headers['idempotent-replayed'], 'true');
      assert.deepEqual(retry.json().meeting, first.json().meeting, 'its own meeting, not "someone just booked"');
      const meetings = await staff.storage.db
        .selectFrom('meetings')
        .select('id')
        .where('visitor_email', '=', 'retry@example.com')
        .execute();
      assert.equal(meetings.length, 1, 'booked once');
      const invites = (await rowsOf(staff.storage, 'meeting-advisor-invite')).filter(
        (row) => row.meeting_id === first.json().meeting.id,
      );
      assert.equal(invites.length, 1, 'the advisor is invited once');
      // Without the key, the same request is another booking of a taken time: the control for the replay.
      const unkeyed = await postJson(staff.app, '/api/bookings', {
        ...again,
        altcha: await solvedChallenge(staff.app),
      });
      assert.equal(unkeyed.statusCode, 409);
      const other = await postJson(
        staff.app,
        '/api/bookings',
        { ...again, message: 'Something else entirely', altcha: await solvedChallenge(staff.app) },
        key,
      );
      assert.equal(other.statusCode, 422, other.body);
    });

    test('both invites arrive through SMTP as text/calendar; method=REQUEST; the visitor’s carries nothing they typed', async () => {
      const [meeting] = await staff.storage.db.selectFrom('meetings').selectAll().execute();
      const [visitorMail] = await smtp.waitFor(1, (message) => recipientsOf(message).includes(VISITOR.email));
      const [advisorMail] = await smtp.waitFor(1, (message) =>
        recipientsOf(message).includes('jane@crestlineadvisory.com'),
      );
      for (const message of [visitorMail, advisorMail]) {
        const { root, event, part } = calendarOf(message);
        assert.match(part.contentType, /text\/calendar/);
        assert.equal(root.getFirstPropertyValue('method'), 'REQUEST');
        assert.equal(event.getFirstPropertyValue('uid'), `${meeting.id}@crestlineadvisory.com`);
        assert.equal(event.getFirstPropertyValue('sequence'), 0);
        assert.match(event.getFirstPropertyValue('organizer'), /mailto:hello@crestlineadvisory\.com/i);
        assert.ok(event.getFirstProperty('dtstart').getParameter('tzid'), 'DTSTART names its zone');
        const zone = root.getFirstSubcomponent('vtimezone');
        assert.equal(zone.getFirstPropertyValue('tzid'), event.getFirstProperty('dtstart').getParameter('tzid'));
        ICAL.TimezoneService.register(zone);
        assert.equal(new ICAL.Event(event).startDate.toJSDate().toISOString(), MONDAY_8AM_CHICAGO);
      }
      const visitorIcs = calendarOf(visitorMail);
      assert.equal(visitorIcs.event.getFirstProperty('dtstart').getParameter('tzid'), 'Europe/London');
      assert.match(visitorIcs.event.getFirstPropertyValue('attendee'), /mailto:priya@shahfoods\.com/i);
      assert.equal(calendarOf(advisorMail).event.getFirstProperty('dtstart').getParameter('tzid'), 'America/Chicago');
      const visitorText = [visitorMail.subject, visitorMail.text, visitorMail.html, visitorIcs.text].join('\n');
      for (const typed of [VISITOR.name, 'Priya', VISITOR.company, 'Receivables', 'payroll'])
        assert.ok(!visitorText.includes(typed), `the visitor's e-mail does not repeat "${typed}"`);
      assert.match(visitorMail.text, /manage-meeting\?token=/);
      const advisorText = [advisorMail.text, calendarOf(advisorMail).text].join('\n');
      assert.ok(advisorText.includes(VISITOR.company) && advisorText.includes('Receivables run 75 days'));
    });

    test('the manage link: read-only GET, refused when tampered, works once, moves and cancels (METHOD:CANCEL)', async () => {
      const [meeting] = await staff.storage.db.selectFrom('meetings').selectAll().execute();
      const token = await tokenOf(meeting.id);
      const read = await staff.app.inject({ method: 'GET', url: `/api/bookings/manage?token=${token}` });
      assert.equal(read.statusCode, 200);
      assert.equal(read.json().canChange, true);
      assert.equal(read.json().meeting.advisorName, 'A Crestline advisor', 'the account has no name');
      const again = await staff.app.inject({ method: 'GET', url: `/api/bookings/manage?token=${token}` });
      assert.equal(again.statusCode, 200, 'reading spends nothing (mail scanners fetch links)');
      const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      const forged = await postJson(staff.app, '/api/bookings/manage/cancel', { token: tampered });
      assert.equal(forged.statusCode, 404);
      assert.equal(forged.json().error, 'link-expired');
      const tuesday9 = '2026-11-24T15:00:00.000Z';
      const moved = await postJson(staff.app, '/api/bookings/manage/reschedule', { token, start: tuesday9 });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal(moved.json().meeting.start, tuesday9);
      const reused = await postJson(staff.app, '/api/bookings/manage/cancel', { token });
      assert.equal(reused.statusCode, 404, 'a used link is spent');
      // The old time is free again: anyone may book it.
      const rebook = await book({ email: 'ops@harbor-freight-lines.com' });
      assert.equal(rebook.statusCode, 201, rebook.body);
      const fresh = await tokenOf(meeting.id);
      assert.notEqual(fresh, token);
      const cancelled = await postJson(staff.app, '/api/bookings/manage/cancel', { token: fresh });
      assert.equal(cancelled.statusCode, 200);
      assert.equal(cancelled.json().meeting.status, 'cancelled');
      assert.equal((await postJson(staff.app, '/api/bookings/manage/cancel', { token: fresh })).statusCode, 404);
      const [cancel] = await smtp.waitFor(
        1,
        (message) => recipientsOf(message).includes(VISITOR.email) && /^Cancelled/.test(message.subject ?? ''),
      );
      const ics = calendarOf(cancel);
      assert.equal(ics.root.getFirstPropertyValue('method'), 'CANCEL');
      assert.equal(ics.event.getFirstPropertyValue('sequence'), 2, 'moved once, then cancelled');
      assert.equal(ics.event.getFirstPropertyValue('uid'), `${meeting.id}@crestlineadvisory.com`);
      await smtp.waitFor(
        1,
        (message) =>
          recipientsOf(message).includes('jane@crestlineadvisory.com') && /^Cancelled/.test(message.subject ?? ''),
      );
      const claims = await staff.storage.db
        .selectFrom('meeting_claims')
        .selectAll()
        .where('meeting_id', '=', meeting.id)
        .execute();
      assert.equal(claims.length, 0, 'its time is given back');
    });

    test('the private feed lists the advisor’s meetings until it is revoked', async () => {
      const jane = await staff.signIn('jane@crestlineadvisory.com');
      assert.equal((await staff.call('GET', '/staff/api/calendar-feed', { as: jane })).json().active, false);
      const made = await staff.call('POST', '/staff/api/calendar-feed', { as: jane, body: {} });
      assert.equal(made.statusCode, 201);
      const path = new URL(made.json().url).pathname;
      const feed = await staff.app.inject({ method: 'GET', url: path });
      assert.equal(feed.statusCode, 200);
      assert.match(feed.headers['content-type'], /^text\/calendar/);
      const root = new ICAL.Component(ICAL.parse(feed.body));
      assert.equal(root.getFirstPropertyValue('method'), 'PUBLISH');
      assert.ok(root.getAllSubcomponents('vevent').length >= 2);
      const guessed = await staff.app.inject({
        method: 'GET',
        url: path.replace(/.\.ics$/, (c) => (c[0] === 'A' ? 'B' : 'A') + '.ics'),
      });
      assert.equal(guessed.statusCode, 404);
      assert.equal((await staff.call('DELETE', '/staff/api/calendar-feed', { as: jane })).statusCode, 204);
      assert.equal((await staff.app.inject({ method: 'GET', url: path })).statusCode, 404, 'revoked');
    });

    test('an erasure cancels the person’s meetings and reminders, tells the advisor, and keeps nothing of them', async () => {
      const wednesday = '2026-11-25T16:00:00.000Z';
      const booked = await book({ email: 'erase.me@example.com', start: wednesday });
      assert.equal(booked.statusCode, 201, booked.body);
      const id = booked.json().meeting.id;
      const [reminder] = (await rowsOf(staff.storage, 'meeting-reminder')).filter((row) => row.meeting_id === id);
      assert.equal(Number(reminder.next_attempt_at), Date.parse(wednesday) - 24 * HOUR, 'a reminder a day before');
      const boss = await staff.signIn('boss@crestlineadvisory.com');
      const erased = await staff.call('POST', '/staff/api/erase', {
        as: boss,
        body: { email: 'erase.me@example.com', confirm: true },
      });
      assert.equal(erased.statusCode, 200);
      const row = await staff.storage.db
        .selectFrom('meetings')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(row.status, 'cancelled');
      assert.equal(row.visitor_email, '');
      assert.equal(row.topic, '');
      const left = await staff.storage.db.selectFrom('outbox').selectAll().where('meeting_id', '=', id).execute();
      assert.ok(!left.some((r) => r.template === 'meeting-reminder' && r.status === 'pending'), 'no reminder left');
      assert.ok(!left.some((r) => r.recipient === 'erase.me@example.com'), 'nothing to them');
      assert.ok(left.some((r) => r.template === 'meeting-advisor-cancel'));
      assert.ok(!left.some((r) => r.data.includes('erase.me')), 'nothing about them');
    });

    test('the reminder goes a day before, once; an expired manage link is refused (its fresh one worked)', async () => {
      const thursday = '2026-11-26T15:00:00.000Z';
      const booked = await book({ email: 'remind@example.com', start: thursday });
      assert.equal(booked.statusCode, 201, booked.body);
      const token = await tokenOf(booked.json().meeting.id);
      assert.equal(
        (await staff.app.inject({ method: 'GET', url: `/api/bookings/manage?token=${token}` })).statusCode,
        200,
      );
      const reminded = (message) =>
        recipientsOf(message).includes('remind@example.com') && /^Reminder/.test(message.subject ?? '');
      staff.advance(Date.parse(thursday) - 24 * HOUR - staff.now() + 60_000);
      staff.app.mail.wake();
      await smtp.waitFor(1, reminded);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(smtp.messages.filter(reminded).length, 1, 'once');
      staff.advance(25 * HOUR);
      const expired = await staff.app.inject({ method: 'GET', url: `/api/bookings/manage?token=${token}` });
      assert.equal(expired.statusCode, 404);
      assert.equal(expired.json().error, 'link-expired');
    });
  });
}
