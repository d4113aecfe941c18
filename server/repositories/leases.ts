// The leases table: background work any server may do, done by one at a time. A claim is one atomic
// upsert that only takes over an expired lease, so of any number of servers exactly one gets it.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/** Claims the work named `name` for `holder` until `at + ttlMs`: true for exactly one caller, across every server. */
export async function tryLease(
  db: Kysely<Tables>,
  { name, holder, ttlMs, at }: { name: string; holder: string; ttlMs: number; at: number },
): Promise<boolean> {
  const claimed = await db
    .insertInto('leases')
    .values({ name, holder, expires_at: at + ttlMs })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expires_at: at + ttlMs })
        .where('leases.expires_at', '<=', at),
    )
    .returning('holder')
    .executeTakeFirst();
  return claimed !== undefined;
}
