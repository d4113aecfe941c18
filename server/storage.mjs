// Where leads and newsletter sign-ups are kept. The API talks to the small LeadStorage interface
// below, so another store can replace SQLite; createSqliteStorage is the one this project ships.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.mjs';

/**
 * A lead as the API accepted it (see lead-schemas.mjs): trimmed text, absent fields undefined.
 * @typedef {object} Lead
 * @property {'report' | 'popup' | 'contact' | 'consultation' | 'sales'} kind
 * @property {string} email
 * @property {string} [name]
 * @property {string} [company]
 * @property {string} [phone]
 * @property {string} [industry]
 * @property {string} [lineOfBusiness]
 * @property {string} [financialChallenge]
 * @property {string} [message]
 * @property {boolean} [consent]
 * @property {string} [page]
 */

/**
 * @typedef {object} Signup
 * @property {string} email
 * @property {string} [page]
 */

/**
 * Facts about the request, kept beside the record.
 * @typedef {object} RequestFacts
 * @property {string} [ip]
 * @property {string} [userAgent]
 * @property {string} [idempotencyKey] the client's Idempotency-Key header
 * @property {string} [fingerprint] a hash of route + body: the same key with another body is refused
 */

/**
 * @typedef {object} SaveResult
 * @property {string} id the record's id (for a replayed key or a repeat sign-up, the existing one)
 * @property {boolean} created false when nothing new was written
 * @property {boolean} replayed true when the Idempotency-Key had been seen with the same body
 */

/**
 * @typedef {Lead & { id: string, createdAt: string, ip: string | null, userAgent: string | null }} StoredLead
 * @typedef {Signup & { id: string, createdAt: string, ip: string | null, userAgent: string | null }} StoredSignup
 */

/**
 * What the API needs from a store. Methods may return promises.
 * @typedef {object} LeadStorage
 * @property {(lead: Lead, facts?: RequestFacts) => SaveResult | Promise<SaveResult>} saveLead
 * @property {(signup: Signup, facts?: RequestFacts) => SaveResult | Promise<SaveResult>} saveSignup
 * @property {() => StoredLead[] | Promise<StoredLead[]>} allLeads oldest first
 * @property {() => StoredSignup[] | Promise<StoredSignup[]>} allSignups oldest first
 * @property {() => void | Promise<void>} close
 */

/**
 * The SQLite store answers synchronously.
 * @typedef {object} SqliteStorage
 * @property {string} file the database file
 * @property {(lead: Lead, facts?: RequestFacts) => SaveResult} saveLead
 * @property {(signup: Signup, facts?: RequestFacts) => SaveResult} saveSignup
 * @property {() => StoredLead[]} allLeads
 * @property {() => StoredSignup[]} allSignups
 * @property {() => void} close
 */

/** The Idempotency-Key was already used for a different request. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('This Idempotency-Key was already used for a different request.');
    this.name = 'IdempotencyConflictError';
  }
}

export const DATABASE_FILE = 'leads.sqlite';

/**
 * How long an Idempotency-Key is remembered. A client retries within seconds (ours, within one
 * page session); a day covers any retry and keeps the table from growing without end.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired keys are deleted at most this often, by the write that finds the time has come. */
const KEY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Opens (creating if needed) the SQLite database in `dir` and brings its schema up to date.
 * @param {string} dir the data folder, created if missing
 * @param {{ now?: () => number }} [options] the clock (tests move it)
 * @returns {SqliteStorage}
 */
