// Sign-in throttling, kept in the database so every server counts the same attempts
// (repositories/sign-in-failures.ts, repositories/known-addresses.ts).
//
// Each attempt is reserved before its password is hashed or its passkey checked, in one transaction
// that counts it on every key it falls under or refuses it (429, with the wait): eight guesses sent
// at once are counted one after the other, and those past the free ones never reach the hash. A
// right answer gives its reservation back. The keys:
// - the (account, client) pair: 5 free attempts, then a block that doubles from 1 s to 15 minutes.
//   A stranger's failures hold up the stranger's own address, never the owner's.
// - the client: 20 free, the same curve, whatever accounts it names (password spraying).
// - the account, for clients it has never signed in from: 20 free, the same curve. A ceiling on
//   guesses spread over many addresses that only delays: it never refuses an address the account
//   has signed in from (in the last 90 days), and passkeys, which name no account before they are
//   verified, are throttled per client only.
// Clients are grouped as rate limits group them: IPv4 addresses one by one, IPv6 by /64 (client-address.ts).
import { clientGroup } from '../client-address';
import { emailKey } from '../db/schema';
import { FAILURES } from '../errors';
import { forgetKnownAddressesBefore, isKnownAddress, noteKnownAddress } from '../repositories/known-addresses';
import { countRequest } from '../repositories/rate-limits';
import {
  type Curve,
  blockedForMs,
  forgetFailuresBefore,
  forgetKey,
  refundAttempt,
  reserveAttempt,
} from '../repositories/sign-in-failures';
import type { Storage } from '../storage';
import type { StaffContext } from './context';

const DAY_MS = 24 * 60 * 60 * 1000;
const curve = (free: number): Curve => ({
  free,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: DAY_MS,
});
const CURVES = { pair: curve(5), client: curve(20), account: curve(20) } as const;
/** How long an address stays one the account signs in from. */
const KNOWN_FOR_MS = 90 * DAY_MS;

type Kind = keyof typeof CURVES;
type Key = { kind: Kind; key: string };

/** An attempt's reserved keys, to give back if it succeeds. */
export interface Reservation {
  readonly at: number;
  readonly client: string;
  readonly keys: readonly Key[];
}

/**
 * Reserves a sign-in attempt from `ip`, naming the account of `email` (a password sign-in or change)
 * or none (a passkey), before anything is hashed. Refuses with 429 and the wait while a key it falls
 * under is blocked, counting nothing then.
 */
export async function reserveSignIn(ctx: StaffContext, ip: string, email?: string): Promise<Reservation> {
  const client = clientGroup(ip);
  const account = email === undefined ? undefined : emailKey(email);
  const at = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const clientKey: Key = { kind: 'client', key: `address:${client}` };
    let accountKeys: Key[] | undefined;
    /** The account's keys: its own only from an address it has not signed in from, and the pair's. */
    const ofAccount = async (): Promise<Key[]> =>
      (accountKeys ??=
        account === undefined
          ? []
          : [
              ...((await isKnownAddress(trx, `${account}|${client}`, at - KNOWN_FOR_MS))
                ? []
                : [{ kind: 'account' as const, key: `account:${account}` }]),
              { kind: 'pair', key: `pair:${account}|${client}` },
            ]);
    /** Refuses with the longest wait of every key, so a retry after it is not refused by another. */
    const refuse = async (): Promise<never> => {
      const waits = await Promise.all([clientKey, ...(await ofAccount())].map(({ key }) => blockedForMs(trx, key, at)));
      // Throwing rolls back what this attempt reserved on the keys before.
      throw FAILURES.throttled(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
    };
    // The client's key first: a write, so SQLite takes its write lock (waiting its turn) before any
    // read. Then the account's keys, in one order on every server, so two transactions never wait
    // for each other's rows (PostgreSQL).
    if (!(await reserveAttempt(trx, clientKey.key, CURVES.client, at))) await refuse();
    for (const { kind, key } of await ofAccount())
      if (!(await reserveAttempt(trx, key, CURVES[kind], at))) await refuse();
    return { at, client, keys: [clientKey, ...(await ofAccount())] };
  });
}

/**
 * The attempt was right: the pair's count is forgotten, the client's and the account's get this
 * attempt back (a stranger's failures stay counted), and the client becomes one the account signs in from.
 */
export async function signInSucceeded(ctx: StaffContext, reservation: Reservation, email: string): Promise<void> {
  for (const { kind, key } of reservation.keys) {
    if (kind === 'pair') await forgetKey(ctx.db, key);
    else await refundAttempt(ctx.db, key, reservation.at);
  }
  await noteKnownAddress(ctx.db, `${emailKey(email)}|${reservation.client}`, ctx.now());
}

/** Passkey sign-in options a client may ask for a minute: each writes a challenge row. */
const PASSKEY_OPTIONS_PER_MINUTE = 20;

/** Refuses (429, with the wait) a client that asks for more passkey sign-in options than a person would. */
export async function limitPasskeyOptions({ db, now }: Pick<Storage, 'db' | 'now'>, ip: string): Promise<void> {
  const { count, resetInMs } = await countRequest(db, `passkey-options:${clientGroup(ip)}`, 60_000, now());
  if (count > PASSKEY_OPTIONS_PER_MINUTE) throw FAILURES.tooManyRequests(Math.max(1, Math.ceil(resetInMs / 1000)));
}

/** Counts past forgetting and addresses unused for 90 days (the retention sweep). */
export async function forgetOldFailures(ctx: StaffContext): Promise<void> {
  const failuresBefore = ctx.now() - DAY_MS;
  const knownBefore = ctx.now() - KNOWN_FOR_MS;
  await forgetFailuresBefore(ctx.db, failuresBefore);
  await forgetKnownAddressesBefore(ctx.db, knownBefore);
}
