// Slots in the firm's zone across daylight-saving changes (server/booking/slots.ts, zoned-time.ts):
// the same wall-clock hours give instants an hour apart on each side of a change, a skipped wall time
// names no instant, a repeated one the first, and what is taken (with its buffer) is left out.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FIRM_HOURS } from '../../src/contracts/booking-fields.ts';
import { advisorSlots } from '../../server/booking/slots.ts';
import { instantAt, wallTime } from '../../server/booking/zoned-time.ts';

const ZONE = 'America/Chicago';
const availability = (changes = {}) => ({
  takesBookings: true,
  weeklyHours: structuredClone(FIRM_HOURS),
  meetingMinutes: 30,
  bufferMinutes: 0,
  daysOff: [],
  industries: [],
  ...changes,
});
const window = (today, changes = {}) => ({
  firmTimeZone: ZONE,
  earliest: Date.parse(today),
  days: 14,
  today: Date.parse(today),
  holidays: new Set(),
  ...changes,
});
const startsOn = (slots, date) =>
  slots.filter((slot) => wallTime(slot.start, ZONE).date === date).map((slot) => new Date(slot.start).toISOString());

describe('slots across daylight-saving changes in America/Chicago', () => {
  test('the week of 1 November 2026: 8:00 is 13:00Z on Friday (CDT) and 14:00Z on Monday (CST)', () => {
    const slots = advisorSlots({ id: 'jane', availability: availability(), busy: [] }, window('2026-10-29T05:00:00Z'));
    const friday = startsOn(slots, '2026-10-30');
    const monday = startsOn(slots, '2026-11-02');
    assert.equal(friday[0], '2026-10-30T13:00:00.000Z');
    assert.equal(friday.at(-1), '2026-10-30T22:00:00.000Z', '17:00 CDT');
    assert.equal(monday[0], '2026-11-02T14:00:00.000Z');
    assert.equal(monday.at(-1), '2026-11-02T23:00:00.000Z', '17:00 CST');
    assert.equal(friday.length, 19);
    assert.equal(monday.length, 19);
    assert.deepEqual(startsOn(slots, '2026-10-31'), [], 'no Saturday');
    assert.deepEqual(startsOn(slots, '2026-11-01'), [], 'no Sunday, the day of the change');
  });

  test('the week of 14 March 2027 springs forward: 8:00 is 14:00Z on Friday and 13:00Z on Monday', () => {
    const slots = advisorSlots({ id: 'jane', availability: availability(), busy: [] }, window('2027-03-11T06:00:00Z'));
    assert.equal(startsOn(slots, '2027-03-12')[0], '2027-03-12T14:00:00.000Z');
    assert.equal(startsOn(slots, '2027-03-15')[0], '2027-03-15T13:00:00.000Z');
  });

  test('hours across the change itself: the skipped 2:00-3:00 offers nothing, the repeated 1:00-2:00 once', () => {
    assert.equal(instantAt('2027-03-14', 2 * 60 + 30, ZONE), undefined, '2:30 does not exist that night');
    assert.equal(
      new Date(instantAt('2026-11-01', 90, ZONE)).toISOString(),
      '2026-11-01T06:30:00.000Z',
      'the first 1:30 (CDT)',
    );
    const night = availability({
      weeklyHours: { ...structuredClone(FIRM_HOURS), sunday: [{ from: '01:00', to: '04:00' }] },
    });
    const spring = startsOn(
      advisorSlots({ id: 'owl', availability: night, busy: [] }, window('2027-03-13T12:00:00Z')),
      '2027-03-14',
    );
    assert.deepEqual(
      spring,
      ['2027-03-14T07:00:00.000Z', '2027-03-14T07:30:00.000Z', '2027-03-14T08:00:00.000Z', '2027-03-14T08:30:00.000Z'],
      '1:00, 1:30, then 3:00 and 3:30 CDT',
    );
  });

  test('taken time, its buffer, days off and holidays are left out; the earliest start is kept', () => {
    const busy = [{ start: Date.parse('2026-11-23T15:00:00Z'), end: Date.parse('2026-11-23T15:40:00Z') }];
    const withBuffer = availability({ bufferMinutes: 10, daysOff: ['2026-11-24'] });
    const slots = advisorSlots(
      { id: 'jane', availability: withBuffer, busy },
      window('2026-11-23T14:30:00Z', { holidays: new Set(['2026-11-26']) }),
    );
    const monday = startsOn(slots, '2026-11-23');
    // 40-minute steps from 8:00: 8:00 is before the earliest start, 8:40 and 9:20 overlap 9:00-9:40 (its claim reaches 10:00 and 9:20's).
    assert.equal(monday[0], '2026-11-23T16:00:00.000Z', '10:00, the first start whose meeting and buffer are free');
    assert.ok(!monday.includes('2026-11-23T14:00:00.000Z'), 'before the earliest start');
    assert.deepEqual(startsOn(slots, '2026-11-24'), [], 'a day off');
    assert.deepEqual(startsOn(slots, '2026-11-26'), [], 'a holiday');
    assert.equal(startsOn(slots, '2026-11-25').length, 14, '8:00 to 16:40 every 40 minutes');
  });
});
