// The staff_known_addresses table: when each account last signed in from each client (the key
// `account|client`), so the sign-in throttle never holds up an address the account signs in from
// (server/staff/throttle.ts).
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

export async function isKnownAddress(db: Db, key: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_known_addresses')
    .select('key')
    .where('key', '=', key)
    .where('last_sign_in_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function noteKnownAddress(db: Db, key: string, at: number): Promise<void> {
  await db
    .insertInto('staff_known_addresses')
    .values({ key, last_sign_in_at: at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ last_sign_in_at: at }))
    .execute();
}

/** Drops the addresses unused since `before` (epoch milliseconds). */
export async function forgetKnownAddressesBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('staff_known_addresses').where('last_sign_in_at', '<', before).execute();
}
