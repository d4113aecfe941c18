/**
 * Meeting slots as a visitor reads them: grouped by day and worded in a time zone (the visitor's, or
 * the firm's when the server does not know the visitor's), with the zone named. Pure Intl, no DOM.
 */

/** A free slot as the server lists it: its start and end, ISO 8601 instants. */
export interface SlotTime {
  start: string;
  end: string;
}

export interface DaySlots {
  /** The day in the time zone, YYYY-MM-DD: a stable key. */
  key: string;
  /** "Tuesday 1 December". */
  label: string;
  /** "Tue 1 Dec", for the day chooser's buttons. */
  short: string;
  slots: SlotTime[];
}

/** The browser's own IANA time zone, or undefined where the browser does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, format);
  }
  return format;
}

function parts(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  return Object.fromEntries(
    formatter(timeZone, options)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
}

/** "Central European Time", "Central Time": the zone's generic long name (its offset where Intl has none). */
export function timeZoneName(timeZone: string, at: Date = new Date()): string {
  return parts(at, timeZone, { timeZoneName: 'longGeneric' }).timeZoneName ?? timeZone;
}

/** "10:30 AM" in the zone. */
export const timeOfDay = (iso: string, timeZone: string): string =>
  formatter(timeZone, { hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));

/** "Tuesday 1 December" (or "Tue 1 Dec" short) in the zone. */
export function dayLabel(iso: string, timeZone: string, style: 'long' | 'short' = 'long'): string {
  const { weekday, day, month } = parts(new Date(iso), timeZone, { weekday: style, day: 'numeric', month: style });
  return `${weekday} ${day} ${month}`;
}

/** "Tuesday 1 December, 10:30 AM Central European Time": what a screen reader says of a slot. */
export const slotLabel = (iso: string, timeZone: string): string =>
  `${dayLabel(iso, timeZone)}, ${timeOfDay(iso, timeZone)} ${timeZoneName(timeZone, new Date(iso))}`;

/** The day of an instant in the zone, YYYY-MM-DD. */
function dayKey(iso: string, timeZone: string): string {
  const { year, month, day } = parts(new Date(iso), timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${year}-${month}-${day}`;
}

/** The slots by day in the zone, days and slots in time order. */
export function slotsByDay(slots: readonly SlotTime[], timeZone: string): DaySlots[] {
  const days = new Map<string, DaySlots>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const key = dayKey(slot.start, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel(slot.start, timeZone), short: dayLabel(slot.start, timeZone, 'short'), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}
