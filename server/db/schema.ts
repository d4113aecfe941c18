// The tables as the query layer sees them. The lead's text columns derive from the contract's field
// names (lineOfBusiness is line_of_business), so a field added to the contract is a column here.
import type { LeadKind, LeadRecordField } from '../../src/contracts/lead-fields';

/** camelCase to snake_case, at the type level: the column of a contract field. */
export type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/** The column that holds a contract field. */
export const columnOf = <F extends string>(field: F): Snake<F> =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as Snake<F>;

/** Where a request came from, kept beside each record, never exported. */
interface RequestFactColumns {
  ip: string | null;
  user_agent: string | null;
}

export type LeadsTable = {
  id: string;
  /** ISO 8601 in UTC with milliseconds: sorts as text the same on both engines. */
  created_at: string;
  kind: LeadKind;
  email: string;
  /** 1 or 0: SQLite has no boolean type. */
  consent: number | null;
} & { [F in Exclude<LeadRecordField, 'kind' | 'email' | 'consent'> as Snake<F>]: string | null } & RequestFactColumns;

export interface NewsletterSignupsTable extends RequestFactColumns {
  id: string;
  created_at: string;
  email: string;
  /** The lower-cased address: one row per subscriber, whatever the case they type it in. */
  email_key: string;
  page: string | null;
}

export interface IdempotencyKeysTable {
  key: string;
  route: string;
  fingerprint: string;
  record_id: string;
  created_at: string;
}

/** One row per client address: requests counted in the window that started with the first. */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds (PostgreSQL's bigint reaches us as text). */
  reset_at: number | string;
}

/** Background work any instance may do, done by one at a time: whoever holds the lease. */
export interface LeasesTable {
  name: string;
  holder: string;
  /** Epoch milliseconds. */
  expires_at: number | string;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface Tables {
  leads: LeadsTable;
  newsletter_signups: NewsletterSignupsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
  leases: LeasesTable;
  schema_migrations: SchemaMigrationsTable;
}
