// Where leads and newsletter sign-ups are kept, and the counters every server on the database
// shares: the rate limit, Idempotency-Keys and leases for background work. One implementation over
// the query layer serves SQLite and PostgreSQL. Every rule that must hold across several servers is a
// unique constraint or an atomic upsert, never a read followed by a write.
import { randomUUID } from 'node:crypto';
import { type Insertable, type Selectable, type Transaction, sql } from 'kysely';
import { LEAD_RECORD_FIELDS, type Lead, type LeadCalculation, type Signup } from '../src/contracts/lead-fields';
import { type DatabaseLocation, type OpenDatabase, openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { columnOf, type LeadsTable, type SignupStatus, type Tables } from './db/schema';
import { createOutboxStore, enqueueIn, type NewOutboxMessage, type OutboxStore } from './mail/outbox-store';
import { newSecret } from './secrets';
import {
  type ConfirmationMail,
  type ConfirmOutcome,
  confirmSignup,
  requestSignup,
  unsubscribeSignup,
} from './newsletter-store';

/** Facts about the request, kept beside the record. */
export interface RequestFacts {
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The client's Idempotency-Key header. */
  idempotencyKey?: string | undefined;
  /** A hash of route + body: the same key with another body is refused. */
  fingerprint?: string | undefined;
  /** The request's proof of work, spent in the save's transaction (see SpentChallenge). */
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

interface Stored {
  id: string;
  createdAt: string;
  ip: string | null;
  userAgent: string | null;
}
/** A stored lead: the calculator's inputs are kept inside its calculation, with the server's result. */
export type StoredLead = Omit<Lead, 'inputs'> & Stored & { calculation?: LeadCalculation };
export type StoredSignup = Signup & Stored & { status: SignupStatus };

/** What is saved with a lead besides its fields. */
export interface LeadExtras {
  /** The calculation the server made from the lead's inputs. */
  calculation?: LeadCalculation;
  /** The messages the lead causes, written in its transaction. */
  messages?: (lead: { id: string; createdAt: string }) => NewOutboxMessage[];
}

export interface RateCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

export interface LeadStorage {
  saveLead(lead: Lead, facts?: RequestFacts, extras?: LeadExtras): Promise<SaveResult>;
  /** Records a newsletter sign-up request; `confirmation` is queued when a confirmation is due. */
  saveSignup(
    signup: Signup,
    facts?: RequestFacts,
    confirmation?: (mail: ConfirmationMail) => NewOutboxMessage[],
  ): Promise<SaveResult>;
  /** Follows a confirmation link; `welcome` is queued in the same transaction when it works. */
  confirmSignup(
    token: string,
    welcome?: (signup: { signupId: string; email: string }) => NewOutboxMessage[],
  ): Promise<ConfirmOutcome>;
  /** True when the sign-up exists (it is unsubscribed now, if it was not already). */
  unsubscribe(signupId: string): Promise<boolean>;
  /**
   * The random key named `name` that every server on the database shares: created once (one atomic
   * insert the first server wins), read by every later caller on any server.
   */
  sharedSecret(name: string): Promise<string>;
  /** The e-mail and webhook outbox. */
  readonly outbox: OutboxStore;
  /** Oldest first. */
  allLeads(): Promise<StoredLead[]>;
  /** Oldest first. */
  allSignups(): Promise<StoredSignup[]>;
  /** Counts one request for `key` in a window of `windowMs` that starts with its first request. */
  countRequest(key: string, windowMs: number): Promise<RateCount>;
  /**
   * Claims background work named `name` for `ttlMs`: true for exactly one caller, across every
   * server on the database, until the lease expires. The claim mechanism for sweeps and the outbox.
   */
  tryLease(name: string, ttlMs: number): Promise<boolean>;
  /** The database itself, for the parts that keep their own tables (the staff area). */
  readonly database: Pick<OpenDatabase, 'db' | 'engine'>;
  /** The clock the store uses (tests move it). */
  readonly now: () => number;
  /**
   * The time to record something at: `now`, but never the same millisecond twice on this server, so
   * records listed by time ("oldest first", a person's notes in a row) keep the order they were made.
   */
  readonly stamp: () => string;
  close(): Promise<void>;
}

/** Writes one record in the save's transaction: its id, and false when it was already there. */
type WriteRecord = (trx: Transaction<Tables>) => Promise<{ id: string; created: boolean }>;

/** The Idempotency-Key was already used for a different request. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different request.');
    this.name = 'IdempotencyConflictError';
  }
}

/**
 * How long an Idempotency-Key is remembered. A client retries within seconds (ours, within one page
 * session); a day covers any retry and keeps the table from growing without end.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired keys and rate-limit windows are deleted at most this often, by one server. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface StorageOptions extends DatabaseLocation {
  /** The clock (tests move it). */
  now?: () => number;
  /** Told of a failure in background work (the sweep), which never fails a request. Default: a console warning. */
  onBackgroundError?: (error: unknown) => void;
}

/** Opens the database the settings name, brings its schema up to date, and returns the store. */
const warn = (error: unknown) => console.warn('cashflow-elements: background database work failed:', error);

export async function openStorage({
  now = Date.now,
  onBackgroundError = warn,
  ...location
}: StorageOptions): Promise<LeadStorage> {
  const database = openDatabase(location);
  try {
    await migrate(database.db, database.engine);
  } catch (error) {
    await database.close();
    throw error;
  }
  return createStorage(database, now, onBackgroundError);
}

function createStorage(
  { db, engine, close }: OpenDatabase,
  now: () => number,
  onBackgroundError: (error: unknown) => void,
): LeadStorage {
  const holder = randomUUID();
  const iso = (ms: number) => new Date(ms).toISOString();
  let lastStamp = 0;
  const stamp = () => {
    lastStamp = Math.max(now(), lastStamp + 1);
    return iso(lastStamp);
  };

  const tryLease = async (name: string, ttlMs: number): Promise<boolean> => {
    const at = now();
    const claimed = await db
      .insertInto('leases')
      .values({ name, holder, expires_at: at + ttlMs })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ holder, expires_at: at + ttlMs })
          .where('leases.expires_at', '<=', at),
      )
      .returning('holder')
      .executeTakeFirst();
    return claimed !== undefined;
  };

  /**
   * Deletes expired keys and finished rate-limit windows, at most once an interval across servers:
   * this server asks for the lease only once its own interval has passed, so a save does not touch
   * the lease row, and a sweep that fails never fails the save that ran it.
   */
  let nextSweepAt = 0;
  const sweep = async () => {
    const at = now();
    if (at < nextSweepAt) return;
    nextSweepAt = at + SWEEP_INTERVAL_MS;
    try {
      if (!(await tryLease('sweep:idempotency-and-rate', SWEEP_INTERVAL_MS))) return;
      await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', iso(at - IDEMPOTENCY_KEY_TTL_MS))
        .execute();
      await db.deleteFrom('rate_limits').where('reset_at', '<=', at).execute();
      await db.deleteFrom('spent_challenges').where('expires_at', '<=', at).execute();
    } catch (error) {
      onBackgroundError(error);
    }
  };

  /** Saves a record (once per Idempotency-Key: see save), then sweeps if its time has come. */
  const once = async (route: string, facts: RequestFacts, write: WriteRecord): Promise<SaveResult> => {
    const result = await save(route, facts, spendingChallenge(facts.challenge, write));
    await sweep();
    return result;
  };

  /**
   * Runs `write` once per Idempotency-Key, in one transaction with the key. The key's row is claimed
   * first (a unique key; an expired one is taken over), so two requests with one key, on one server
   * or two, write one record: the second waits for the first's commit and replays its id.
   */
  const save = (route: string, facts: RequestFacts, write: WriteRecord): Promise<SaveResult> => {
    const key = facts.idempotencyKey;
    const fingerprint = facts.fingerprint ?? '';
    return db.transaction().execute(async (trx) => {
      if (key === undefined) return { ...(await write(trx)), replayed: false };
      const at = now();
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ key, route, fingerprint, record_id: '', created_at: iso(at) })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet({ route, fingerprint, record_id: '', created_at: iso(at) })
            .where('idempotency_keys.created_at', '<', iso(at - IDEMPOTENCY_KEY_TTL_MS)),
        )
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const seen = await trx
          .selectFrom('idempotency_keys')
          .select(['route', 'fingerprint', 'record_id'])
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        if (seen.route !== route || seen.fingerprint !== fingerprint) throw new IdempotencyConflictError();
        return { id: seen.record_id, created: false, replayed: true };
      }
      const result = await write(trx);
      await trx.updateTable('idempotency_keys').set({ record_id: result.id }).where('key', '=', key).execute();
      return { ...result, replayed: false };
    });
  };

  return {
    saveLead(lead, facts = {}, { calculation, messages } = {}) {
      return once('lead', facts, async (trx) => {
        const id = randomUUID();
        const at = stamp();
        await trx
          .insertInto('leads')
          .values({ ...leadRow(id, at, lead, facts), calculation: calculation ? JSON.stringify(calculation) : null })
          .execute();
        if (messages) await enqueueIn(trx, messages({ id, createdAt: at }), now());
        return { id, created: true };
      });
    },
    saveSignup(signup, facts = {}, confirmation = () => []) {
      return once('signup', facts, (trx) => requestSignup(trx, signup, facts, now(), stamp(), confirmation));
    },
    confirmSignup(token, welcome = () => []) {
      return confirmSignup(db, token, now(), welcome);
    },
    unsubscribe(signupId) {
      return unsubscribeSignup(db, signupId, now());
    },
    async sharedSecret(name) {
      await db
        .insertInto('server_secrets')
        .values({ name, value: newSecret(), created_at: iso(now()) })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
    outbox: createOutboxStore(db, holder, now),
    async allLeads() {
      const rows = await db.selectFrom('leads').selectAll().orderBy('created_at').orderBy('id').execute();
      return rows.map(toLead);
    },
    async allSignups() {
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
    },
    async countRequest(key, windowMs) {
      const at = now();
      // A window starts with the first request after the last one ended; one atomic statement.
      const expired = sql<boolean>`rate_limits.reset_at <= ${at}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: at + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
            reset_at: sql`CASE WHEN ${expired} THEN ${at + windowMs} ELSE rate_limits.reset_at END`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_at) - at) };
    },
    tryLease,
    database: { db, engine },
    now,
    stamp,
    close,
  };
}

/** The row of a lead: each contract field in its column, absent ones null. */
function leadRow(id: string, createdAt: string, lead: Lead, facts: RequestFacts): Insertable<LeadsTable> {
  const row: Record<string, unknown> = {
    id,
    created_at: createdAt,
    ip: facts.ip ?? null,
    user_agent: facts.userAgent ?? null,
  };
  for (const field of LEAD_RECORD_FIELDS) {
    const value = lead[field];
    row[columnOf(field)] = value === undefined ? null : typeof value === 'boolean' ? Number(value) : value;
  }
  return row as unknown as Insertable<LeadsTable>;
}

/** A stored row as the contract's lead, with its id, time and request facts. */
export function toLead(row: Selectable<LeadsTable>): StoredLead {
  const lead: Record<string, unknown> = {};
  for (const field of LEAD_RECORD_FIELDS) {
    const value = row[columnOf(field)];
    if (value === null) continue;
    lead[field] = field === 'consent' ? Number(value) === 1 : value;
  }
  return {
    ...(lead as unknown as Lead),
    id: row.id,
    createdAt: row.created_at,
    ip: row.ip,
    userAgent: row.user_agent,
    ...(row.calculation === null ? {} : { calculation: JSON.parse(row.calculation) as LeadCalculation }),
  };
}

// ---- The forms' proof of work (server/challenge.ts) ----

/** A verified proof of work: its id, and when it expires (epoch milliseconds), after which it may be swept. */
export interface SpentChallenge {
  id: string;
  expiresAt: number;
}

/** The proof of work that came with the request was already spent by an earlier one. */
export class ChallengeSpentError extends Error {
  constructor() {
    super('This proof of work was already used.');
    this.name = 'ChallengeSpentError';
  }
}

/**
 * `write`, preceded by spending the request's proof of work in the same transaction: its id is a
 * unique key, so of two requests with one solution, on one server or two, only one writes. A request
 * replayed with its Idempotency-Key does not get here (it is answered the first one's id), and a save
 * that fails releases the solution with everything else it wrote, so the retry is accepted.
 */
function spendingChallenge(challenge: SpentChallenge | undefined, write: WriteRecord): WriteRecord {
  if (!challenge) return write;
  return async (trx) => {
    const spent = await trx
      .insertInto('spent_challenges')
      .values({ id: challenge.id, expires_at: challenge.expiresAt })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!spent) throw new ChallengeSpentError();
    return write(trx);
  };
}
