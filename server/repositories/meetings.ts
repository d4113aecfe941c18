// The meetings and meeting_claims tables. A booked meeting holds its advisor's time as one claim row
// per SLOT_QUANTUM_MINUTES from its start to the end of its buffer; the claims' primary key
// (advisor, quantum) refuses an overlapping second booking on any number of servers, and a
// cancelled meeting gives its claims back. Every statement on either table is here.
import type { Kysely, Selectable } from 'kysely';
import { type MeetingStatus, SLOT_QUANTUM_MINUTES } from '../../src/contracts/booking-fields';
import type { MeetingsTable } from '../db/booking-schema';
import type { Tables } from '../db/schema';

export type MeetingRow = Selectable<MeetingsTable>;

const QUANTUM_MS = SLOT_QUANTUM_MINUTES * 60_000;

/** The quanta [start, end) covers: start and end are on the quantum. */
const quantaOf = (start: number, end: number) =>
  Array.from({ length: Math.ceil((end - start) / QUANTUM_MS) }, (_, index) => start + index * QUANTUM_MS);

/**
 * Claims the advisor's time [start, end) for `meetingId`: true when every quantum was free. Run it
 * first in the booking's transaction (on SQLite, the write lock is then taken before anything is
 * read) and roll the transaction back when it answers false: a quantum someone holds, or one another
 * transaction is inserting (PostgreSQL waits for it to commit), is left alone (ON CONFLICT DO NOTHING).
 */
export async function claimTime(
  trx: Kysely<Tables>,
  { advisorId, meetingId, start, end }: { advisorId: string; meetingId: string; start: number; end: number },
): Promise<boolean> {
  const quanta = quantaOf(start, end);
  const inserted = await trx
    .insertInto('meeting_claims')
    .values(quanta.map((quantum) => ({ advisor_id: advisorId, quantum_at: quantum, meeting_id: meetingId })))
    .onConflict((conflict) => conflict.columns(['advisor_id', 'quantum_at']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === quanta.length;
}

/** Gives a meeting's time back (cancelled, moved, or its advisor changed). */
export async function releaseClaims(trx: Kysely<Tables>, meetingId: string): Promise<void> {
  await trx.deleteFrom('meeting_claims').where('meeting_id', '=', meetingId).execute();
}

export async function insertMeeting(trx: Kysely<Tables>, row: MeetingRow): Promise<void> {
  await trx.insertInto('meetings').values(row).execute();
}

export function findMeeting(db: Kysely<Tables>, id: string): Promise<MeetingRow | undefined> {
  return db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateMeetingRow(
  db: Kysely<Tables>,
  id: string,
  change: Partial<Omit<MeetingRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('meetings').set(change).where('id', '=', id).execute();
}

/** The booked meetings' time (to the end of each buffer) of the advisors between from and to. */
export async function bookedSpans(
  db: Kysely<Tables>,
  { from, to }: { from: number; to: number },
): Promise<{ advisorId: string; start: number; end: number }[]> {
  const rows = await db
    .selectFrom('meetings')
    .select(['advisor_id', 'start_at', 'claim_end_at'])
    .where('status', '=', 'booked')
    .where('start_at', '<', to)
    .where('claim_end_at', '>', from)
    .execute();
  return rows.map((row) => ({ advisorId: row.advisor_id, start: Number(row.start_at), end: Number(row.claim_end_at) }));
}

/** When each advisor was last given a booking (epoch ms of the meeting's creation): round-robin's order. */
export async function lastBookedAt(db: Kysely<Tables>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('meetings')
    .select(({ fn }) => ['advisor_id', fn.max('created_at').as('last')])
    .groupBy('advisor_id')
    .execute();
  return new Map(rows.map((row) => [row.advisor_id, String(row.last)]));
}

export interface MeetingListFilter {
  advisorId?: string | undefined;
  leadId?: string | undefined;
  status?: MeetingStatus | undefined;
  when: 'upcoming' | 'past' | 'all';
  now: number;
}

function filtered(db: Kysely<Tables>, filter: MeetingListFilter) {
  let query = db.selectFrom('meetings');
  if (filter.advisorId) query = query.where('advisor_id', '=', filter.advisorId);
  if (filter.leadId) query = query.where('lead_id', '=', filter.leadId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.when === 'upcoming') query = query.where('end_at', '>', filter.now);
  if (filter.when === 'past') query = query.where('end_at', '<=', filter.now);
  return query;
}

/** A page of meetings: upcoming soonest first, others newest first. */
export function listMeetingRows(
  db: Kysely<Tables>,
  filter: MeetingListFilter,
  page: { limit: number; offset: number },
) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('start_at', filter.when === 'upcoming' ? 'asc' : 'desc')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMeetings(db: Kysely<Tables>, filter: MeetingListFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select(({ fn }) => fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Booked meetings still to come of accounts that are disabled, soonest first. */
export function orphanedMeetingRows(db: Kysely<Tables>, now: number) {
  return db
    .selectFrom('meetings')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'meetings.advisor_id')
    .selectAll('meetings')
    .where('staff_accounts.disabled', '=', 1)
    .where('meetings.status', '=', 'booked')
    .where('meetings.end_at', '>', now)
    .orderBy('meetings.start_at')
    .execute();
}

/** An advisor's meetings from `from` on (their feed): cancelled ones too, so calendars drop them. */
export function advisorMeetingRows(db: Kysely<Tables>, advisorId: string, from: number) {
  return db
    .selectFrom('meetings')
    .selectAll()
    .where('advisor_id', '=', advisorId)
    .where('end_at', '>', from)
    .orderBy('start_at')
    .execute();
}

/** Who an erasure or the retention sweep removes: a person's address, and leads. */
export interface Removed {
  key?: string | undefined;
  leads: readonly string[];
}

/** The meetings of a person (by address) or of leads, whatever their status. */
export function meetingsAbout(db: Kysely<Tables>, { key, leads }: Removed): Promise<MeetingRow[]> {
  if (key === undefined && leads.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('meetings')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(key === undefined ? [] : [eb('email_key', '=', key)]),
        ...(leads.length > 0 ? [eb('lead_id', 'in', leads)] : []),
      ]),
    )
    .execute();
}

/** Forgets the person in meetings once they are erased: the row stays (the advisor's calendar), without them. */
export async function forgetVisitor(db: Kysely<Tables>, meetingIds: readonly string[]): Promise<void> {
  if (meetingIds.length === 0) return;
  await db
    .updateTable('meetings')
    .set({ lead_id: null, visitor_email: '', email_key: '', topic: '' })
    .where('id', 'in', meetingIds)
    .execute();
}

/** Meetings booked between the days `from` and `to` (inclusive, by when they were booked), not cancelled: the Insights funnel's step (issue 22). */
export async function countBookedBetween(db: Kysely<Tables>, from: string, to: string): Promise<number> {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const row = await db
    .selectFrom('meetings')
    .select(({ fn }) => fn.countAll().as('count'))
    .where('created_at', '>=', `${from}T00:00:00.000Z`)
    .where('created_at', '<', end)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
