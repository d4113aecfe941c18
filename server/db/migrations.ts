// The schema as numbered migrations, the same for SQLite and PostgreSQL (Kysely's schema builder
// writes each engine's DDL). The table schema_migrations lists those applied. Each runs once, all
// pending ones in one transaction under a lock, so two servers starting together migrate once: on
// PostgreSQL an advisory lock, on SQLite BEGIN IMMEDIATE (the write lock). Never edit a migration
// that has shipped: add one.
import { type Kysely, sql } from 'kysely';
import type { Engine } from './database';
import type { Tables } from './schema';
import { BOOKINGS_MIGRATION } from './booking-migration';
import { INSIGHTS_MIGRATION } from './insights-migration';

export interface Migration {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration runs on the schema as it was before it, not today's Tables (Kysely's documented pattern)
  up(db: Kysely<any>): Promise<void>;
}

export const MIGRATIONS: readonly Migration[] = Object.freeze([
  {
    name: 'leads, newsletter sign-ups and the idempotency keys that guard both',
    async up(db) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('name', 'text')
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('company', 'text')
        .addColumn('phone', 'text')
        .addColumn('industry', 'text')
        .addColumn('line_of_business', 'text')
        .addColumn('financial_challenge', 'text')
        .addColumn('message', 'text')
        .addColumn('consent', 'integer')
        .addColumn('page', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        // The kinds as they were when this shipped: a new kind in the contract needs a new migration
        // (test/unit/contracts.test.ts stores a lead of every kind, so it fails until there is one).
        .addCheckConstraint('leads_kind', sql`kind IN ('report', 'popup', 'contact', 'consultation', 'sales')`)
        .addCheckConstraint('leads_consent', sql`consent IN (0, 1)`)
        .execute();
      await db.schema.createIndex('leads_by_created_at').on('leads').column('created_at').execute();
      await db.schema
        .createTable('newsletter_signups')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('email_key', 'text', (column) => column.notNull().unique())
        .addColumn('page', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema
        .createIndex('newsletter_signups_by_created_at')
        .on('newsletter_signups')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('route', 'text', (column) => column.notNull())
        .addColumn('fingerprint', 'text', (column) => column.notNull())
        .addColumn('record_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
  },
  {
    name: 'idempotency keys expire, found by age',
    async up(db) {
      await db.schema
        .createIndex('idempotency_keys_by_created_at')
        .on('idempotency_keys')
        .column('created_at')
        .execute();
    },
  },
  {
    name: 'rate limits and leases shared by every server on the database',
    async up(db) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addColumn('reset_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_by_reset_at').on('rate_limits').column('reset_at').execute();
      await db.schema
        .createTable('leases')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('holder', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
  {
    name: 'leads carry their calculation; the mail and webhook outbox; newsletter opt-in; suppressions; spent challenges; secrets',
    async up(db) {
      // The calculator's inputs and the result the server computed from them, as JSON text.
      await db.schema.alterTable('leads').addColumn('calculation', 'text').execute();
      await db.schema
        .alterTable('newsletter_signups')
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
        .execute();
      for (const [name, type] of [
        ['confirm_token_hash', 'text'],
        ['confirm_expires_at', 'bigint'],
        ['confirmations_sent', 'integer'],
        ['last_confirmation_at', 'bigint'],
        ['confirmed_at', 'text'],
        ['unsubscribed_at', 'text'],
      ] as const) {
        await db.schema.alterTable('newsletter_signups').addColumn(name, type).execute();
      }
      await db.schema
        .createIndex('newsletter_signups_by_confirm_token')
        .on('newsletter_signups')
        .column('confirm_token_hash')
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel IN ('email', 'webhook')`))
        .addColumn('template', 'text', (column) => column.notNull())
        .addColumn('recipient', 'text', (column) => column.notNull())
        .addColumn('data', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) =>
          column.notNull().check(sql`status IN ('pending', 'sent', 'failed', 'cancelled')`),
        )
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claim_expires_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('lead_id', 'text')
        .addColumn('signup_id', 'text')
        // The lower-cased address of the person the message is about: what erasing them deletes.
        .addColumn('email_key', 'text')
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_by_lead').on('outbox').column('lead_id').execute();
      await db.schema.createIndex('outbox_by_email_key').on('outbox').column('email_key').execute();
      await db.schema
        .createTable('mail_suppressions')
        .addColumn('email_key', 'text', (column) => column.primaryKey())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('spent_challenges')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('spent_challenges_by_expires_at')
        .on('spent_challenges')
        .column('expires_at')
        .execute();
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
  },
  {
    name: 'the staff area: accounts, sessions, sign-in throttling, passkeys, lead work (status, assignee, history, notes) and the audit log',
    async up(db) {
      await db.schema
        .createTable('staff_accounts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('email_key', 'text', (column) => column.notNull().unique())
        .addColumn('name', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('role', 'text', (column) => column.notNull().check(sql`role IN ('admin', 'advisor')`))
        // Null until the setup link is used: the account cannot sign in with a password before.
        .addColumn('password_hash', 'text')
        .addColumn('disabled', 'integer', (column) =>
          column
            .notNull()
            .defaultTo(0)
            .check(sql`disabled IN (0, 1)`),
        )
        .addColumn('setup_token_hash', 'text')
        .addColumn('setup_expires_at', 'bigint')
        .addColumn('last_sign_in_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_accounts_by_setup_token')
        .on('staff_accounts')
        .column('setup_token_hash')
        .execute();
      await db.schema
        .createTable('staff_sessions')
        // SHA-256 of the cookie's value: a copy of the database does not hold usable sessions.
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text', (column) => column.notNull())
        .addColumn('csrf_token', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('staff_sessions_by_account').on('staff_sessions').column('account_id').execute();
      await db.schema
        .createTable('staff_sign_in_failures')
        // account:<lower-cased address> or address:<client ip>.
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('failures', 'integer', (column) => column.notNull())
        .addColumn('last_failure_at', 'bigint', (column) => column.notNull())
        .addColumn('blocked_until', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('staff_passkeys')
        // The credential id (base64url), as the authenticator names it.
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('public_key', 'text', (column) => column.notNull())
        .addColumn('counter', 'bigint', (column) => column.notNull())
        .addColumn('transports', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.createIndex('staff_passkeys_by_account').on('staff_passkeys').column('account_id').execute();
      await db.schema
        .createTable('staff_challenges')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('challenge', 'text', (column) => column.notNull())
        // Set for a registration (the signed-in account), null for a sign-in.
        .addColumn('account_id', 'text')
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .alterTable('leads')
        .addColumn('status', 'text', (column) =>
          column
            .notNull()
            .defaultTo('new')
            .check(sql`status IN ('new', 'contacted', 'qualified', 'won', 'lost')`),
        )
        .execute();
      await db.schema.alterTable('leads').addColumn('assigned_to', 'text').execute();
      await db.schema.createIndex('leads_by_status').on('leads').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('lead_events')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('account_id', 'text')
        .addColumn('field', 'text', (column) => column.notNull().check(sql`field IN ('status', 'assigned_to')`))
        .addColumn('from_value', 'text')
        .addColumn('to_value', 'text')
        .execute();
      await db.schema.createIndex('lead_events_by_lead').on('lead_events').columns(['lead_id', 'at']).execute();
      await db.schema
        .createTable('lead_notes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('account_id', 'text')
        .addColumn('text', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('lead_notes_by_lead').on('lead_notes').columns(['lead_id', 'at']).execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('account_id', 'text')
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('target', 'text')
        .addColumn('detail', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('audit_log_by_at').on('audit_log').column('at').execute();
    },
  },
  {
    name: 'sign-in throttling per account and address: the addresses each account has signed in from',
    async up(db) {
      await db.schema
        .createTable('staff_known_addresses')
        // <account e-mail key>|<client group>: the account has signed in from there (throttle.ts).
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('last_sign_in_at', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
  BOOKINGS_MIGRATION,
  INSIGHTS_MIGRATION,
]);

/** Any fixed number: the key of PostgreSQL's advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_221_309;

/**
 * Brings the database up to the latest schema and returns its version. A SQLite database from before
 * schema_migrations existed (its version in PRAGMA user_version) is adopted with its rows intact.
 */
export async function migrate(
  db: Kysely<Tables>,
  engine: Engine,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number> {
  return db.connection().execute(async (connection) => {
    if (engine === 'postgres') {
      await sql`BEGIN`.execute(connection);
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    } else {
      await sql`BEGIN IMMEDIATE`.execute(connection);
    }
    try {
      await connection.schema
        .createTable('schema_migrations')
        .ifNotExists()
        .addColumn('version', 'integer', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('applied_at', 'text', (column) => column.notNull())
        .execute();
      const applied = await connection.selectFrom('schema_migrations').select('version').execute();
      let current = applied.reduce((highest, { version }) => Math.max(highest, Number(version)), 0);
      if (current === 0 && engine === 'sqlite') current = await adoptUserVersion(connection, migrations);
      if (current > migrations.length) {
        throw new Error(
          `The database is at schema version ${current}, newer than this server knows (${migrations.length}). Update the server.`,
        );
      }
      for (let version = current + 1; version <= migrations.length; version++) {
        const migration = migrations[version - 1]!;
        await migration.up(connection);
        await connection
          .insertInto('schema_migrations')
          .values({ version, name: migration.name, applied_at: new Date().toISOString() })
          .execute();
      }
      // For the JavaScript server that counted versions in user_version: it refuses a newer database.
      if (engine === 'sqlite') await sql.raw(`PRAGMA user_version = ${migrations.length}`).execute(connection);
      await sql`COMMIT`.execute(connection);
      return migrations.length;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => {});
      throw error;
    }
  });
}

/** Records the migrations a SQLite database applied when it counted them in PRAGMA user_version. */
async function adoptUserVersion(connection: Kysely<Tables>, migrations: readonly Migration[]): Promise<number> {
  const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(connection);
  const version = Number(rows[0]?.user_version ?? 0);
  const at = new Date().toISOString();
  for (let adopted = 1; adopted <= version; adopted++) {
    await connection
      .insertInto('schema_migrations')
      .values({ version: adopted, name: migrations[adopted - 1]?.name ?? `version ${adopted}`, applied_at: at })
      .execute();
  }
  return version;
}
