// The newsletter_signups table: one row per address (a unique lower-cased key), its double opt-in
// state and the hash of its confirmation token. The rules of the opt-in (how often a confirmation may
// be sent again, how long a link works) are newsletter.ts's; the statements are here.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Signup } from '../../src/contracts/lead-fields';
import { type ClientFacts, emailKey, likePattern, type SignupStatus, type Tables } from '../db/schema';

export type StoredSignup = Signup & {
  id: string;
  createdAt: string;
  ip: string | null;
  userAgent: string | null;
  status: SignupStatus;
};

/** A new confirmation token's hash and expiry, and when it is sent. */
export interface ConfirmationState {
  confirm_token_hash: string;
  confirm_expires_at: number;
  last_confirmation_at: number;
}

/** Inserts a pending sign-up for a new address: its id, or undefined when the address has a row already. */
export async function insertSignup(
  trx: Kysely<Tables>,
  {
    signup,
    client,
    createdAt,
    confirmation,
  }: {
    signup: Signup;
    client: ClientFacts;
    createdAt: string;
    confirmation: ConfirmationState;
  },
): Promise<string | undefined> {
  const inserted = await trx
    .insertInto('newsletter_signups')
    .values({
      id: randomUUID(),
      created_at: createdAt,
      email: signup.email,
      email_key: emailKey(signup.email),
      status: 'pending',
      page: signup.page ?? null,
      ip: client.ip ?? null,
      user_agent: client.userAgent ?? null,
      confirmations_sent: 1,
      confirmed_at: null,
      unsubscribed_at: null,
      ...confirmation,
    })
    .onConflict((conflict) => conflict.column('email_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/**
 * Gives a known, unconfirmed address a new confirmation when the last was sent before `resendBefore`
 * and fewer than `maxSent` were sent: its id and address, or undefined when none is due.
 */
export function renewConfirmation(
  trx: Kysely<Tables>,
  email: string,
  { confirmation, resendBefore, maxSent }: { confirmation: ConfirmationState; resendBefore: number; maxSent: number },
) {
  return trx
    .updateTable('newsletter_signups')
    .set((eb) => ({
      ...confirmation,
      status: 'pending',
      confirmations_sent: eb(eb.fn.coalesce('confirmations_sent', eb.lit(0)), '+', 1),
    }))
    .where('email_key', '=', emailKey(email))
    .where('status', '!=', 'confirmed')
    .where((eb) => eb.or([eb('last_confirmation_at', 'is', null), eb('last_confirmation_at', '<=', resendBefore)]))
    .where((eb) => eb.or([eb('confirmations_sent', 'is', null), eb('confirmations_sent', '<', maxSent)]))
    .returning(['id', 'email'])
    .executeTakeFirst();
}

/** The id of an address's sign-up. */
export async function signupIdOf(trx: Kysely<Tables>, email: string): Promise<string> {
  const row = await trx
    .selectFrom('newsletter_signups')
    .select('id')
    .where('email_key', '=', emailKey(email))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Confirms the sign-up whose unexpired token hashes to `tokenHash`: its id and address, or undefined. */
export function confirmByToken(trx: Kysely<Tables>, tokenHash: string, at: number) {
  return trx
    .updateTable('newsletter_signups')
    .set({
      status: 'confirmed',
      confirmed_at: new Date(at).toISOString(),
      confirm_token_hash: null,
      confirm_expires_at: null,
      unsubscribed_at: null,
    })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirm_expires_at', '>', at)
    .returning(['id', 'email'])
    .executeTakeFirst();
}

/** Marks a sign-up unsubscribed: true when it exists. */
export async function markUnsubscribed(trx: Kysely<Tables>, id: string, at: number): Promise<boolean> {
  const row = await trx
    .updateTable('newsletter_signups')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: new Date(at).toISOString(),
      confirm_token_hash: null,
      confirm_expires_at: null,
    })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Every sign-up, oldest first. */
export async function allSignups(db: Kysely<Tables>): Promise<StoredSignup[]> {
  const rows = await db.selectFrom('newsletter_signups').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    email: row.email,
    ...(row.page === null ? {} : { page: row.page }),
    status: row.status,
    ip: row.ip,
    userAgent: row.user_agent,
  }));
}

/** The sign-ups in one state (or any) whose address contains `q`: how many, and one page newest first. */
export async function findSignups(
  db: Kysely<Tables>,
  { status, q, limit, offset }: { status: SignupStatus | undefined; q: string; limit: number; offset: number },
) {
  let rows = db.selectFrom('newsletter_signups');
  if (status) rows = rows.where('status', '=', status);
  if (q) rows = rows.where(sql<boolean>`email_key LIKE ${likePattern(q)} ESCAPE '\\'`);
  const { total } = await rows.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const page = await rows
    .select(['id', 'created_at', 'email', 'status', 'confirmed_at', 'unsubscribed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total: Number(total), rows: page };
}

/** The ids of an address's sign-ups. */
export async function signupIdsOf(db: Kysely<Tables>, key: string): Promise<string[]> {
  const rows = await db.selectFrom('newsletter_signups').select('id').where('email_key', '=', key).execute();
  return rows.map((row) => row.id);
}

/** The ids of the sign-ups made before `cutoff` (ISO time). */
export async function signupIdsBefore(db: Kysely<Tables>, cutoff: string): Promise<string[]> {
  const rows = await db.selectFrom('newsletter_signups').select('id').where('created_at', '<', cutoff).execute();
  return rows.map((row) => row.id);
}

/** Deletes sign-ups by id (one slice: see erase). */
export async function deleteSignups(db: Kysely<Tables>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('newsletter_signups').where('id', 'in', ids).execute();
}

/** Clears the client address and user agent of the sign-ups made before `cutoff`. */
export async function clearSignupFacts(db: Kysely<Tables>, cutoff: string): Promise<void> {
  await db
    .updateTable('newsletter_signups')
    .set({ ip: null, user_agent: null })
    .where('created_at', '<', cutoff)
    .where((eb) => eb.or([eb('ip', 'is not', null), eb('user_agent', 'is not', null)]))
    .execute();
}
