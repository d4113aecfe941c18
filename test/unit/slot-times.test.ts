// How the picker words and groups slots: in the zone it is given, with the zone named, across
// midnight and a daylight-saving change.
import { describe, expect, it } from 'vitest';
import { dayLabel, slotLabel, slotsByDay, timeZoneName } from '../../src/core/slot-times';

const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });

describe('slot times', () => {
  it('reads a slot whole, as a screen reader says it', () => {
    expect(slotLabel('2026-12-01T09:30:00Z', 'Europe/Berlin')).toBe(
      'Tuesday 1 December, 10:30 AM Central European Time',
    );
    expect(slotLabel('2026-12-01T14:00:00Z', 'America/Chicago')).toBe('Tuesday 1 December, 8:00 AM Central Time');
    expect(dayLabel('2026-12-01T14:00:00Z', 'America/Chicago', 'short')).toBe('Tue 1 Dec');
  });

  it('names the zone generically, whichever side of a daylight-saving change', () => {
    expect(timeZoneName('America/Chicago', new Date('2026-07-01T12:00:00Z'))).toBe('Central Time');
    expect(timeZoneName('America/Chicago', new Date('2026-12-01T12:00:00Z'))).toBe('Central Time');
  });

  it('groups by the day in the zone, not in UTC: the same instants fall on other days elsewhere', () => {
    const slots = [slot('2026-12-01T23:30:00Z'), slot('2026-12-01T09:30:00Z'), slot('2026-12-02T00:30:00Z')];
    expect(slotsByDay(slots, 'UTC').map((day) => [day.key, day.slots.length])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
    ]);
    expect(slotsByDay(slots, 'Asia/Tokyo').map((day) => [day.key, day.slots.map((s) => s.start)])).toEqual([
      ['2026-12-01', ['2026-12-01T09:30:00Z']],
      ['2026-12-02', ['2026-12-01T23:30:00Z', '2026-12-02T00:30:00Z']],
    ]);
    // 23:30 and 00:30 UTC are 5:30 and 6:30 PM in Chicago, the same Tuesday.
    expect(slotsByDay(slots, 'America/Chicago').map((day) => day.label)).toEqual(['Tuesday 1 December']);
  });

  it('keeps the wall-clock time across the change: 9:00 in Chicago is 14:00 UTC before it, 15:00 after', () => {
    expect(slotLabel('2026-10-30T14:00:00Z', 'America/Chicago')).toBe('Friday 30 October, 9:00 AM Central Time');
    expect(slotLabel('2026-11-02T15:00:00Z', 'America/Chicago')).toBe('Monday 2 November, 9:00 AM Central Time');
  });
});
