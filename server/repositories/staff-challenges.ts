// The staff_challenges table: the WebAuthn challenges the server has handed out, each used once
// (deleted as it is checked) and swept once expired (server/staff/passkeys.ts, retention.ts).
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

export interface ChallengeRow {
  id: string;
  challenge: string;
  /** The account registering a passkey, or null for a sign-in. */
  accountId: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export async function insertChallenge(db: Kysely<Tables>, row: ChallengeRow): Promise<void> {
  await db
    .insertInto('staff_challenges')
    .values({ id: row.id, challenge: row.challenge, account_id: row.accountId, expires_at: row.expiresAt })
    .execute();
}

/** Deletes a registration challenge of `accountId`, answering when it expires, or undefined if there is none. */
export function takeRegistrationChallenge(db: Kysely<Tables>, challenge: string, accountId: string) {
  return db
    .deleteFrom('staff_challenges')
    .where('challenge', '=', challenge)
    .where('account_id', '=', accountId)
    .returning('expires_at')
    .executeTakeFirst();
}

/** Deletes a sign-in challenge (one of no account) by id, answering it and when it expires, or undefined. */
export function takeSignInChallenge(db: Kysely<Tables>, id: string) {
  return db
    .deleteFrom('staff_challenges')
    .where('id', '=', id)
    .where('account_id', 'is', null)
    .returning(['challenge', 'expires_at'])
    .executeTakeFirst();
}

/** Deletes the challenges expired at `at` (epoch milliseconds). */
export async function deleteExpiredChallenges(db: Kysely<Tables>, at: number): Promise<void> {
  await db.deleteFrom('staff_challenges').where('expires_at', '<=', at).execute();
}
