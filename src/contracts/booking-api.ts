// Booking a consultation (issue 21): the contract of every route, as zod schemas the server declares
// (fastify-type-provider-zod: requests checked, answers checked before they are sent) and the front
// end takes its types from. Constants and messages are booking-fields.ts.
//
// Public routes (BOOKING_ROUTES; the site's own pages and EMBED_ORIGINS may call them, as /api/leads):
// - GET  /api/booking/availability                → bookingAvailabilityResponse
// - GET  /api/booking/slots?industry=&timeZone=&ref= → slotsResponse (the next 14 days, UTC instants;
//        an unknown timeZone is replaced by the firm's and said so: timeZoneReplaced)
// - POST /api/bookings  bookingRequest            → 201 bookingResponse; 400 'invalid' (fields, e.g.
//        fields.start for a past or out-of-hours time), 400 'challenge-failed', 409 'slot-taken'
//        (slotTakenResponse: the nearest free slots; what was typed is the client's to keep), 429, 503
//        'unavailable' when nobody takes bookings (show the consultation form)
// - GET  /api/bookings/manage?token=              → managedMeetingResponse; 404 'link-expired'
// - POST /api/bookings/manage/cancel      { token }        → managedMeetingResponse (the link is spent)
// - POST /api/bookings/manage/reschedule  { token, start } → managedMeetingResponse (a new link is
//        e-mailed with the new invite); 409 'slot-taken' as above; 404 'link-expired'
// - GET  /api/calendar/<token>.ics: an advisor's private feed (text/calendar), 404 once revoked
//
// Staff routes (BOOKING_STAFF_ENDPOINTS under /staff/api/, the staff API's conventions: session,
// CSRF, 401/403/404): see BOOKING_STAFF_SCHEMAS at the end.
import { z } from 'zod';
import { INDUSTRIES } from '../core/types';
import {
  BOOKING_MESSAGES,
  BUFFER_MINUTES,
  MEETING_MINUTES,
  MEETING_STATUSES,
  SLOT_QUANTUM_MINUTES,
  WEEKDAYS,
  type Weekday,
} from './booking-fields';
import { checkLead } from './lead';

export * from './booking-fields';

const time = z.string();

/** Whether the runtime knows the IANA zone (Intl's database). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An ISO 8601 instant with its offset or Z, e.g. 2026-12-01T15:00:00.000Z. */
const instant = z
  .string({ error: BOOKING_MESSAGES.start })
  .max(40, BOOKING_MESSAGES.start)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    BOOKING_MESSAGES.start,
  )
  .transform((value) => new Date(value).toISOString());

/** A slot: when it starts and ends. */
export const slot = z.object({ start: time, end: time });
export type Slot = z.infer<typeof slot>;

// ── Public ─────────────────────────────────────────────────────────────────────────────────────

/** GET /api/booking/availability: false when no advisor takes bookings (the pages show the consultation form). */
export const bookingAvailabilityResponse = z.object({
  open: z.boolean(),
  firmTimeZone: z.string(),
  days: z.number(),
});
export type BookingAvailabilityResponse = z.infer<typeof bookingAvailabilityResponse>;

/** A query value that is text of at most 200 characters; anything else (a repeated one) is absent. */
const queryValue = z.string().max(200).optional().catch(undefined);

/**
 * GET /api/booking/slots. Nothing here is refused: an industry that is not one is ignored, an unknown
 * time zone is replaced by the firm's, a ref that does not verify is ignored (any advisor).
 */
export const slotsQuery = z.object({
  industry: z.enum(INDUSTRIES).optional().catch(undefined),
  /** The visitor's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone). */
  timeZone: queryValue,
  /** The report e-mail's signed lead reference: only that lead's assigned advisor's slots. */
  ref: queryValue,
});
export type SlotsQuery = z.input<typeof slotsQuery>;

