// Sign-in throttling, per account address and per client address, kept in the database so every
// server counts the same failures. After a few free failures each further one blocks the key for a
// delay that doubles, up to a cap: guessing becomes slow, while the real person waits at most the
// cap. A key is forgotten a day after its last failure; a success clears the account's key (the
// address key runs down on its own, so one good account does not reset an attacker's address).
import { sql } from 'kysely';
import { type StaffContext, millis } from './context';
import { FAILURES } from '../errors';

const FREE_FAILURES = { account: 5, address: 20 } as const;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** The account key is absent for a passkey sign-in, which names no account until it is verified. */
export type ThrottleKeys = { account?: string; address: string };

export const throttleKeys = (ip: string, emailKey?: string): ThrottleKeys => ({
  address: `address:${ip}`,
  ...(emailKey === undefined ? {} : { account: `account:${emailKey}` }),
});

const keysOf = (keys: ThrottleKeys) =>
  (['account', 'address'] as const).flatMap((kind) => (keys[kind] === undefined ? [] : [{ kind, key: keys[kind] }]));

/** Refuses (429, with the wait) while either key is blocked. */
export async function assertNotThrottled(ctx: StaffContext, keys: ThrottleKeys): Promise<void> {
  const waitMs = await blockedForMs(ctx, keys);
  if (waitMs > 0) throw FAILURES.throttled(Math.ceil(waitMs / 1000));
}

/** Milliseconds until either key may try again; 0 when neither is blocked. */
async function blockedForMs(ctx: StaffContext, keys: ThrottleKeys): Promise<number> {
  const rows = await ctx.db
    .selectFrom('staff_sign_in_failures')
    .select('blocked_until')
    .where(
      'key',
      'in',
      keysOf(keys).map(({ key }) => key),
    )
    .execute();
  const at = ctx.now();
  return Math.max(0, ...rows.map((row) => millis(row.blocked_until) - at));
}

/** The delay after the n-th consecutive failure of a key. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - free, 30));
}

export async function recordFailure(ctx: StaffContext, keys: ThrottleKeys): Promise<void> {
  const at = ctx.now();
  for (const { kind, key } of keysOf(keys)) {
    const stale = sql<boolean>`staff_sign_in_failures.last_failure_at < ${at - FORGET_AFTER_MS}`;
    // One atomic statement counts the failure, whichever server gets it; the block follows from the count.
    const { failures } = await ctx.db
      .insertInto('staff_sign_in_failures')
      .values({ key, failures: 1, last_failure_at: at, blocked_until: 0 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql`CASE WHEN ${stale} THEN 1 ELSE staff_sign_in_failures.failures + 1 END`,
          last_failure_at: at,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const delay = delayAfter(Number(failures), FREE_FAILURES[kind]);
    if (delay > 0)
      await ctx.db
        .updateTable('staff_sign_in_failures')
        .set({ blocked_until: at + delay })
        .where('key', '=', key)
        .execute();
  }
}

export async function clearAccountFailures(ctx: StaffContext, keys: ThrottleKeys): Promise<void> {
  if (keys.account !== undefined)
    await ctx.db.deleteFrom('staff_sign_in_failures').where('key', '=', keys.account).execute();
}

/** Keys whose last failure is past forgetting (the retention sweep). */
export async function forgetOldFailures(ctx: StaffContext): Promise<void> {
  await ctx.db
    .deleteFrom('staff_sign_in_failures')
    .where('last_failure_at', '<', ctx.now() - FORGET_AFTER_MS)
    .execute();
}
