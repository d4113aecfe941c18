// Server-side sessions: the cookie holds a random id, the database its SHA-256, the account and the
// session's CSRF token. A session ends after 30 minutes without a request, 12 hours after sign-in,
// at sign-out, when the account is disabled or its password changes.
import type { Account } from '../../src/contracts/staff-api';
import type { ClientFacts } from './audit';
import { digest, newSecret } from '../secrets';
import { type StaffContext, millis } from './context';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: one write a minute, not one per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Session {
  idHash: string;
  account: Account;
  csrfToken: string;
}

/** A new session (a new id at every sign-in): the cookie's value and the CSRF token. */
export async function createSession(
  ctx: StaffContext,
  accountId: string,
  client: ClientFacts,
): Promise<{ token: string; csrfToken: string }> {
  const token = newSecret();
  const csrfToken = newSecret();
  const at = ctx.now();
  await ctx.db
    .insertInto('staff_sessions')
    .values({
      id_hash: digest(token),
      account_id: accountId,
      csrf_token: csrfToken,
      created_at: at,
      last_seen_at: at,
      ip: client.ip,
      user_agent: client.userAgent,
    })
    .execute();
  return { token, csrfToken };
}

/** The live session the cookie names, or null (unknown, timed out, or the account is disabled). */
export async function readSession(ctx: StaffContext, token: string): Promise<Session | null> {
  const idHash = digest(token);
  const row = await ctx.db
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
  if (!row) return null;
  const at = ctx.now();
  const lastSeen = millis(row.last_seen_at);
  if (
    Number(row.disabled) === 1 ||
    at - lastSeen >= IDLE_TIMEOUT_MS ||
    at - millis(row.created_at) >= ABSOLUTE_TIMEOUT_MS
  ) {
    await ctx.db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (at - lastSeen >= TOUCH_EVERY_MS)
    await ctx.db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
  return {
    idHash,
    csrfToken: row.csrf_token,
    account: { id: row.id, email: row.email, name: row.name, role: row.role },
  };
}

export async function endSession(ctx: StaffContext, idHash: string): Promise<void> {
  await ctx.db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of one account, or of every account; returns how many. */
export async function endSessions(ctx: StaffContext, accountId?: string): Promise<number> {
  let query = ctx.db.deleteFrom('staff_sessions');
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the sessions past their absolute timeout (idle ones end when next read). */
export async function deleteTimedOutSessions(ctx: StaffContext): Promise<void> {
  await ctx.db
    .deleteFrom('staff_sessions')
    .where('created_at', '<=', ctx.now() - ABSOLUTE_TIMEOUT_MS)
    .execute();
}
