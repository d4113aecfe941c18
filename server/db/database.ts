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
  /** Where the data lives, for messages: the SQLite file, or the PostgreSQL URL without its password. */
  where: string;
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
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // A dropped idle connection must not crash the server; the next query gets a new one.
    pool.on('error', () => {});
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', where: withoutPassword(databaseUrl), close: () => db.destroy() };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(resolve(dataDir), SQLITE_FILE);
  let shared = sqliteFiles.get(file);
  if (!shared) {
    const sqlite = new Database(file);
    // Another process (the CSV export, a second server on this machine) may hold a lock a moment;
    // first, since switching to WAL needs one too.
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('journal_mode = WAL');
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
  return { db: handle.db, engine: 'sqlite', where: file, close };
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Errors that mean "try again in a moment", not "this request is wrong". */
export function isTransientDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return (
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_LOCKED' ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    // PostgreSQL: serialization failure, deadlock, too many connections, shutting down, cannot connect now.
    ['40001', '40P01', '53300', '57P01', '57P03'].includes(code)
  );
}
