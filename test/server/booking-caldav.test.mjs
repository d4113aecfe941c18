// An advisor's own calendar over CalDAV (issue 21), against a real CalDAV server (Debian's radicale,
// started here on loopback): settings checked before they are saved and the password never answered,
// busy times (a single event and a weekly one) left out of the slots, each booking written to the
// calendar, and a calendar server that is down losing nothing: the booking is made, the write waits
// in the outbox and lands once the server is back.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { findRadicale, RADICALE_HINT, startRadicale } from '../support/radicale.mjs';
import { ENGINES } from './engines.mjs';
import { postJson, until } from './helpers.mjs';
import { startStaff } from './staff-helpers.mjs';

const radicale = findRadicale();
if (!radicale && process.env.CI) throw new Error(`The CalDAV suite needs radicale (required on CI): ${RADICALE_HINT}`);
const missing = radicale ? false : `CalDAV suite skipped: radicale is missing, ${RADICALE_HINT}`;

const HOUR = 60 * 60 * 1000;
const TUESDAY_10 = '2026-11-24T16:00:00.000Z';
const TUESDAY_1030 = '2026-11-24T16:30:00.000Z';
const TUESDAY_930 = '2026-11-24T15:30:00.000Z';
const TUESDAY_11 = '2026-11-24T17:00:00.000Z';
const WEDNESDAY_1 = '2026-11-25T19:00:00.000Z';

/** The advisor's own appointments: Tuesday 10:00-11:00 Chicago, and a weekly Wednesday 13:00-14:00 from last week. */
const BUSY = [
  [
    'dentist',
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:dentist@example.com\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261124T160000Z\r\nDTEND:20261124T170000Z\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  ],
  [
    'weekly',
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:weekly@example.com\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261118T190000Z\r\nDTEND:20261118T200000Z\r\nRRULE:FREQ=WEEKLY\r\nSUMMARY:Team call\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  ],
];

