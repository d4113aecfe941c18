// Server-side sessions: the cookie holds a random id, the database its SHA-256, the account and the
// session's CSRF token. A session ends after 30 minutes without a request, 12 hours after sign-in,
// at sign-out, when the account is disabled or its password changes.
import type { Account } from '../../src/contracts/staff-api';
import type { ClientFacts } from './audit';
import {
  deleteSession,
  deleteSessions,
  deleteSessionsStartedBy,
  findSession,
  insertSession,
  touchSession,
} from '../repositories/sessions';
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
  await insertSession(ctx.db, {
    id_hash: digest(token),
    account_id: accountId,
    csrf_token: csrfToken,
    created_at: at,
    last_seen_at: at,
    ip: client.ip,
    user_agent: client.userAgent,
  });
  return { token, csrfToken };
}

/** The live session the cookie names, or null (unknown, timed out, or the account is disabled). */
export async function readSession(ctx: StaffContext, token: string): Promise<Session | null> {
  const idHash = digest(token);
  const row = await findSession(ctx.db, idHash);
  if (!row) return null;
  const at = ctx.now();
  const lastSeen = millis(row.last_seen_at);
  if (
    Number(row.disabled) === 1 ||
    at - lastSeen >= IDLE_TIMEOUT_MS ||
    at - millis(row.created_at) >= ABSOLUTE_TIMEOUT_MS
  ) {
    await deleteSession(ctx.db, idHash);
    return null;
  }
  if (at - lastSeen >= TOUCH_EVERY_MS) await touchSession(ctx.db, idHash, at);
  return {
    idHash,
    csrfToken: row.csrf_token,
    account: { id: row.id, email: row.email, name: row.name, role: row.role },
  };
}

export const endSession = (ctx: StaffContext, idHash: string): Promise<void> => deleteSession(ctx.db, idHash);

/** Ends every session of one account, or of every account; returns how many. */
export const endSessions = (ctx: StaffContext, accountId?: string): Promise<number> =>
  deleteSessions(ctx.db, accountId);

/** Deletes the sessions past their absolute timeout (idle ones end when next read). */
export const deleteTimedOutSessions = (ctx: StaffContext): Promise<void> =>
  deleteSessionsStartedBy(ctx.db, ctx.now() - ABSOLUTE_TIMEOUT_MS);