export const slotsResponse = z.object({
  /** The zone to show the slots in: the visitor's, or the firm's when theirs was unknown. */
  timeZone: z.string(),
  /** True when the visitor's zone was absent or unknown and the firm's is used: say so on screen. */
  timeZoneReplaced: z.boolean(),
  firmTimeZone: z.string(),
  /** Oldest first, each start once; empty when nobody is free (or nobody takes bookings). */
  slots: z.array(slot),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;

/** The booking's own fields besides the lead's (name, email, company, phone, message, consent, inputs, refinements, forecastStart, page). */
const bookingOwnFields = z.object({
  start: instant,
  /** The visitor's zone, for the times in their e-mail; unknown or absent: the firm's. */
  timeZone: z.string().max(64).optional().catch(undefined),
  ref: z.string().max(400).optional().catch(undefined),
});

/**
 * POST /api/bookings: the fields of a consultation lead (lead.ts' rules and messages: name, email,
 * company and consent required, phone optional, `message` is "what to discuss" and required here),
 * with the calculator's `inputs`/`refinements`/`forecastStart` when booked from the calculator (the
 * lead carries the calculation), the slot's `start`, the visitor's `timeZone`, the report e-mail's
 * `ref`, and `altcha` (GET /api/challenge's solution, always required). Every field's problem at once.
 */
export const bookingRequest = z.unknown().transform((body, context) => {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const lead = checkLead({ ...record, kind: 'consultation' });
  const own = bookingOwnFields.safeParse(record);
  const fields: Record<string, string> = lead.ok ? {} : { ...lead.fields };
  if (!own.success) for (const issue of own.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  const message = 'message' in record ? record.message : undefined;
  if (!('message' in fields) && (typeof message !== 'string' || message.trim() === ''))
    fields.message = BOOKING_MESSAGES.message;
  for (const [field, message] of Object.entries(fields)) context.addIssue({ code: 'custom', message, path: [field] });
  if (!lead.ok || !own.success || Object.keys(fields).length > 0) return z.NEVER;
  return { lead: { ...lead.data, kind: 'consultation' as const }, ...own.data };
});
export type BookingRequest = z.output<typeof bookingRequest>;

/** The meeting as its visitor may see it: no lead, no address, only the advisor's name. */
export const publicMeeting = z.object({
  id: z.string(),
  start: time,
  end: time,
  status: z.enum(MEETING_STATUSES),
  /** The advisor's name as the staff account has it ("A Crestline advisor" when it has none). */
  advisorName: z.string(),
  /** The zone the visitor booked in (the firm's when theirs was unknown). */
  timeZone: z.string(),
});
export type PublicMeeting = z.infer<typeof publicMeeting>;

/** 201. The invite and the manage link go to the e-mail address given; nothing secret is answered. */
export const bookingResponse = z.object({ ok: z.literal(true), meeting: publicMeeting });
export type BookingResponse = z.infer<typeof bookingResponse>;

/** 409 'slot-taken' (and 400 'invalid' with fields.start outside hours): the nearest free slots to offer instead. */
export const slotTakenResponse = z.object({
  error: z.literal('slot-taken'),
  message: z.string(),
  nearest: z.array(slot),
});
export type SlotTakenResponse = z.infer<typeof slotTakenResponse>;

const token = z.string().max(400);

/** GET /api/bookings/manage?token=… (changes nothing). */
export const manageQuery = z.object({ token: token.optional().catch(undefined) });

export const managedMeetingResponse = z.object({
  meeting: publicMeeting,
  /** False once it is cancelled or over: the page shows it without buttons. */
  canChange: z.boolean(),
});
export type ManagedMeetingResponse = z.infer<typeof managedMeetingResponse>;

/** POST /api/bookings/manage/cancel. */
export const cancelRequest = z.object({ token });
export type CancelRequest = z.input<typeof cancelRequest>;

/** POST /api/bookings/manage/reschedule: the new start, one of GET slots' (with ?ref= from the page's URL if any). */
export const rescheduleRequest = z.object({ token, start: instant });
export type RescheduleRequest = z.input<typeof rescheduleRequest>;

// ── Staff ──────────────────────────────────────────────────────────────────────────────────────

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const quantum = (value: number) => value % SLOT_QUANTUM_MINUTES === 0;

const timeRange = z
  .object({
    from: z.string().regex(HHMM, 'A time like 08:00.'),
    to: z.string().regex(HHMM, 'A time like 17:30.'),
  })
  .refine((range) => minutesOf(range.from) < minutesOf(range.to), 'The end must be after the start.')
  .refine(
    (range) => quantum(minutesOf(range.from)) && quantum(minutesOf(range.to)),
    `Times must be on the ${SLOT_QUANTUM_MINUTES}-minute mark.`,
  );

const dayRanges = z
  .array(timeRange)
  .max(6, 'At most 6 spans a day.')
  .refine((ranges) => {
    const sorted = [...ranges].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    return sorted.every((range, index) => index === 0 || minutesOf(sorted[index - 1]!.to) <= minutesOf(range.from));
  }, 'The spans of a day must not overlap.');

const weeklyHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges])) as Record<Weekday, typeof dayRanges>,
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .refine((value) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'A date like 2026-12-24.');

