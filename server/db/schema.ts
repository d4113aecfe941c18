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
  /** JSON of LeadCalculation (the inputs sent and the result the server computed), or null. */
  calculation: string | null;
} & { [F in Exclude<LeadRecordField, 'kind' | 'email' | 'consent'> as Snake<F>]: string | null } & RequestFactColumns;

export interface NewsletterSignupsTable extends RequestFactColumns {
  id: string;
  created_at: string;
  email: string;
  /** The lower-cased address: one row per subscriber, whatever the case they type it in. */
  email_key: string;
  page: string | null;
  /** pending until the confirmation link is followed; unsubscribed keeps the row so the address is not mailed. */
  status: SignupStatus;
  /** SHA-256 (base64url) of the single-use confirmation token, cleared once used. */
  confirm_token_hash: string | null;
  /** Epoch milliseconds. */
  confirm_expires_at: number | string | null;
  confirmations_sent: number | null;
  /** Epoch milliseconds. */
  last_confirmation_at: number | string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export type SignupStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** One e-mail or webhook delivery: written with the record it is about, sent by the outbox worker. */
export interface OutboxTable {
  id: string;
  created_at: string;
  channel: 'email' | 'webhook';
  /** What to render: e.g. report, lead-notification, newsletter-confirm, webhook-lead. */
  template: string;
  /** An e-mail address or a webhook URL. */
  recipient: string;
  /** JSON: what the template needs. */
  data: string;
  status: OutboxStatus;
  attempts: number;
  /** Epoch milliseconds. */
  next_attempt_at: number | string;
  /** The server working on the row until claim_expires_at (epoch milliseconds). */
  claimed_by: string | null;
  claim_expires_at: number | string | null;
  last_error: string | null;
  sent_at: string | null;
  lead_id: string | null;
  signup_id: string | null;
  /** The lower-cased address of the person the message is about. */
  email_key: string | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

/** Addresses that bounced permanently: nothing more is sent to them. */
export interface MailSuppressionsTable {
  email_key: string;
  reason: string;
  created_at: string;
}

/** Proof-of-work solutions already accepted, kept until their challenge expires. */
export interface SpentChallengesTable {
  id: string;
  /** Epoch milliseconds. */
  expires_at: number | string;
}

/** Keys every server on the database shares (the challenge's HMAC key, the key that signs unsubscribe links). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
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
  outbox: OutboxTable;
  mail_suppressions: MailSuppressionsTable;
  spent_challenges: SpentChallengesTable;
  server_secrets: ServerSecretsTable;
  schema_migrations: SchemaMigrationsTable;
}
