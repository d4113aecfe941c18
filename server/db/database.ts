// Opens the database the settings name: PostgreSQL when DATABASE_URL is a postgres:// URL (several
// servers behind a load balancer share it), otherwise the embedded SQLite file in DATA_DIR, which
// needs no other service. Both are reached through one typed query layer (Kysely), so everything
// above this file is written once.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Tables } from './schema';

export const SQLITE_FILE = 'leads.sqlite';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseLocation {
  /** postgres://user:password@host:port/database; absent or empty for SQLite. */
  databaseUrl?: string | undefined;
  /** The folder of the SQLite file, created if missing. */
  dataDir: string;
}

export interface OpenDatabase {
  db: Kysely<Tables>;
  engine: Engine;
  /** Closes this handle (a SQLite file shared in this process closes with its last handle). */
  close(): Promise<void>;
}

/**
 * One connection per SQLite file in a process, shared by every handle on it. better-sqlite3 blocks
 * the thread while it waits for a lock, so a second connection in the same process would wait for a
 * transaction that can only finish on this same thread: a deadlock until busy_timeout. Kysely
 * queues the queries of one connection instead. Other processes get their own, and wait on the lock.
 */
const sqliteFiles = new Map<string, { db: Kysely<Tables>; handles: number }>();

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(?:ql)?:\/\//i.test(url);

export function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): OpenDatabase {
  if (isPostgresUrl(databaseUrl)) {
    // A request waits at most 5 s for a connection and a statement runs at most 15 s: past that it is
    // answered 503 "busy" rather than left hanging.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      statement_timeout: 15_000,
    });
    // A dropped idle connection must not crash the server; the next query gets a new one.
    pool.on('error', (error) =>
      console.warn('cashflow-elements: an idle PostgreSQL connection failed:', error.message),
    );
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(resolve(dataDir), SQLITE_FILE);
  let shared = sqliteFiles.get(file);
  if (!shared) {
    const sqlite = new Database(file);
    // Another process (the CSV export, a second server on this machine) may hold a lock a moment.
    sqlite.pragma('busy_timeout = 5000');
    useWal(sqlite);
    // A 201 means the lead is on disk: each commit is synced, not only checkpoints.
    sqlite.pragma('synchronous = FULL');
    shared = { db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) }), handles: 0 };
    sqliteFiles.set(file, shared);
  }
  shared.handles++;
  const handle = shared;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (--handle.handles > 0) return;
    sqliteFiles.delete(file);
    await handle.db.destroy();
  };
  return { db: handle.db, engine: 'sqlite', close };
}

/**
 * Switches a file to WAL (kept in the file). Two processes opening a new file at once can both try,
 * and SQLite answers the loser SQLITE_BUSY at once, without its busy handler: wait and try again.
 */
function useWal(sqlite: Database.Database): void {
  const giveUpAt = Date.now() + 5000;
  for (;;) {
    try {
      if (sqlite.pragma('journal_mode', { simple: true }) !== 'wal') sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > giveUpAt) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/** Errors that mean "try again in a moment", not "this request is wrong". */
export function isTransientDatabaseError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT') return true;
    // PostgreSQL: connection exceptions (08…), serialization failure, deadlock, too many connections,
    // statement timeout or cancel, lock not available, shutting down, cannot connect now.
    if (code.startsWith('08') || ['40001', '40P01', '53300', '57014', '55P03', '57P01', '57P03'].includes(code))
      return true;
  }
  // pg's own words for a pool that could not connect in time, or a connection that died mid-query.
  return typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated/i.test(message);
}
