// The spent_challenges table: proof-of-work solutions already accepted, kept until they expire. The
// solution's id is a unique key, so of two requests with one solution, on one server or two, one wins.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/** A verified proof of work: its id, and when it expires (epoch milliseconds), after which it may be swept. */
export interface SpentChallenge {
  id: string;
  expiresAt: number;
}

/** Records the solution as spent, in the transaction of the record it lets in: false when it already was. */
export async function spendChallenge(trx: Kysely<Tables>, challenge: SpentChallenge): Promise<boolean> {
  const spent = await trx
    .insertInto('spent_challenges')
    .values({ id: challenge.id, expires_at: challenge.expiresAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return spent !== undefined;
}

export async function deleteExpiredChallenges(db: Kysely<Tables>, at: number): Promise<void> {
  await db.deleteFrom('spent_challenges').where('expires_at', '<=', at).execute();
}
