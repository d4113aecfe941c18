// The event_salts table: the day's random salt of the unique-visitor hash. Yesterday's is deleted
// as soon as today's is made, so no hash can be recomputed, nor linked to another day's.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/** The salt of `day`, made by whichever server asks first (one row per day: every server hashes alike). */
export async function saltOf(db: Kysely<Tables>, day: string): Promise<string> {
  await db
    .insertInto('event_salts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  await db.deleteFrom('event_salts').where('day', '<', day).execute();
  const row = await db.selectFrom('event_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}
