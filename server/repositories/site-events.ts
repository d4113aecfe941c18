// The site_events table: the raw events of the site's beacons, kept RAW_EVENT_DAYS days, then only
// as event_days' daily counts. No address or user agent is stored: `visitor` is the day's salted hash.
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Tables } from '../db/schema';
import type { EventDaysTable, SiteEventsTable } from '../db/insights-schema';

/** Stores the events once each: an id already there (a beacon sent twice) is skipped. */
export async function insertEvents(db: Kysely<Tables>, rows: readonly Insertable<SiteEventsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('site_events')
    .values([...rows])
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * The raw events of the days from `from` to `to` (inclusive), counted as event_days holds them: per
 * group, its events and the visitors whose first page view of their day was in it.
 */
export async function countEvents(db: Kysely<Tables>, from: string, to: string): Promise<EventDaysTable[]> {
  const firsts = db
    .selectFrom('site_events')
    .select((eb) => eb.fn.min('seq').as('first_seq'))
    .where('kind', '=', 'pageview')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['day', 'visitor']);
  const rows = await db
    .selectFrom('site_events as e')
    .leftJoin(firsts.as('f'), 'f.first_seq', 'e.seq')
    .select([
      'e.day',
      'e.kind',
      'e.page',
      'e.host',
      'e.run',
      'e.variant',
      sql<number>`count(*)`.as('events'),
      sql<number>`count(f.first_seq)`.as('visitors'),
    ])
    .where('e.day', '>=', from)
    .where('e.day', '<=', to)
    .groupBy(['e.day', 'e.kind', 'e.page', 'e.host', 'e.run', 'e.variant'])
    .execute();
  return rows.map((row) => ({ ...row, events: Number(row.events), visitors: Number(row.visitors) }));
}

/** The days with raw events before `day`, oldest first. */
export async function eventDaysBefore(db: Kysely<Tables>, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('site_events')
    .select('day')
    .distinct()
    .where('day', '<', day)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

/** Deletes the raw events of the days before `day`. */
export async function deleteEventsBefore(db: Kysely<Tables>, day: string): Promise<number> {
  const result = await db.deleteFrom('site_events').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The assignments of an experiment run per variant, over the raw events of the days after `after` (all when null). */
export async function rawAssignmentsOf(
  db: Kysely<Tables>,
  run: string,
  after: string | null,
): Promise<{ variant: string; count: number }[]> {
  let query = db
    .selectFrom('site_events')
    .select(['variant', sql<number>`count(*)`.as('count')])
    .where('kind', '=', 'assign')
    .where('run', '=', run);
  if (after) query = query.where('day', '>', after);
  const rows = await query.groupBy('variant').execute();
  return rows.map((row) => ({ variant: row.variant, count: Number(row.count) }));
}
