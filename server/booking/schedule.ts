// What slot computation needs, read from the database: every enabled account's availability (saved,
// or the defaults), the firm's holidays, the booked meetings' time, and busy times from advisors'
// own calendars (CalDAV); and the slots that follows from them.
import { BOOKING_DAYS, BOOKING_MIN_NOTICE_MINUTES } from '../../src/contracts/booking-api';
import type { Industry } from '../../src/core/types';
import type { Role } from '../../src/contracts/staff-fields';
import { enabledAccountsAvailability, listHolidays } from '../repositories/booking-availability';
import { bookedSpans } from '../repositories/meetings';
import type { Storage } from '../storage';
import { effectiveAvailability } from './availability';
import { type AdvisorSchedule, type AdvisorSlot, freeSlotsByStart, type SlotWindow, type Span } from './slots';

/** Busy times from advisors' own calendars, by advisor (none without CalDAV settings). */
export type CalendarBusy = (advisorIds: readonly string[], window: Span) => Promise<Map<string, Span[]>>;

export const noCalendarBusy: CalendarBusy = async () => new Map();

export interface ScheduleDeps {
  storage: Pick<Storage, 'db' | 'now'>;
  firmTimeZone: string;
  calendarBusy: CalendarBusy;
}

/** An account that may be offered, as assignment sees it. */
export interface Bookable {
  id: string;
  name: string;
  email: string;
  role: Role;
  industries: readonly Industry[];
}

export interface Schedules {
  window: SlotWindow;
  schedules: AdvisorSchedule[];
  /** Every enabled account taking bookings, by id. */
  bookable: Map<string, Bookable>;
}

const DAY_MS = 24 * 60 * 60_000;

/** The schedules of the enabled accounts that take bookings (only `advisorId`'s when given). */
export async function loadSchedules(
  deps: ScheduleDeps,
  { advisorId }: { advisorId?: string } = {},
): Promise<Schedules> {
  const { db, now } = deps.storage;
  const at = now();
  const window: SlotWindow = {
    firmTimeZone: deps.firmTimeZone,
    earliest: at + BOOKING_MIN_NOTICE_MINUTES * 60_000,
    days: BOOKING_DAYS,
    today: at,
    holidays: new Set((await listHolidays(db)).map((holiday) => holiday.date)),
  };
  const accounts = (await enabledAccountsAvailability(db))
    .filter((account) => advisorId === undefined || account.id === advisorId)
    .map((account) => ({ ...account, availability: effectiveAvailability(account.role, account.saved) }))
    .filter((account) => account.availability.takesBookings);
  // Two days either side of the fortnight: whatever zone the firm is in, its days are inside.
  const span = { start: at - 2 * DAY_MS, end: at + (BOOKING_DAYS + 2) * DAY_MS };
  const booked = await bookedSpans(db, { from: span.start, to: span.end });
  const calendars = await deps.calendarBusy(
    accounts.map((account) => account.id),
    span,
  );
  const schedules = accounts.map((account) => ({
    id: account.id,
    availability: account.availability,
    busy: [...booked.filter((meeting) => meeting.advisorId === account.id), ...(calendars.get(account.id) ?? [])],
  }));
  const bookable = new Map(
    accounts.map((account) => [
      account.id,
      {
        id: account.id,
        name: account.name,
        email: account.email,
        role: account.role,
        industries: account.availability.industries,
      },
    ]),
  );
  return { window, schedules, bookable };
}

/** The free slots by start. */
export const freeSlots = ({ window, schedules }: Schedules): Map<number, AdvisorSlot[]> =>
  freeSlotsByStart(schedules, window);
