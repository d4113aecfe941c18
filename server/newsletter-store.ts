// Newsletter double opt-in. A sign-up is pending until the single-use, expiring link in its
// confirmation e-mail is followed; only then is the address subscribed (and welcomed). Asking again
// re-sends the confirmation at most once per RECONFIRM_AFTER_MS and MAX_CONFIRMATIONS times in all, so
// the form cannot be used to flood someone's inbox. Every answer to the form is the same, so it tells
// nobody whether an address is subscribed. Unsubscribe links are signed with a key every server shares
// (unsubscribeToken): unguessable, good for one sign-up only, and needing no stored secret per address.
import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Signup } from '../src/contracts/lead-fields';
import { emailKey, type Tables } from './db/schema';
import { enqueueIn, type NewOutboxMessage } from './mail/outbox-store';
import { digest, newSecret, sameSecret } from './secrets';
import type { RequestFacts } from './storage';

/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** A new confirmation is sent at most this often for one address... */
export const RECONFIRM_AFTER_MS = 10 * 60 * 1000;
/** ...and at most this many times in all. */
export const MAX_CONFIRMATIONS = 5;

/** What a confirmation e-mail needs: the link's token and the sign-up's id (for its unsubscribe link). */
export interface ConfirmationMail {
  signupId: string;
  email: string;
  confirmToken: string;
}

export type ConfirmOutcome = { status: 'confirmed'; signupId: string; email: string } | { status: 'invalid' };

/** The unsubscribe token of one sign-up, signed with the shared key. */
export const unsubscribeToken = (key: string, signupId: string) =>
  createHmac('sha256', key).update(`newsletter-unsubscribe:${signupId}`).digest('base64url');

export const isUnsubscribeToken = (key: string, signupId: string, token: string): boolean =>
  sameSecret(token, unsubscribeToken(key, signupId));

/**
 * Records a sign-up request in `trx` and queues its confirmation when one is due. Returns the row's id
 * and whether it is new.
 */
export async function requestSignup(
  trx: Transaction<Tables>,
  signup: Signup,
  facts: RequestFacts,
  at: number,
  createdAt: string,
  confirmation: (mail: ConfirmationMail) => NewOutboxMessage[],
): Promise<{ id: string; created: boolean }> {
  const key = emailKey(signup.email);
  const token = newSecret();
  const fresh = {
    confirm_token_hash: digest(token),
    confirm_expires_at: at + CONFIRM_LINK_TTL_MS,
    last_confirmation_at: at,
  };
  const inserted = await trx
    .insertInto('newsletter_signups')
    .values({
      id: randomUUID(),
      created_at: createdAt,
      email: signup.email,
      email_key: key,
      status: 'pending',
      page: signup.page ?? null,
      ip: facts.ip ?? null,
      user_agent: facts.userAgent ?? null,
      confirmations_sent: 1,
      confirmed_at: null,
      unsubscribed_at: null,
      ...fresh,
    })
    .onConflict((conflict) => conflict.column('email_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await enqueueIn(trx, confirmation({ signupId: inserted.id, email: signup.email, confirmToken: token }), at);
    return { id: inserted.id, created: true };
  }
  // Known address: a confirmed one needs nothing; a pending or unsubscribed one gets a new link if due.
  const resent = await trx
    .updateTable('newsletter_signups')
    .set((eb) => ({
      ...fresh,
      status: 'pending',
      confirmations_sent: eb(eb.fn.coalesce('confirmations_sent', eb.lit(0)), '+', 1),
    }))
    .where('email_key', '=', key)
    .where('status', '!=', 'confirmed')
    .where((eb) =>
      eb.or([eb('last_confirmation_at', 'is', null), eb('last_confirmation_at', '<=', at - RECONFIRM_AFTER_MS)]),
    )
    .where((eb) => eb.or([eb('confirmations_sent', 'is', null), eb('confirmations_sent', '<', MAX_CONFIRMATIONS)]))
    .returning(['id', 'email'])
    .executeTakeFirst();
  if (resent) {
    await enqueueIn(trx, confirmation({ signupId: resent.id, email: resent.email, confirmToken: token }), at);
    return { id: resent.id, created: false };
  }
  const first = await trx
    .selectFrom('newsletter_signups')
    .select('id')
    .where('email_key', '=', key)
    .executeTakeFirstOrThrow();
  return { id: first.id, created: false };
}

/** Follows a confirmation link: once, before it expires. Queues the welcome in the same transaction. */
export async function confirmSignup(
  db: Kysely<Tables>,
  token: string,
  at: number,
  welcome: (signup: { signupId: string; email: string }) => NewOutboxMessage[],
): Promise<ConfirmOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('newsletter_signups')
      .set({
        status: 'confirmed',
        confirmed_at: new Date(at).toISOString(),
        confirm_token_hash: null,
        confirm_expires_at: null,
        unsubscribed_at: null,
      })
      .where('confirm_token_hash', '=', digest(token))
      .where('confirm_expires_at', '>', at)
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!row) return { status: 'invalid' as const };
    await enqueueIn(trx, welcome({ signupId: row.id, email: row.email }), at);
    return { status: 'confirmed' as const, signupId: row.id, email: row.email };
  });
}

/** Unsubscribes a sign-up and cancels the newsletter mail still waiting for it. True when it exists. */
export async function unsubscribeSignup(db: Kysely<Tables>, signupId: string, at: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('newsletter_signups')
      .set({
        status: 'unsubscribed',
        unsubscribed_at: new Date(at).toISOString(),
        confirm_token_hash: null,
        confirm_expires_at: null,
      })
      .where('id', '=', signupId)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable('outbox')
      .set({ status: 'cancelled', last_error: 'The address unsubscribed.' })
      .where('signup_id', '=', signupId)
      .where('status', '=', 'pending')
      .execute();
    return true;
  });
}
