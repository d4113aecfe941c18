// The rate_limits table: one request counter per key (a client address), in a window that starts with
// the key's first request, shared by every server on the database.
import { type Kysely, sql } from 'kysely';
import type { Tables } from '../db/schema';

export interface RateCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/** Counts one request for `key` in a window of `windowMs`: one atomic statement, whichever server asks. */
export async function countRequest(db: Kysely<Tables>, key: string, windowMs: number, at: number): Promise<RateCount> {
  // A window starts with the first request after the last one ended.
  const expired = sql<boolean>`rate_limits.reset_at <= ${at}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: at + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
        reset_at: sql`CASE WHEN ${expired} THEN ${at + windowMs} ELSE rate_limits.reset_at END`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_at) - at) };
}

/** Deletes the windows that have ended. */
export async function deleteEndedWindows(db: Kysely<Tables>, at: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', at).execute();
}

/** Whether `key`'s window is still open at `at` (a mark set with openWindowUntil). */
export async function isWindowOpen(db: Kysely<Tables>, key: string, at: number): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limits')
    .select('reset_at')
    .where('key', '=', key)
    .where('reset_at', '>', at)
    .executeTakeFirst();
  return row !== undefined;
}

/** Opens (or extends) `key`'s window until `until`: a mark every server sees. */
export async function openWindowUntil(db: Kysely<Tables>, key: string, until: number): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: until })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ reset_at: until }))
    .execute();
}
