// What every part of the staff area works with: the database, the clock, and the site's address.
import type { Kysely } from 'kysely';
import type { Engine } from '../db/database';
import type { Tables } from '../db/schema';

export interface StaffContext {
  db: Kysely<Tables>;
  engine: Engine;
  /** Epoch milliseconds; tests move it. */
  now: () => number;
  /**
   * The time to record a note, an event or an audit entry at: `now`, but never the same millisecond
   * twice on this server, so what one person did in a row lists in the order they did it.
   */
  stamp: () => string;
  /** PUBLIC_URL: the site's address as people reach it (setup links; an Origin the API accepts). */
  publicUrl: URL;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** PostgreSQL returns bigint columns as text. */
export const millis = (value: number | string | null): number => Number(value ?? 0);

/** A LIKE pattern that finds `text` anywhere, lower-cased: %, _ and \ in it mean themselves (ESCAPE '\'). */
export const likePattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A page number from a query string: 1 to 999999. */
export const isPageNumber = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) && Number(value) >= 1;

/** The page a query asks for, 1 when it names none or no valid one. */
export const pageOf = (query: Record<string, unknown>): number => (isPageNumber(query.page) ? Number(query.page) : 1);