/** An advisor's availability, in the firm's zone. */
export const availability = z.object({
  takesBookings: z.boolean(),
  weeklyHours,
  meetingMinutes: z
    .number()
    .int()
    .min(MEETING_MINUTES.min, `From ${MEETING_MINUTES.min} to ${MEETING_MINUTES.max} minutes.`)
    .max(MEETING_MINUTES.max, `From ${MEETING_MINUTES.min} to ${MEETING_MINUTES.max} minutes.`)
    .refine(quantum, `A multiple of ${SLOT_QUANTUM_MINUTES} minutes.`),
  bufferMinutes: z
    .number()
    .int()
    .min(BUFFER_MINUTES.min, `From ${BUFFER_MINUTES.min} to ${BUFFER_MINUTES.max} minutes.`)
    .max(BUFFER_MINUTES.max, `From ${BUFFER_MINUTES.min} to ${BUFFER_MINUTES.max} minutes.`)
    .refine(quantum, `A multiple of ${SLOT_QUANTUM_MINUTES} minutes.`),
  /** Dates in the firm's zone. */
  daysOff: z.array(day).max(366),
  /** Industries this advisor's practice serves; empty: none in particular. */
  industries: z.array(z.enum(INDUSTRIES)),
});
export type Availability = z.infer<typeof availability>;

