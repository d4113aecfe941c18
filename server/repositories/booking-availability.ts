// The booking_availability and booking_holidays tables: each advisor's saved hours (none saved: the
// defaults of server/booking/availability.ts), and the firm's holidays.
import type { Kysely } from 'kysely';
import type { Availability, Holiday } from '../../src/contracts/booking-api';
import type { Role } from '../../src/contracts/staff-fields';
import type { Tables } from '../db/schema';

/** An enabled account with what it saved of its availability (null: nothing yet). */
export interface AccountAvailabilityRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  saved: Availability | null;
}

const toAvailability = (row: Tables['booking_availability']): Availability => ({
  takesBookings: Number(row.takes_bookings) === 1,
  weeklyHours: JSON.parse(row.weekly_hours) as Availability['weeklyHours'],
  meetingMinutes: Number(row.meeting_minutes),
  bufferMinutes: Number(row.buffer_minutes),
  daysOff: JSON.parse(row.days_off) as string[],
  industries: JSON.parse(row.industries) as Availability['industries'],
});

/** What `accountId` saved, or null. */
export async function savedAvailability(db: Kysely<Tables>, accountId: string): Promise<Availability | null> {
  const row = await db
    .selectFrom('booking_availability')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? toAvailability(row) : null;
}

/** Every enabled account and its saved availability. */
export async function enabledAccountsAvailability(db: Kysely<Tables>): Promise<AccountAvailabilityRow[]> {
  const rows = await db
    .selectFrom('staff_accounts')
    .leftJoin('booking_availability', 'booking_availability.account_id', 'staff_accounts.id')
    .select(['staff_accounts.id', 'staff_accounts.name', 'staff_accounts.email', 'staff_accounts.role'])
    .select([
      'booking_availability.account_id',
      'booking_availability.takes_bookings',
      'booking_availability.weekly_hours',
      'booking_availability.meeting_minutes',
      'booking_availability.buffer_minutes',
      'booking_availability.days_off',
      'booking_availability.industries',
      'booking_availability.updated_at',
    ])
    .where('staff_accounts.disabled', '=', 0)
    .orderBy('staff_accounts.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    saved: row.account_id === null ? null : toAvailability(row as Tables['booking_availability']),
  }));
}

export async function saveAvailability(
  db: Kysely<Tables>,
  accountId: string,
  availability: Availability,
  at: string,
): Promise<void> {
  const values = {
    takes_bookings: availability.takesBookings ? 1 : 0,
    weekly_hours: JSON.stringify(availability.weeklyHours),
    meeting_minutes: availability.meetingMinutes,
    buffer_minutes: availability.bufferMinutes,
    days_off: JSON.stringify([...new Set(availability.daysOff)].sort()),
    industries: JSON.stringify([...new Set(availability.industries)]),
    updated_at: at,
  };
  await db
    .insertInto('booking_availability')
    .values({ account_id: accountId, ...values })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
    .execute();
}

export async function listHolidays(db: Kysely<Tables>): Promise<Holiday[]> {
  return db.selectFrom('booking_holidays').select(['date', 'name']).orderBy('date').execute();
}

/** Replaces the firm's holidays (one transaction: the caller's). */
export async function replaceHolidays(trx: Kysely<Tables>, holidays: readonly Holiday[]): Promise<void> {
  await trx.deleteFrom('booking_holidays').execute();
  const unique = [...new Map(holidays.map((holiday) => [holiday.date, holiday])).values()];
  if (unique.length > 0) await trx.insertInto('booking_holidays').values(unique).execute();
}
