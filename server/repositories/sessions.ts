// The staff_sessions table: the SHA-256 of each session cookie, its account, CSRF token and times
// (how long a session lives is server/staff/sessions.ts's).
import type { Insertable, Kysely } from 'kysely';
import type { StaffSessionsTable, Tables } from '../db/schema';

export async function insertSession(db: Kysely<Tables>, row: Insertable<StaffSessionsTable>): Promise<void> {
  await db.insertInto('staff_sessions').values(row).execute();
}

/** The session with this cookie hash, with its account, or undefined. */
export function findSession(db: Kysely<Tables>, idHash: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.account_id')
    .select(['staff_sessions.csrf_token', 'staff_sessions.created_at', 'staff_sessions.last_seen_at'])
    .select([
      'staff_accounts.id',
      'staff_accounts.email',
      'staff_accounts.name',
      'staff_accounts.role',
      'staff_accounts.disabled',
    ])
    .where('staff_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Tables>, idHash: string, at: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Kysely<Tables>, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}

/** Deletes every session of one account, or of every account; returns how many. */
export async function deleteSessions(db: Kysely<Tables>, accountId?: string): Promise<number> {
  let query = db.deleteFrom('staff_sessions');
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the sessions started at or before `at` (epoch milliseconds). */
export async function deleteSessionsStartedBy(db: Kysely<Tables>, at: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('created_at', '<=', at).execute();
}