/** GET availability/:id: the account's, or the defaults (FIRM_HOURS for an advisor, not taking bookings for an admin) until saved. */
export const availabilityResponse = availability.extend({
  accountId: z.string(),
  firmTimeZone: z.string(),
  /** True until the account saves its own. */
  isDefault: z.boolean(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

export const holiday = z.object({ date: day, name: z.string().trim().min(1, 'Name the holiday.').max(80) });
export type Holiday = z.infer<typeof holiday>;
/** GET holidays, and PUT holidays (admin: the whole list, replaced). */
export const holidaysBody = z.object({ holidays: z.array(holiday).max(100) });
export type HolidaysBody = z.infer<typeof holidaysBody>;

const accountRef = z.object({ id: z.string(), email: z.string(), name: z.string() });

/** A meeting as the staff area lists it, beside its lead. */
export const meeting = z.object({
  id: z.string(),
  createdAt: time,
  start: time,
  end: time,
  status: z.enum(MEETING_STATUSES),
  advisor: accountRef,
  /** The lead it belongs to (its page shows the figures, report and notes); null once erased. */
  lead: z
    .object({
      id: z.string(),
      name: z.string().nullable(),
      email: z.string(),
      company: z.string().nullable(),
      phone: z.string().nullable(),
      riskLevel: z.enum(['High', 'Medium', 'Low']).nullable(),
    })
    .nullable(),
  /** What the visitor wrote they want to discuss (plain text: render it as text). */
  topic: z.string(),
  /** The visitor's zone. */
  visitorTimeZone: z.string(),
  /** Whether it is in the advisor's CalDAV calendar (null: the advisor has no CalDAV settings). */
  calendarSynced: z.boolean().nullable(),
});
export type Meeting = z.infer<typeof meeting>;

/** GET meetings?advisor=&leadId=&when=&status=&page= (a value it does not know is ignored). */
export const meetingsQuery = z.object({
  /** An account id; absent: everyone's. */
  advisor: z.string().max(200).optional().catch(undefined),
  /** A lead's meetings (the lead page). */
  leadId: z.string().max(200).optional().catch(undefined),
  /** upcoming (default: not ended, soonest first), past (newest first) or all (newest first). */
  when: z.enum(['upcoming', 'past', 'all']).optional().catch(undefined),
  status: z.enum(MEETING_STATUSES).optional().catch(undefined),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .refine((page) => page >= 1)
    .optional()
    .catch(undefined),
});
export const meetingListResponse = z.object({
  meetings: z.array(meeting),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MeetingListResponse = z.infer<typeof meetingListResponse>;

/** Status (cancelled e-mails METHOD:CANCEL to both sides), or advisorId (admin; 409 when they are not free then). */
export const meetingUpdateRequest = z
  .object({ status: z.enum(MEETING_STATUSES).optional(), advisorId: z.string().max(200).optional() })
  .refine((change) => change.status !== undefined || change.advisorId !== undefined, 'Send a status or an advisor.');
export type MeetingUpdateRequest = z.input<typeof meetingUpdateRequest>;

/** Future booked meetings of disabled accounts, soonest first. */
export const meetingsToReassignResponse = z.object({ meetings: z.array(meeting) });

/** GET calendar-feed: whether the caller has a feed (its address is shown once, when made). */
export const calendarFeedResponse = z.object({ active: z.boolean(), createdAt: time.nullable() });
/** POST calendar-feed: the new address (webcal-ready https URL ending .ics); keep it private. */
export const createdCalendarFeedResponse = z.object({ url: z.string(), createdAt: time });

/** The caller's CalDAV settings, never the password. */
export const caldavResponse = z.object({
  configured: z.boolean(),
  /** The calendar collection's URL, e.g. https://caldav.example.com/dav/calendars/jane/work/ */
  url: z.string().nullable(),
  username: z.string().nullable(),
  lastSyncedAt: time.nullable(),
  /** The last failure talking to it, in words; null after a success. */
  lastError: z.string().nullable(),
});
export type CaldavResponse = z.infer<typeof caldavResponse>;

/** PUT caldav: checked against the server before it is saved (400 fields.url with BOOKING_MESSAGES.caldavUnreachable). */
export const caldavRequest = z.object({
  url: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'An http(s) address.'),
  username: z.string().trim().min(1, 'Enter the user name.').max(200),
  password: z.string().min(1, 'Enter the password.').max(500),
});
export type CaldavRequest = z.input<typeof caldavRequest>;

const idParams = z.object({ id: z.string() });
const none = z.undefined();

/** The schemas of BOOKING_STAFF_ENDPOINTS: joined to STAFF_SCHEMAS. */
export const BOOKING_STAFF_SCHEMAS = {
  availability: { params: idParams, response: { 200: availabilityResponse } },
  updateAvailability: { params: idParams, body: availability, response: { 200: availabilityResponse } },
  holidays: { response: { 200: holidaysBody } },
  updateHolidays: { body: holidaysBody, response: { 200: holidaysBody } },
  meetings: { querystring: meetingsQuery, response: { 200: meetingListResponse } },
  updateMeeting: { params: idParams, body: meetingUpdateRequest, response: { 200: meeting } },
  meetingsToReassign: { response: { 200: meetingsToReassignResponse } },
  calendarFeed: { response: { 200: calendarFeedResponse } },
  createCalendarFeed: { response: { 201: createdCalendarFeedResponse } },
  revokeCalendarFeed: { response: { 204: none } },
  caldav: { response: { 200: caldavResponse } },
  updateCaldav: { body: caldavRequest, response: { 200: caldavResponse } },
  deleteCaldav: { response: { 204: none } },
} as const;
