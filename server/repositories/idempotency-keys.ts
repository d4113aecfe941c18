// The idempotency_keys table: each client Idempotency-Key, the route and body it came with, and the
// record it made. A key is claimed with one INSERT … ON CONFLICT (never read-then-write), so two
// requests with one key, on one server or two, make one record.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/**
 * How long an Idempotency-Key is remembered. A client retries within seconds (ours, within one page
 * session); a day covers any retry and keeps the table from growing without end.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Claims `key` for a request to `route` with the body `fingerprint`: true when this request is the
 * first (or the key had expired, and is taken over), false when the key is live; then `seen` tells
 * what it was used for. Run it in the transaction that writes the record.
 */
export async function claimKey(
  trx: Kysely<Tables>,
  { key, route, fingerprint, at }: { key: string; route: string; fingerprint: string; at: number },
): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ key, route, fingerprint, record_id: '', created_at: iso(at) })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ route, fingerprint, record_id: '', created_at: iso(at) })
        .where('idempotency_keys.created_at', '<', iso(at - IDEMPOTENCY_KEY_TTL_MS)),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** What a live key was used for: its route, body fingerprint and record. */
export function seenKey(trx: Kysely<Tables>, key: string) {
  return trx
    .selectFrom('idempotency_keys')
    .select(['route', 'fingerprint', 'record_id'])
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

/** What a key still live at `at` was used for, or undefined: a replay is answered before anything is checked again. */
export function liveKey(db: Kysely<Tables>, key: string, at: number) {
  return db
    .selectFrom('idempotency_keys')
    .select(['route', 'fingerprint', 'record_id'])
    .where('key', '=', key)
    .where('created_at', '>=', iso(at - IDEMPOTENCY_KEY_TTL_MS))
    .executeTakeFirst();
}

/** Records the id of the record a claimed key made. */
export async function setRecord(trx: Kysely<Tables>, key: string, recordId: string): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ record_id: recordId }).where('key', '=', key).execute();
}

/** Deletes the keys older than the TTL. */
export async function deleteExpiredKeys(db: Kysely<Tables>, at: number): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', iso(at - IDEMPOTENCY_KEY_TTL_MS))
    .execute();
}
