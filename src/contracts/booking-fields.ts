// Booking a consultation (issue 21): the plain constants the slot picker, the manage-meeting page,
// the staff pages and the server share. No zod here, so the browser imports them for nothing; the
// schemas of every request and answer are booking-api.ts. The staff endpoints join STAFF_ENDPOINTS
// (staff-fields.ts), so the staff UI calls them with the same typed `call(name, …)`.
import type { Access } from './staff-fields';

/** The public routes (server/booking/public-routes.ts). Times in requests and answers are ISO 8601 UTC instants. */
export const BOOKING_ROUTES = Object.freeze({
  /** GET: is anyone taking bookings, and the firm's zone. */
  availability: '/api/booking/availability',
  /** GET ?industry=&timeZone=&ref=: the next BOOKING_DAYS days of free slots. */
  slots: '/api/booking/slots',
  /** POST: book a slot (the proof of work of GET /api/challenge, the lead field rules, the leads' rate limit). */
  book: '/api/bookings',
  /** GET ?token=: the meeting a manage link is for (read only: mail scanners fetch links). */
  manage: '/api/bookings/manage',
  /** POST { token }. */
  cancel: '/api/bookings/manage/cancel',
  /** POST { token, start }. */
  reschedule: '/api/bookings/manage/reschedule',
  /** GET /api/calendar/<token>.ics: an advisor's private feed of their meetings (text/calendar). */
  feed: '/api/calendar/',
});

/**
 * The site's page a manage link opens (?token=…): it GETs BOOKING_ROUTES.manage and offers cancel and
 * reschedule buttons that POST. Built by the front end; the server only puts the link in e-mails.
 */
export const MANAGE_MEETING_PAGE = '/manage-meeting';

/** The query parameter of /talk-to-expert (and of BOOKING_ROUTES.slots) that carries the report e-mail's signed lead reference. */
export const BOOKING_REF_PARAM = 'ref';

/** How far ahead slots are offered, counted in the firm's days from today. */
export const BOOKING_DAYS = 14;
/** Nobody may book a slot starting sooner than this (minutes from now). */
export const BOOKING_MIN_NOTICE_MINUTES = 60;
/** How many nearest free slots a refusal (slot taken, outside hours) offers. */
export const NEAREST_SLOTS = 6;

/** Slot starts and lengths are whole multiples of this (minutes): the database's claims are per quantum. */
export const SLOT_QUANTUM_MINUTES = 5;

export const MEETING_STATUSES = ['booked', 'done', 'no-show', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Monday first, as the staff availability page lists them. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A span of a day in the firm's zone, "HH:MM" 24-hour, from before to. */
export interface TimeRange {
  from: string;
  to: string;
}
export type WeeklyHours = Record<Weekday, TimeRange[]>;

/** The firm's published hours: what a new advisor takes bookings in until they change it. */
export const FIRM_HOURS: Readonly<WeeklyHours> = Object.freeze({
  monday: [{ from: '08:00', to: '17:30' }],
  tuesday: [{ from: '08:00', to: '17:30' }],
  wednesday: [{ from: '08:00', to: '17:30' }],
  thursday: [{ from: '08:00', to: '17:30' }],
  friday: [{ from: '08:00', to: '17:30' }],
  saturday: [],
  sunday: [],
});

export const DEFAULT_MEETING_MINUTES = 30;
export const MEETING_MINUTES = { min: 15, max: 120 } as const;
export const BUFFER_MINUTES = { min: 0, max: 60 } as const;
export const DEFAULT_FIRM_TIME_ZONE = 'America/Chicago';

/** Every message the booking routes give, said once. */
export const BOOKING_MESSAGES = Object.freeze({
  message: 'Tell us in a few words what you would like to discuss.',
  start: 'Choose one of the times offered.',
  startPast: 'That time has passed. Choose one of the times offered.',
  startOutsideHours: 'That time is outside the hours our advisors take bookings. Choose one of the times offered.',
  slotTaken: 'Someone has just booked that time. Please choose another: the nearest free times are listed.',
  nobodyAvailable: 'No advisor is taking bookings online right now. Please use the consultation form instead.',
  timeZone: 'A time zone name like America/Chicago.',
  linkExpired:
    'This link has expired or was already used. The e-mail about your latest change has a new one, or call us.',
  alreadyCancelled: 'This meeting was cancelled.',
  advisorNotFree: 'That advisor is not free at that time.',
  notYourMeeting: 'Only the meeting’s advisor or an administrator can change it.',
  notYourAvailability: 'You can only see and change your own availability.',
  caldavUnreachable: 'The calendar server could not be reached with these settings.',
});

/** The staff endpoints of bookings: joined to STAFF_ENDPOINTS; their schemas are booking-api.ts' BOOKING_STAFF_SCHEMAS. */
export const BOOKING_STAFF_ENDPOINTS = {
  /** :id is an account id: an advisor may only name their own (else 403), an admin anyone's. */
  availability: { method: 'GET', path: 'availability/:id', access: 'signed-in' },
  updateAvailability: { method: 'PUT', path: 'availability/:id', access: 'signed-in' },
  holidays: { method: 'GET', path: 'holidays', access: 'signed-in' },
  updateHolidays: { method: 'PUT', path: 'holidays', access: 'admin' },
  meetings: { method: 'GET', path: 'meetings', access: 'signed-in' },
  /** Status: the meeting's advisor or an admin. advisorId (reassign): admins. */
  updateMeeting: { method: 'PATCH', path: 'meetings/:id', access: 'signed-in' },
  /** Future booked meetings of disabled accounts, to reassign. */
  meetingsToReassign: { method: 'GET', path: 'meetings-to-reassign', access: 'admin' },
  /** The caller's own private iCalendar feed. */
  calendarFeed: { method: 'GET', path: 'calendar-feed', access: 'signed-in' },
  /** A new feed address; the previous one stops working. */
  createCalendarFeed: { method: 'POST', path: 'calendar-feed', access: 'signed-in' },
  revokeCalendarFeed: { method: 'DELETE', path: 'calendar-feed', access: 'signed-in' },
  /** The caller's own CalDAV settings (the password is never answered). */
  caldav: { method: 'GET', path: 'caldav', access: 'signed-in' },
  updateCaldav: { method: 'PUT', path: 'caldav', access: 'signed-in' },
  deleteCaldav: { method: 'DELETE', path: 'caldav', access: 'signed-in' },
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; access: Access }
>;
