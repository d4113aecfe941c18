// The iCalendar of a meeting (RFC 5545, with RFC 5546's METHOD), made with ical-generator and the
// VTIMEZONE of its zone from timezones-ical-library: a stable UID per meeting, SEQUENCE raised at
// each change, DTSTART/DTEND in the zone with its VTIMEZONE, ORGANIZER and ATTENDEE. The same event
// goes into invites (REQUEST), cancellations (CANCEL), advisors' feeds (PUBLISH) and CalDAV.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  type ICalCalendar,
  ICalEventStatus,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { FIRM } from '../../src/core/firm';
import { wallTime } from './zoned-time';

/** What an invite says about a meeting: nothing a visitor typed but their address, as the attendee. */
export interface MeetingEvent {
  meetingId: string;
  /** ISO instants. */
  start: string;
  end: string;
  sequence: number;
  cancelled: boolean;
  /** The zone DTSTART and DTEND are written in. */
  timeZone: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendees: { email: string; name?: string }[];
  url?: string;
}

export const PRODUCT_ID = { company: FIRM.name, product: 'Consultation bookings', language: 'EN' };

/** The UID every message about one meeting shares. */
export const meetingUid = (meetingId: string): string => `${meetingId}@${FIRM.email.split('@')[1]}`;

/** The VTIMEZONE of a zone, or null when the library does not know it (the event is then in UTC). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0]?.includes('BEGIN:VTIMEZONE') ? block[0] : null;
}

/**
 * The instant as ical-generator writes a time in a zone: a Date whose local fields are the wall
 * time there (it reads getHours()). Undefined when this process's own zone skips that wall time.
 */
function wallDate(instant: number, zone: string): Date | undefined {
  const wall = wallTime(instant, zone);
  const [year, month, day] = wall.date.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day, Math.floor(wall.minutes / 60), wall.minutes % 60);
  return date.getHours() * 60 + date.getMinutes() === wall.minutes && date.getDate() === day ? date : undefined;
}

/** A calendar of events, with the VTIMEZONE of each event's zone. */
export function meetingCalendar(
  method: ICalCalendarMethod,
  events: readonly MeetingEvent[],
  name?: string,
): ICalCalendar {
  // The calendar's own zone stays unset (name ''): its generator writes each event's VTIMEZONE, and
  // DTSTAMP stays in UTC as RFC 5545 requires.
  const calendar = ical({ prodId: PRODUCT_ID, method, ...(name ? { name } : {}) });
  calendar.timezone({ name: '', generator: vtimezone });
  for (const event of events) {
    const start = Date.parse(event.start);
    const end = Date.parse(event.end);
    const zoned = vtimezone(event.timeZone)
      ? { start: wallDate(start, event.timeZone), end: wallDate(end, event.timeZone) }
      : undefined;
    const inZone =
      zoned?.start && zoned.end ? { start: zoned.start, end: zoned.end, timezone: event.timeZone } : undefined;
    calendar.createEvent({
      id: meetingUid(event.meetingId),
      sequence: event.sequence,
      ...(inZone ?? { start: new Date(start), end: new Date(end) }),
      summary: event.summary,
      description: event.description,
      organizer: event.organizer,
      attendees: event.attendees.map((attendee) => ({
        email: attendee.email,
        ...(attendee.name ? { name: attendee.name } : {}),
        role: ICalAttendeeRole.REQ,
        status: event.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
        rsvp: !event.cancelled,
      })),
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(event.url ? { url: event.url } : {}),
    });
  }
  return calendar;
}

export { ICalCalendarMethod };
