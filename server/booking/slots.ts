// Which slots are free: each advisor's weekly hours in the firm's zone, day by day (so a week across
// a daylight-saving change has the right instants on each side), less holidays, days off, and what
// is taken (booked meetings with their buffer, busy times from their own calendar). Pure: the
// routes read the inputs from the database and the bench times it (npm run bench).
import type { Availability, Slot } from '../../src/contracts/booking-api';
import { addDays, type DateText, instantAt, minutesOf, wallTime, weekdayOf } from './zoned-time';

const MINUTE = 60_000;

/** A span of time, epoch ms, [start, end). */
export interface Span {
  start: number;
  end: number;
}

export interface AdvisorSchedule {
  id: string;
  availability: Availability;
  /** What is taken: meetings (with the buffer after each) and calendar busy times. */
  busy: readonly Span[];
}

export interface SlotWindow {
  firmTimeZone: string;
  /** Nothing starts before this (now plus the notice). */
  earliest: number;
  /** Days offered, counted in the firm's zone from the day of `today`. */
  days: number;
  /** Epoch ms: the firm's today is its date. */
  today: number;
  /** The firm's holidays (dates in its zone). */
  holidays: ReadonlySet<DateText>;
}

/** An advisor's free slot: when, and how long the claim on their time is (the meeting and its buffer). */
export interface AdvisorSlot extends Span {
  advisorId: string;
  /** End of the meeting plus the advisor's buffer: what the booking claims. */
  claimEnd: number;
}

/** Sorted, overlapping and touching spans joined. */
function merged(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

/**
 * The advisor's slots in the window, soonest first: on their grid (each span of hours from its start,
 * one meeting and its buffer after another), not on a holiday or day off, not before `earliest`, and
 * (unless `includeTaken`) not overlapping anything busy.
 */
export function advisorSlots(
  { id, availability, busy }: AdvisorSchedule,
  window: SlotWindow,
  { includeTaken = false }: { includeTaken?: boolean } = {},
): AdvisorSlot[] {
  if (!availability.takesBookings) return [];
  const length = availability.meetingMinutes;
  const step = length + availability.bufferMinutes;
  const daysOff = new Set(availability.daysOff);
  const taken = includeTaken ? [] : merged(busy);
  const firstDay = wallTime(window.today, window.firmTimeZone).date;
  const slots: AdvisorSlot[] = [];
  let next = 0; // the first taken span that may still overlap a later slot
  for (let offset = 0; offset < window.days; offset++) {
    const date = addDays(firstDay, offset);
    if (window.holidays.has(date) || daysOff.has(date)) continue;
    const ranges = [...availability.weeklyHours[weekdayOf(date)]].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    for (const range of ranges) {
      const until = minutesOf(range.to);
      for (let minute = minutesOf(range.from); minute + length <= until; minute += step) {
        const start = instantAt(date, minute, window.firmTimeZone);
        if (start === undefined || start < window.earliest) continue;
        const slot = { advisorId: id, start, end: start + length * MINUTE, claimEnd: start + step * MINUTE };
        while (next < taken.length && taken[next]!.end <= slot.start) next++;
        if (next < taken.length && taken[next]!.start < slot.claimEnd) continue;
        slots.push(slot);
      }
    }
  }
  return slots;
}

/** Every advisor's free slots, by start. */
export function freeSlotsByStart(advisors: readonly AdvisorSchedule[], window: SlotWindow): Map<number, AdvisorSlot[]> {
  const byStart = new Map<number, AdvisorSlot[]>();
  for (const advisor of advisors)
    for (const slot of advisorSlots(advisor, window)) {
      const list = byStart.get(slot.start);
      if (list) list.push(slot);
      else byStart.set(slot.start, [slot]);
    }
  return new Map([...byStart].sort(([a], [b]) => a - b));
}

/** The slots to offer: each start once, with the end of the meeting the first advisor offered there would hold. */
export function offeredSlots(byStart: ReadonlyMap<number, readonly AdvisorSlot[]>): Slot[] {
  return [...byStart.values()].map(([first]) => ({
    start: new Date(first!.start).toISOString(),
    end: new Date(first!.end).toISOString(),
  }));
}

/** The `count` offered slots nearest to `around` (either side), in time order. */
export function nearestSlots(slots: readonly Slot[], around: number, count: number): Slot[] {
  return [...slots]
    .sort((a, b) => Math.abs(Date.parse(a.start) - around) - Math.abs(Date.parse(b.start) - around))
    .slice(0, count)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
