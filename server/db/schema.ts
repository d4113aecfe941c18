// The tables as the query layer sees them. The lead's text columns derive from the contract's field
// names (lineOfBusiness is line_of_business), so a field added to the contract is a column here.
import type { Generated } from 'kysely';
import type { LeadKind, LeadRecordField } from '../../src/contracts/lead-fields';
import type { InsightsTables } from './insights-schema';
import type { LeadStatus, Role, SignupStatus } from '../../src/contracts/staff-fields';
import type { BookingTables, OutboxMeetingColumn } from './booking-schema';

/** camelCase to snake_case, at the type level: the column of a contract field. */
export type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/** The column that holds a contract field. */
export const columnOf = <F extends string>(field: F): Snake<F> =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as Snake<F>;

/** The key an e-mail address is stored and looked up under (email_key columns): whatever case it is typed in. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** A LIKE pattern that finds `text` anywhere, lower-cased: %, _ and \ in it mean themselves (ESCAPE '\'). */
export const likePattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Where a request came from, as the intake knows it: kept beside each record (below), never exported. */
export interface ClientFacts {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

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
  /** The staff's work on it (migration 5). */
  status: Generated<LeadStatus>;
  /** A staff_accounts id. */
  assigned_to: Generated<string | null>;
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

export type { SignupStatus };

/** One e-mail or webhook delivery: written with the record it is about, sent by the outbox worker. */
export interface OutboxTable extends OutboxMeetingColumn {
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

export interface StaffAccountsTable {
  id: string;
  created_at: string;
  email: string;
  /** The lower-cased address: one account per person. */
  email_key: string;
  name: string;
  role: Role;
  /** scrypt$… (passwords.ts), null until the setup link is used. */
  password_hash: string | null;
  /** 1 or 0. */
  disabled: number;
  /** SHA-256 (base64url) of the one-time setup token, cleared once used. */
  setup_token_hash: string | null;
  /** Epoch milliseconds. */
  setup_expires_at: number | string | null;
  last_sign_in_at: string | null;
}

export interface StaffSessionsTable extends RequestFactColumns {
  /** SHA-256 (base64url) of the cookie's value. */
  id_hash: string;
  account_id: string;
  csrf_token: string;
  /** Epoch milliseconds. */
  created_at: number | string;
  /** Epoch milliseconds. */
  last_seen_at: number | string;
}

/** Consecutive failed sign-ins per account address and per client address. */
export interface StaffSignInFailuresTable {
  key: string;
  failures: number;
  /** Epoch milliseconds. */
  last_failure_at: number | string;
  /** Epoch milliseconds; 0 when not blocked. */
  blocked_until: number | string;
}

/** Where each account has signed in from: its failures elsewhere never hold these addresses up. */
export interface StaffKnownAddressesTable {
  /** <account e-mail key>|<client group>. */
  key: string;
  /** Epoch milliseconds. */
  last_sign_in_at: number | string;
}

export interface StaffPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  account_id: string;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  /** JSON array of transports, or null. */
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** WebAuthn challenges handed out and not yet answered. */
export interface StaffChallengesTable {
  id: string;
  challenge: string;
  account_id: string | null;
  /** Epoch milliseconds. */
  expires_at: number | string;
}

export interface LeadEventsTable {
  id: string;
  lead_id: string;
  at: string;
  account_id: string | null;
  field: 'status' | 'assigned_to';
  from_value: string | null;
  to_value: string | null;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  at: string;
  account_id: string | null;
  text: string;
}

export interface AuditLogTable extends RequestFactColumns {
  id: string;
  at: string;
  account_id: string | null;
  action: string;
  target: string | null;
  /** JSON object, or null. */
  detail: string | null;
}

export interface Tables extends BookingTables, InsightsTables {
  leads: LeadsTable;
  newsletter_signups: NewsletterSignupsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
  leases: LeasesTable;
  outbox: OutboxTable;
  mail_suppressions: MailSuppressionsTable;
  spent_challenges: SpentChallengesTable;
  server_secrets: ServerSecretsTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  staff_known_addresses: StaffKnownAddressesTable;
  staff_passkeys: StaffPasskeysTable;
  staff_challenges: StaffChallengesTable;
  lead_events: LeadEventsTable;
  lead_notes: LeadNotesTable;
  audit_log: AuditLogTable;
  schema_migrations: SchemaMigrationsTable;
}