for (const engine of ENGINES) {
  describe(
    `an advisor's CalDAV calendar on ${engine.label}`,
    { skip: engine.skip || missing, timeout: 120_000 },
    () => {
      /** @type {Awaited<ReturnType<typeof startStaff>>} */
      let staff;
      /** @type {Awaited<ReturnType<typeof startRadicale>>} */
      let dav;
      let calendarUrl = '';
      let jane;

      const book = (start, email) =>
        postJson(staff.app, '/api/bookings', {
          name: 'Dana Whitfield',
          email,
          company: 'Whitfield Builders',
          consent: true,
          message: 'Retainage is squeezing us',
          start,
        });
      const eventOf = (meetingId) =>
        fetch(`${calendarUrl}${meetingId}.ics`, { headers: { authorization: dav.auth } }).then(async (response) => ({
          status: response.status,
          text: await response.text(),
        }));
      const calendarWrites = (meetingId) =>
        staff.storage.db
          .selectFrom('outbox')
          .selectAll()
          .where('template', '=', 'caldav-sync')
          .where('meeting_id', '=', meetingId)
          .execute();

      before(async () => {
        dav = await startRadicale();
        calendarUrl = await dav.calendar('work');
        for (const [name, ics] of BUSY) {
          const put = await fetch(`${calendarUrl}${name}.ics`, {
            method: 'PUT',
            headers: { authorization: dav.auth, 'content-type': 'text/calendar' },
            body: ics,
          });
          assert.equal(put.status, 201);
        }
        staff = await startStaff({ engine: engine.name, formsChallenge: false });
        await staff.addAccount('jane@crestlineadvisory.com', 'advisor');
        jane = await staff.signIn('jane@crestlineadvisory.com');
      });
      after(async () => {
        await staff?.dispose();
        await dav?.dispose();
      });

      test('settings are checked against the server before they are saved; the password is never answered', async () => {
        const wrong = await staff.call('PUT', '/staff/api/caldav', {
          as: jane,
          body: { url: calendarUrl, username: dav.username, password: 'not-the-password' },
        });
        assert.equal(wrong.statusCode, 400);
        assert.match(wrong.json().fields.url, /could not be reached.*401/);
        assert.equal((await staff.call('GET', '/staff/api/caldav', { as: jane })).json().configured, false);
        const right = await staff.call('PUT', '/staff/api/caldav', {
          as: jane,
          body: { url: calendarUrl, username: dav.username, password: dav.password },
        });
        assert.equal(right.statusCode, 200, right.body);
        assert.deepEqual(Object.keys(right.json()).sort(), [
          'configured',
          'lastError',
          'lastSyncedAt',
          'url',
          'username',
        ]);
        assert.ok(!right.body.includes(dav.password));
        const stored = await staff.storage.db.selectFrom('caldav_accounts').selectAll().executeTakeFirstOrThrow();
        assert.ok(!stored.password_encrypted.includes(dav.password), 'encrypted at rest');
      });

      test('busy times in the calendar, single and recurring, are not offered', async () => {
        const { slots } = (await staff.app.inject({ method: 'GET', url: '/api/booking/slots' })).json();
        const starts = new Set(slots.map((slot) => slot.start));
        assert.ok(starts.has(TUESDAY_930), '9:30 is free (the positive control)');
        assert.ok(!starts.has(TUESDAY_10) && !starts.has(TUESDAY_1030), 'the dentist');
        assert.ok(starts.has(TUESDAY_11), 'free again at 11:00');
        assert.ok(!starts.has(WEDNESDAY_1), 'the weekly call, expanded');
        const refused = await book(TUESDAY_10, 'dana@whitfield-builders.com');
        assert.equal(refused.statusCode, 409);
      });

      test('a booking is written to the calendar; with the server down it is still made, and written once it is back', async () => {
        const first = await book(TUESDAY_11, 'dana@whitfield-builders.com');
        assert.equal(first.statusCode, 201, first.body);
        const id = first.json().meeting.id;
        await until(async () => (await eventOf(id)).status === 200, 'the meeting in the calendar');
        assert.match((await eventOf(id)).text, new RegExp(`UID:${id}@crestlineadvisory\\.com`));

        const cancelled = await staff.call('PATCH', `/staff/api/meetings/${id}`, {
          as: jane,
          body: { status: 'cancelled' },
        });
        assert.equal(cancelled.statusCode, 200);
        await until(async () => (await eventOf(id)).status === 404, 'the cancelled meeting removed from the calendar');

        await dav.stop();
        const whileDown = await book('2026-11-24T18:00:00.000Z', 'ops@harbor-freight-lines.com');
        assert.equal(whileDown.statusCode, 201, 'a calendar server that is down loses no booking');
        const downId = whileDown.json().meeting.id;
        await until(
          async () => (await calendarWrites(downId)).some((row) => Number(row.attempts) > 0),
          'a failed write',
        );
        const [pending] = await calendarWrites(downId);
        // Claimed again (the worker's own clock): read it once it has let go.
        assert.equal(pending.status, 'pending', 'kept to retry');
        assert.ok(pending.last_error);
        assert.ok((await staff.call('GET', '/staff/api/caldav', { as: jane })).json().lastError);

        await dav.restart();
        // To when the retry is due (the worker's delays are on the real clock, the test's clock is its own).
        staff.advance(Math.max(HOUR, Number(pending.next_attempt_at) - staff.now() + 1000));
        staff.app.mail.wake();
        await until(async () => (await eventOf(downId)).status === 200, 'the retried write');
        assert.equal((await calendarWrites(downId))[0].status, 'sent');
        const { lead_id: leadId } = await staff.storage.db
          .selectFrom('meetings')
          .select('lead_id')
          .where('id', '=', downId)
          .executeTakeFirstOrThrow();
        // A day and more has passed on the test's clock: a new session.
        const again = await staff.signIn('jane@crestlineadvisory.com');
        const listed = await staff.call('GET', `/staff/api/meetings?when=all&leadId=${leadId}`, { as: again });
        assert.equal(listed.json().meetings[0].calendarSynced, true);
      });
    },
  );
}
