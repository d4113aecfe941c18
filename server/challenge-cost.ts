// Who must solve the hard proof of work (challenge.ts): a client sending more than a few e-mailing
// forms an hour, or any client sending to an address that already had a few today. Counted in the
// shared rate_limits table, so every server agrees. A repeat sent with an ordinary solution is
// refused like a spent one, and its client marked for an hour: the form solves anew, as it does after
// any refusal (src/state/challenge.ts), and GET /api/challenge now hands that client a hard one.
// Repository style: each function takes the database.
import type { Kysely } from 'kysely';
import { clientGroup } from './client-address';
import { emailKey, type Tables } from './db/schema';
import { countRequest, isWindowOpen, openWindowUntil } from './repositories/rate-limits';
import type { Storage } from './storage';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Sends allowed with an ordinary challenge: per client an hour, per recipient a day. */
export interface RepeatLimits {
  perClientPerHour: number;
  perRecipientPerDay: number;
}

export const REPEAT_LIMITS: RepeatLimits = Object.freeze({ perClientPerHour: 3, perRecipientPerDay: 2 });

const markKey = (ip: string) => `challenge-hard:${clientGroup(ip)}`;

/** Whether the client at `ip` was told within the hour to solve hard challenges. */
export async function mustSolveHard(db: Kysely<Tables>, ip: string, now: number): Promise<boolean> {
  return isWindowOpen(db, markKey(ip), now);
}

/**
 * Counts one verified send from `ip` to `recipient`; true when it is a repeat past `limits`, and then
 * marks the client, so its next challenges are hard.
 */
export async function isRepeatSend(
  { db, now }: Pick<Storage, 'db' | 'now'>,
  ip: string,
  recipient: string,
  limits: RepeatLimits,
): Promise<boolean> {
  const fromClient = await countRequest(db, `challenged-from:${clientGroup(ip)}`, HOUR_MS, now());
  const toRecipient = await countRequest(db, `challenged-to:${emailKey(recipient)}`, DAY_MS, now());
  const repeat = fromClient.count > limits.perClientPerHour || toRecipient.count > limits.perRecipientPerDay;
  if (!repeat) return false;
  await openWindowUntil(db, markKey(ip), now() + HOUR_MS);
  return true;
}
