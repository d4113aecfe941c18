// What a lead or a newsletter sign-up saves, in one transaction: the Idempotency-Key (a replay gets
// the first answer), the proof of work (spent once), the record, and the messages it causes (the
// outbox). Every rule that must hold across several servers is a unique constraint or an atomic
// upsert in a repository, never a read followed by a write. After a save, expired keys and finished
// rate windows are swept, at most once an interval across servers.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Lead, LeadCalculation, Signup } from '../src/contracts/lead-fields';
import type { ClientFacts, Tables } from './db/schema';
import { type ConfirmationMail, requestSignup } from './newsletter-store';
import { claimKey, deleteExpiredKeys, seenKey, setRecord } from './repositories/idempotency-keys';
import type { LeadCreditsTable } from './db/insights-schema';
import { insertCredit } from './repositories/lead-credits';
import { insertLead } from './repositories/leads';
import { tryLease } from './repositories/leases';
import { enqueue, type NewOutboxMessage } from './repositories/outbox';
import { deleteEndedWindows } from './repositories/rate-limits';
import { deleteExpiredChallenges, spendChallenge, type SpentChallenge } from './repositories/spent-challenges';
import type { Storage } from './storage';

/** Facts about the request: kept beside the record (ip, user agent), or deciding how it is saved. */
export interface RequestFacts extends ClientFacts {
  /** The client's Idempotency-Key header. */
  idempotencyKey?: string | undefined;
  /** A hash of route + body: the same key with another body is refused. */
  fingerprint?: string | undefined;
  /** The request's proof of work, spent in the save's transaction. */
  challenge?: SpentChallenge | undefined;
}

export interface SaveResult {
  /** The record's id (for a replayed key or a repeat sign-up, the existing one). */
  id: string;
  /** False when nothing new was written. */
  created: boolean;
  /** True when the Idempotency-Key had been seen with the same body. */
  replayed: boolean;
}

/** What is saved with a lead besides its fields. */
export interface LeadExtras {
  /** The calculation the server made from the lead's inputs. */
  calculation?: LeadCalculation;
  /** The messages the lead causes, written in its transaction. */
  messages?: (lead: { id: string; createdAt: string }) => NewOutboxMessage[];
  /** The experiment run, headline and host it is credited to (insights/privacy.ts); null: to none. */
  credit?: Omit<LeadCreditsTable, 'lead_id'> | null | undefined;
}

/** The Idempotency-Key was already used for a different request. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different request.');
    this.name = 'IdempotencyConflictError';
  }
}

/** The proof of work that came with the request was already spent by an earlier one. */
export class ChallengeSpentError extends Error {
  constructor() {
    super('This proof of work was already used.');
    this.name = 'ChallengeSpentError';
  }
}

/** Expired keys and rate-limit windows are deleted at most this often, by one server. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function saveLead(
  storage: Storage,
  lead: Lead,
  facts: RequestFacts = {},
  { calculation, messages, credit }: LeadExtras = {},
): Promise<SaveResult> {
  return once(storage, 'lead', facts, async (trx) => {
    const id = randomUUID();
    const createdAt = storage.stamp();
    await insertLead(trx, { id, createdAt, lead, facts, calculation });
    if (credit) await insertCredit(trx, { lead_id: id, ...credit });
    if (messages) await enqueue(trx, messages({ id, createdAt }), storage.now());
    return { id, created: true };
  });
}

/** Records a newsletter sign-up request; `confirmation` is queued when a confirmation is due. */
export function saveSignup(
  storage: Storage,
  signup: Signup,
  facts: RequestFacts = {},
  confirmation: (mail: ConfirmationMail) => NewOutboxMessage[] = () => [],
): Promise<SaveResult> {
  return once(storage, 'signup', facts, (trx) =>
    requestSignup(trx, signup, facts, storage.now(), storage.stamp(), confirmation),
  );
}

/** Writes one record in the save's transaction: its id, and false when it was already there. */
type WriteRecord = (trx: Kysely<Tables>) => Promise<{ id: string; created: boolean }>;

/** Saves a record (once per Idempotency-Key: see save), then sweeps if its time has come. */
async function once(storage: Storage, route: string, facts: RequestFacts, write: WriteRecord): Promise<SaveResult> {
  const result = await save(storage, route, facts, spendingChallenge(facts.challenge, write));
  await sweep(storage);
  return result;
}

/**
 * Runs `write` once per Idempotency-Key, in one transaction with the key. The key's row is claimed
 * first (a unique key; an expired one is taken over), so two requests with one key, on one server
 * or two, write one record: the second waits for the first's commit and replays its id.
 */
function save({ db, now }: Storage, route: string, facts: RequestFacts, write: WriteRecord): Promise<SaveResult> {
  const key = facts.idempotencyKey;
  const fingerprint = facts.fingerprint ?? '';
  return db.transaction().execute(async (trx) => {
    if (key === undefined) return { ...(await write(trx)), replayed: false };
    if (!(await claimKey(trx, { key, route, fingerprint, at: now() }))) {
      const seen = await seenKey(trx, key);
      if (seen.route !== route || seen.fingerprint !== fingerprint) throw new IdempotencyConflictError();
      return { id: seen.record_id, created: false, replayed: true };
    }
    const result = await write(trx);
    await setRecord(trx, key, result.id);
    return { ...result, replayed: false };
  });
}

/**
 * `write`, preceded by spending the request's proof of work in the same transaction: of two requests
 * with one solution, on one server or two, only one writes. A request replayed with its
 * Idempotency-Key does not get here (it is answered the first one's id), and a save that fails
 * releases the solution with everything else it wrote, so the retry is accepted.
 */
function spendingChallenge(challenge: SpentChallenge | undefined, write: WriteRecord): WriteRecord {
  if (!challenge) return write;
  return async (trx) => {
    if (!(await spendChallenge(trx, challenge))) throw new ChallengeSpentError();
    return write(trx);
  };
}

/** When each storage may sweep next: this server asks for the lease only once its own interval has passed. */
const nextSweepAt = new WeakMap<Storage, number>();

/**
 * Deletes expired keys, finished rate-limit windows and expired proofs of work, at most once an
 * interval across servers, so a save does not touch the lease row; a sweep that fails never fails
 * the save that ran it.
 */
async function sweep(storage: Storage): Promise<void> {
  const { db, holder, now, onBackgroundError } = storage;
  const at = now();
  if (at < (nextSweepAt.get(storage) ?? 0)) return;
  nextSweepAt.set(storage, at + SWEEP_INTERVAL_MS);
  try {
    if (!(await tryLease(db, { name: 'sweep:idempotency-and-rate', holder, ttlMs: SWEEP_INTERVAL_MS, at }))) return;
    await deleteExpiredKeys(db, at);
    await deleteEndedWindows(db, at);
    await deleteExpiredChallenges(db, at);
  } catch (error) {
    onBackgroundError(error);
  }
}
