// The calendar_feeds and caldav_accounts tables: an advisor's private iCalendar feed (only the hash
// of its token is kept) and their CalDAV calendar's settings (the password encrypted by the caller).
import type { Kysely, Selectable } from 'kysely';
import type { CaldavAccountsTable } from '../db/booking-schema';
import type { Tables } from '../db/schema';

export type CaldavRow = Selectable<CaldavAccountsTable>;

export function feedOf(db: Kysely<Tables>, accountId: string) {
  return db.selectFrom('calendar_feeds').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** The account whose feed token hashes to `tokenHash`, if it is enabled. */
export async function accountOfFeed(db: Kysely<Tables>, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'calendar_feeds.account_id')
    .select('calendar_feeds.account_id')
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('staff_accounts.disabled', '=', 0)
    .executeTakeFirst();
  return row?.account_id;
}

/** A new feed token for the account (the old one, if any, stops working). */
export async function replaceFeed(db: Kysely<Tables>, accountId: string, tokenHash: string, at: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ account_id: accountId, token_hash: tokenHash, created_at: at })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ token_hash: tokenHash, created_at: at }))
    .execute();
}

export async function deleteFeed(db: Kysely<Tables>, accountId: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('account_id', '=', accountId).execute();
}

export function caldavOf(db: Kysely<Tables>, accountId: string): Promise<CaldavRow | undefined> {
  return db.selectFrom('caldav_accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** Whether the advisor has CalDAV settings (their meetings are written to their calendar). */
export async function hasCaldav(db: Kysely<Tables>, accountId: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('caldav_accounts')
      .select('account_id')
      .where('account_id', '=', accountId)
      .executeTakeFirst()) !== undefined
  );
}

export function caldavOfAccounts(db: Kysely<Tables>, accountIds: readonly string[]): Promise<CaldavRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('caldav_accounts').selectAll().where('account_id', 'in', accountIds).execute();
}

export async function saveCaldav(
  db: Kysely<Tables>,
  row: Pick<CaldavRow, 'account_id' | 'url' | 'username' | 'password_encrypted' | 'updated_at'>,
): Promise<void> {
  const values = { ...row, last_synced_at: null, last_error: null };
  await db
    .insertInto('caldav_accounts')
    .values(values)
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
    .execute();
}

export async function deleteCaldav(db: Kysely<Tables>, accountId: string): Promise<void> {
  await db.deleteFrom('caldav_accounts').where('account_id', '=', accountId).execute();
}

/** How the last exchange with an advisor's calendar went. */
export async function noteCaldavOutcome(
  db: Kysely<Tables>,
  accountId: string,
  outcome: { at: string; error: string | null },
): Promise<void> {
  await db
    .updateTable('caldav_accounts')
    .set(
      outcome.error === null
        ? { last_synced_at: outcome.at, last_error: null }
        : { last_error: outcome.error.slice(0, 500) },
    )
    .where('account_id', '=', accountId)
    .execute();
}
