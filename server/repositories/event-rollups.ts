// The event_rollups table: the days whose raw events are summed into event_days.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

export async function markRolledUp(trx: Kysely<Tables>, day: string, at: string): Promise<void> {
  await trx
    .insertInto('event_rollups')
    .values({ day, rolled_at: at })
    .onConflict((conflict) => conflict.column('day').doUpdateSet({ rolled_at: at }))
    .execute();
}

/** The latest day summed into event_days, or null. */
export async function lastRolledUpDay(db: Kysely<Tables>): Promise<string | null> {
  const row = await db
    .selectFrom('event_rollups')
    .select((eb) => eb.fn.max('day').as('day'))
    .executeTakeFirst();
  return row?.day ?? null;
}
