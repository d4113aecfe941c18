// Newsletter double opt-in. A sign-up is pending until the single-use, expiring link in its
// confirmation e-mail is followed; only then is the address subscribed (and welcomed). Asking again
// re-sends the confirmation at most once per RECONFIRM_AFTER_MS and MAX_CONFIRMATIONS times in all, so
// the form cannot be used to flood someone's inbox. Every answer to the form is the same, so it tells
// nobody whether an address is subscribed. Unsubscribe links are signed with a key every server shares
// (unsubscribeToken): unguessable, good for one sign-up only, and needing no stored secret per address.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Signup } from '../src/contracts/lead-fields';
import type { ClientFacts, Tables } from './db/schema';
import { cancelPending, enqueue, type NewOutboxMessage } from './repositories/outbox';
import { confirmByToken, insertSignup, markUnsubscribed, renewConfirmation, signupIdOf } from './repositories/signups';
import { digest, newSecret, sameSecret } from './secrets';

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
  trx: Kysely<Tables>,
  signup: Signup,
  client: ClientFacts,
  at: number,
  createdAt: string,
  confirmationMessages: (mail: ConfirmationMail) => NewOutboxMessage[],
): Promise<{ id: string; created: boolean }> {
  const token = newSecret();
  const confirmation = {
    confirm_token_hash: digest(token),
    confirm_expires_at: at + CONFIRM_LINK_TTL_MS,
    last_confirmation_at: at,
  };
  const inserted = await insertSignup(trx, { signup, client, createdAt, confirmation });
  if (inserted) {
    await enqueue(trx, confirmationMessages({ signupId: inserted, email: signup.email, confirmToken: token }), at);
    return { id: inserted, created: true };
  }
  // Known address: a confirmed one needs nothing; a pending or unsubscribed one gets a new link if due.
  const resent = await renewConfirmation(trx, signup.email, {
    confirmation,
    resendBefore: at - RECONFIRM_AFTER_MS,
    maxSent: MAX_CONFIRMATIONS,
  });
  if (resent) {
    await enqueue(trx, confirmationMessages({ signupId: resent.id, email: resent.email, confirmToken: token }), at);
    return { id: resent.id, created: false };
  }
  return { id: await signupIdOf(trx, signup.email), created: false };
}

/** Follows a confirmation link: once, before it expires. Queues the welcome in the same transaction. */
export async function confirmSignup(
  db: Kysely<Tables>,
  token: string,
  at: number,
  welcome: (signup: { signupId: string; email: string }) => NewOutboxMessage[] = () => [],
): Promise<ConfirmOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await confirmByToken(trx, digest(token), at);
    if (!row) return { status: 'invalid' as const };
    await enqueue(trx, welcome({ signupId: row.id, email: row.email }), at);
    return { status: 'confirmed' as const, signupId: row.id, email: row.email };
  });
}

/** Unsubscribes a sign-up and cancels the newsletter mail still waiting for it. True when it exists. */
export async function unsubscribeSignup(db: Kysely<Tables>, signupId: string, at: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await markUnsubscribed(trx, signupId, at))) return false;
    await cancelPending(trx, { signupId }, 'The address unsubscribed.');
    return true;
  });
}
