// Wall-clock time in an IANA time zone and the UTC instants it names, with the runtime's own zone
// database (Intl): no library, and the same rules the visitor's browser uses. A day's hours are
// turned into instants one by one, so a week that crosses a daylight-saving change gets the right
// offsets on each side; a wall time that does not exist (the hour clocks skip in spring) names none.
import { WEEKDAYS, type Weekday } from '../../src/contracts/booking-fields';

/** A calendar date in some zone, "YYYY-MM-DD". */
export type DateText = string;

interface WallTime {
  date: DateText;
  /** Minutes since the day's midnight. */
  minutes: number;
  weekday: Weekday;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `instant` (epoch ms) in `zone`, as a UTC timestamp of the same fields. */
function wallAsUtc(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at `instant`, in ms (Chicago in winter: -6 h). */
export const offsetAt = (instant: number, zone: string): number =>
  wallAsUtc(instant, zone) - Math.floor(instant / 1000) * 1000;

/** The date, minutes since midnight and weekday of `instant` in `zone`. */
export function wallTime(instant: number, zone: string): WallTime {
  const wall = new Date(wallAsUtc(instant, zone));
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    weekday: WEEKDAYS[(wall.getUTCDay() + 6) % 7]!,
  };
}

/**
 * The instant the wall clock in `zone` shows `minutes` after midnight of `date`, or undefined when
 * that wall time does not exist there (skipped by a daylight-saving change). Of a wall time that
 * happens twice (the hour repeated in autumn), the first.
 */
export function instantAt(date: DateText, minutes: number, zone: string): number | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const uniform = dayOffset(date, zone);
  if (uniform !== null) return wall - uniform;
  // The offset a few hours either side settles it: one of the two is the right one.
  const earlier = wall - offsetAt(wall - 12 * 3600_000, zone);
  const later = wall - offsetAt(wall + 12 * 3600_000, zone);
  for (const candidate of earlier <= later ? [earlier, later] : [later, earlier])
    if (wallAsUtc(candidate, zone) === wall) return candidate;
  return undefined;
}

const dayOffsets = new Map<string, number | null>();

/**
 * The zone's one offset on `date`, or null when it changes that day (a daylight-saving change):
 * most days have one, and their wall times convert without asking Intl for each.
 */
function dayOffset(date: DateText, zone: string): number | null {
  const key = `${zone} ${date}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const midnight = Date.UTC(year, month - 1, day);
    // Whatever the offset (within ±14 hours), the zone's day lies between these two instants.
    const before = offsetAt(midnight - 14 * 3600_000, zone);
    const after = offsetAt(midnight + 38 * 3600_000, zone);
    offset = before === after ? before : null;
    if (dayOffsets.size > 10_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset;
}

/** The date `days` after `date` (calendar arithmetic, no zone). */
export function addDays(date: DateText, days: number): DateText {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The weekday of a calendar date. */
export function weekdayOf(date: DateText): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
}

/** "08:30" as minutes since midnight. */
export const minutesOf = (text: string): number => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
