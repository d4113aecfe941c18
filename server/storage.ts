// The database the server keeps everything in, opened and migrated, with the clock records are
// stamped by and this server's id in leases and outbox claims. What is stored where is the
// repositories' (server/repositories/, one module per table); what a request saves, intake.ts's.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type DatabaseLocation, type Engine, openDatabase } from './db/database';
import { migrate } from './db/migrations';
import type { Tables } from './db/schema';

export interface Storage {
  readonly db: Kysely<Tables>;
  readonly engine: Engine;
  /** This server's name in leases and outbox claims. */
  readonly holder: string;
  /** The clock (tests move it): epoch milliseconds. */
  readonly now: () => number;
  /**
   * The time to record something at: `now`, but never the same millisecond twice on this server, so
   * records listed by time ("oldest first", a person's notes in a row) keep the order they were made.
   */
  readonly stamp: () => string;
  /** Told of a failure in background work (a sweep), which never fails a request. */
  readonly onBackgroundError: (error: unknown) => void;
  close(): Promise<void>;
}

export interface StorageOptions extends DatabaseLocation {
  /** The clock (tests move it). */
  now?: () => number;
  /** Told of a failure in background work (the sweep), which never fails a request. Default: a console warning. */
  onBackgroundError?: (error: unknown) => void;
}

const warn = (error: unknown) => console.warn('cashflow-elements: background database work failed:', error);

/** Opens the database the settings name and brings its schema up to date. */
export async function openStorage({
  now = Date.now,
  onBackgroundError = warn,
  ...location
}: StorageOptions): Promise<Storage> {
  const { db, engine, close } = openDatabase(location);
  try {
    await migrate(db, engine);
  } catch (error) {
    await close();
    throw error;
  }
  let lastStamp = 0;
  return {
    db,
    engine,
    holder: randomUUID(),
    now,
    stamp: () => {
      lastStamp = Math.max(now(), lastStamp + 1);
      return new Date(lastStamp).toISOString();
    },
    onBackgroundError,
    close,
  };
}
