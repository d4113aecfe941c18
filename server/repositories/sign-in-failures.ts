// The staff_sign_in_failures table: the sign-in throttle's count of attempts on each key and the
// block they earned. Each counting write is one atomic statement, so every server on the database
// counts the same attempts. The policy (which keys, how many free, how long a block) is
// server/staff/throttle.ts's; the addresses an account signs in from are known-addresses.ts's.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

/** A key's curve: `free` attempts, then each further one blocks the key for a delay that doubles up to a cap. */
export interface Curve {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key untouched for this long starts again from zero. */
  forgetAfterMs: number;
}

/** The block the n-th attempt on a key earns (the free ones earn none; the last free one starts the wait). */
export function delayAfter(attempts: number, curve: Curve): number {
  if (attempts < curve.free) return 0;
  return Math.min(curve.maxDelayMs, curve.firstDelayMs * 2 ** Math.min(attempts - curve.free, 40));
}

/** When a key's n-th attempt at `at` blocks it until: 0 for none. */
const blockedUntil = (attempts: number, curve: Curve, at: number) =>
  attempts < curve.free ? 0 : at + delayAfter(attempts, curve);

/** blockedUntil as SQL of an attempt count: one CASE branch per doubling until the cap, the same on both engines. */
function blockedUntilSql(attempts: RawBuilder<number>, curve: Curve, at: number): RawBuilder<number> {
  const from = sql`CAST(${at} AS bigint)`;
  const branches = [sql`WHEN ${attempts} < ${sql.lit(curve.free)} THEN 0`];
  for (let n = curve.free; delayAfter(n, curve) < curve.maxDelayMs; n++)
    branches.push(sql`WHEN ${attempts} = ${sql.lit(n)} THEN ${from} + ${sql.lit(delayAfter(n, curve))}`);
  return sql<number>`(CASE ${sql.join(branches, sql` `)} ELSE ${from} + ${sql.lit(curve.maxDelayMs)} END)`;
}

/**
 * Counts one attempt on `key` unless the key is blocked at `at`, in one statement: the count and the
 * block it earns are written together, so attempts sent at once each see the one before. Answers
 * true when the attempt is reserved, false when the key is blocked (nothing written then).
 */
export async function reserveAttempt(db: Db, key: string, curve: Curve, at: number): Promise<boolean> {
  const stale = sql<boolean>`staff_sign_in_failures.last_failure_at < ${at - curve.forgetAfterMs}`;
  const next = sql<number>`(CASE WHEN ${stale} THEN 1 ELSE staff_sign_in_failures.failures + 1 END)`;
  const reserved = await db
    .insertInto('staff_sign_in_failures')
    .values({ key, failures: 1, last_failure_at: at, blocked_until: blockedUntil(1, curve, at) })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          failures: next,
          last_failure_at: at,
          blocked_until: blockedUntilSql(next, curve, at),
        })
        .where('staff_sign_in_failures.blocked_until', '<=', at),
    )
    .returning('failures')
    .executeTakeFirst();
  return reserved !== undefined;
}

/** Milliseconds until `key` may try again (0 when it may now). */
export async function blockedForMs(db: Db, key: string, at: number): Promise<number> {
  const row = await db
    .selectFrom('staff_sign_in_failures')
    .select('blocked_until')
    .where('key', '=', key)
    .executeTakeFirst();
  // PostgreSQL returns bigint columns as text.
  return Math.max(0, Number(row?.blocked_until ?? 0) - at);
}

/**
 * Gives back the attempt reserved at `at`, which turned out to be right: the count drops by one, and
 * the block that attempt earned goes, unless another attempt has been reserved since (its block stays).
 */
export async function refundAttempt(db: Db, key: string, at: number): Promise<void> {
  await db
    .updateTable('staff_sign_in_failures')
    .set({
      failures: sql`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END`,
      blocked_until: sql`CASE WHEN last_failure_at = ${at} THEN 0 ELSE blocked_until END`,
    })
    .where('key', '=', key)
    .execute();
}

export async function forgetKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_failures').where('key', '=', key).execute();
}

/** Drops the counts untouched since `before` (epoch milliseconds). */
export async function forgetFailuresBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('staff_sign_in_failures').where('last_failure_at', '<', before).execute();
}