export function createSqliteStorage(dir, { now = Date.now } = {}) {
  mkdirSync(dir, { recursive: true });
  const file = join(resolve(dir), DATABASE_FILE);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // Another process (the CSV export, a second server) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  // A 201 means the lead is on disk: each commit is synced, not only checkpoints.
  db.pragma('synchronous = FULL');
  migrate(db);

  const insertLead = db.prepare(`
    INSERT INTO leads (id, created_at, kind, name, email, company, phone, industry, line_of_business,
                       financial_challenge, message, consent, page, ip, user_agent)
    VALUES (@id, @createdAt, @kind, @name, @email, @company, @phone, @industry, @lineOfBusiness,
            @financialChallenge, @message, @consent, @page, @ip, @userAgent)`);
  const insertSignup = db.prepare(`
    INSERT INTO newsletter_signups (id, created_at, email, email_key, page, ip, user_agent)
    VALUES (@id, @createdAt, @email, @emailKey, @page, @ip, @userAgent)
    ON CONFLICT (email_key) DO NOTHING`);
  const signupByEmail = db.prepare('SELECT id FROM newsletter_signups WHERE email_key = ?').pluck();
  const findKey = db.prepare(
    'SELECT route, fingerprint, record_id AS recordId FROM idempotency_keys WHERE key = ? AND created_at >= ?',
  );
  const upsertKey = db.prepare(`
    INSERT INTO idempotency_keys (key, route, fingerprint, record_id, created_at)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET route = excluded.route, fingerprint = excluded.fingerprint,
                                    record_id = excluded.record_id, created_at = excluded.created_at`);
  const deleteKeysBefore = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  const selectLeads = db.prepare('SELECT * FROM leads ORDER BY created_at, rowid');
  const selectSignups = db.prepare('SELECT * FROM newsletter_signups ORDER BY created_at, rowid');

  /**
   * Runs `write` unless the key was seen before, in one transaction that takes the write lock
   * first, so two requests with the same key (in this process or another) write one row.
   * @param {string} route
   * @param {RequestFacts} facts
   * @param {() => { id: string, created: boolean }} write
   * @returns {SaveResult}
   */
  let nextSweep = 0;
  const once = (route, facts, write) =>
    db
      .transaction(() => {
        const at = now();
        const expiredBefore = new Date(at - IDEMPOTENCY_KEY_TTL_MS).toISOString();
        if (at >= nextSweep) {
          deleteKeysBefore.run(expiredBefore);
          nextSweep = at + KEY_SWEEP_INTERVAL_MS;
        }
        const key = facts.idempotencyKey;
        if (key !== undefined) {
          const seen = /** @type {{ route: string, fingerprint: string, recordId: string } | undefined} */ (findKey.get(key, expiredBefore));
          if (seen) {
            if (seen.route !== route || seen.fingerprint !== (facts.fingerprint ?? '')) throw new IdempotencyConflictError();
            return { id: seen.recordId, created: false, replayed: true };
          }
        }
        const result = write();
        // An expired key may still be in the table until the next sweep: it is replaced.
        if (key !== undefined) upsertKey.run(key, route, facts.fingerprint ?? '', result.id, new Date(at).toISOString());
        return { ...result, replayed: false };
      })
      .immediate();

  return {
    file,
    saveLead(lead, facts = {}) {
      return once('lead', facts, () => {
        const id = randomUUID();
        insertLead.run({
          id,
          createdAt: new Date().toISOString(),
          kind: lead.kind,
          name: lead.name ?? null,
          email: lead.email,
          company: lead.company ?? null,
          phone: lead.phone ?? null,
          industry: lead.industry ?? null,
          lineOfBusiness: lead.lineOfBusiness ?? null,
          financialChallenge: lead.financialChallenge ?? null,
          message: lead.message ?? null,
          consent: lead.consent === undefined ? null : Number(lead.consent),
          page: lead.page ?? null,
          ip: facts.ip ?? null,
          userAgent: facts.userAgent ?? null,
        });
        return { id, created: true };
      });
    },
    saveSignup(signup, facts = {}) {
      return once('signup', facts, () => {
        const emailKey = signup.email.toLowerCase();
        const id = randomUUID();
        const { changes } = insertSignup.run({
          id,
          createdAt: new Date().toISOString(),
          email: signup.email,
          emailKey,
          page: signup.page ?? null,
          ip: facts.ip ?? null,
          userAgent: facts.userAgent ?? null,
        });
        // A repeat sign-up keeps the first row; the answer carries that row's id.
        if (changes === 0) return { id: /** @type {string} */ (signupByEmail.get(emailKey)), created: false };
        return { id, created: true };
      });
    },
    allLeads() {
      return selectLeads.all().map((row) => toLead(/** @type {Record<string, any>} */ (row)));
    },
    allSignups() {
      return selectSignups.all().map((row) => toSignup(/** @type {Record<string, any>} */ (row)));
    },
    close() {
      if (db.open) db.close();
    },
  };
}

/**
 * @param {Record<string, any>} row
 * @returns {StoredLead}
 */
function toLead(row) {
  return {
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind,
    name: row.name ?? undefined,
    email: row.email,
    company: row.company ?? undefined,
    phone: row.phone ?? undefined,
    industry: row.industry ?? undefined,
    lineOfBusiness: row.line_of_business ?? undefined,
    financialChallenge: row.financial_challenge ?? undefined,
    message: row.message ?? undefined,
    consent: row.consent === null ? undefined : row.consent === 1,
    page: row.page ?? undefined,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

/**
 * @param {Record<string, any>} row
 * @returns {StoredSignup}
 */
function toSignup(row) {
  return {
    id: row.id,
    createdAt: row.created_at,
    email: row.email,
    page: row.page ?? undefined,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}
