// The event_days table: the daily counts of site_events, grouped by kind, page, host, run and variant. Written by the rollup (insights/rollup.ts), read by the Insights page.
import { type Kysely, sql } from 'kysely';
import type { Tables } from '../db/schema';
import type { EventDaysTable } from '../db/insights-schema';

/** Replaces a day's counts (a rollup run again writes the same rows). */
export async function replaceDay(trx: Kysely<Tables>, day: string, rows: readonly EventDaysTable[]): Promise<void> {
  await trx.deleteFrom('event_days').where('day', '=', day).execute();
  // In slices: PostgreSQL takes at most 65,535 parameters a statement.
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('event_days')
      .values(rows.slice(start, start + 500))
      .execute();
}

/** The counts of the days from `from` to `to` (inclusive). */
export async function dayCounts(db: Kysely<Tables>, from: string, to: string): Promise<EventDaysTable[]> {
  const rows = await db.selectFrom('event_days').selectAll().where('day', '>=', from).where('day', '<=', to).execute();
  return rows.map((row) => ({ ...row, events: Number(row.events), visitors: Number(row.visitors) }));
}

/** What the Insights page breaks the counts down by. */
export type Dimension = 'day' | 'page' | 'host' | 'variant';

/** The events and first-visit counts per kind and `dimension` over the days from `from` to `to`. */
export async function sumBy(
  db: Kysely<Tables>,
  dimension: Dimension,
  from: string,
  to: string,
): Promise<{ key: string; kind: string; events: number; visitors: number }[]> {
  const rows = await db
    .selectFrom('event_days')
    .select([
      `${dimension} as key`,
      'kind',
      sql<number>`sum(events)`.as('events'),
      sql<number>`sum(visitors)`.as('visitors'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy([dimension, 'kind'])
    .execute();
  return rows.map((row) => ({ ...row, events: Number(row.events), visitors: Number(row.visitors) }));
}

/** The assignments of an experiment run per variant, over the rolled-up days. */
export async function assignmentsOf(db: Kysely<Tables>, run: string): Promise<{ variant: string; count: number }[]> {
  const rows = await db
    .selectFrom('event_days')
    .select(['variant', sql<number>`sum(events)`.as('count')])
    .where('kind', '=', 'assign')
    .where('run', '=', run)
    .groupBy('variant')
    .execute();
  return rows.map((row) => ({ variant: row.variant, count: Number(row.count) }));
}

/** Deletes the counts of the days before `day` (the retention period). */
export async function deleteDaysBefore(db: Kysely<Tables>, day: string): Promise<void> {
  await db.deleteFrom('event_days').where('day', '<', day).execute();
}
