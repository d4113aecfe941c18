// The booking tables (issue 21), one migration appended to MIGRATIONS (migrations.ts). The rule that
// no advisor is booked twice is meeting_claims' primary key: a booking inserts one row per quantum of
// the advisor's time it holds, in its transaction, so of two overlapping bookings on any number of
// servers only one commits its rows.
import { sql } from 'kysely';
import type { Migration } from './migrations';

export const BOOKINGS_MIGRATION: Migration = {
  name: 'bookings: availability, holidays, meetings and their claims on advisors’ time, feeds, CalDAV',
  async up(db) {
    await db.schema
      .createTable('booking_availability')
      .addColumn('account_id', 'text', (column) => column.primaryKey())
      .addColumn('takes_bookings', 'integer', (column) => column.notNull().check(sql`takes_bookings IN (0, 1)`))
      .addColumn('weekly_hours', 'text', (column) => column.notNull())
      .addColumn('meeting_minutes', 'integer', (column) => column.notNull())
      .addColumn('buffer_minutes', 'integer', (column) => column.notNull())
      .addColumn('days_off', 'text', (column) => column.notNull())
      .addColumn('industries', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('booking_holidays')
      .addColumn('date', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('meetings')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('lead_id', 'text')
      .addColumn('advisor_id', 'text', (column) => column.notNull())
      .addColumn('start_at', 'bigint', (column) => column.notNull())
      .addColumn('end_at', 'bigint', (column) => column.notNull())
      .addColumn('claim_end_at', 'bigint', (column) => column.notNull())
      .addColumn('status', 'text', (column) =>
        column.notNull().check(sql`status IN ('booked', 'done', 'no-show', 'cancelled')`),
      )
      .addColumn('visitor_email', 'text', (column) => column.notNull())
      .addColumn('email_key', 'text', (column) => column.notNull())
      .addColumn('visitor_time_zone', 'text', (column) => column.notNull())
      .addColumn('topic', 'text', (column) => column.notNull())
      .addColumn('sequence', 'integer', (column) => column.notNull())
      .addColumn('manage_nonce', 'text', (column) => column.notNull())
      .addColumn('cancelled_at', 'text')
      .addColumn('caldav_href', 'text')
      .addColumn('caldav_etag', 'text')
      .execute();
    await db.schema.createIndex('meetings_by_advisor').on('meetings').columns(['advisor_id', 'start_at']).execute();
    await db.schema.createIndex('meetings_by_start').on('meetings').column('start_at').execute();
    await db.schema.createIndex('meetings_by_lead').on('meetings').column('lead_id').execute();
    await db.schema.createIndex('meetings_by_email_key').on('meetings').column('email_key').execute();
    await db.schema
      .createTable('meeting_claims')
      .addColumn('advisor_id', 'text', (column) => column.notNull())
      .addColumn('quantum_at', 'bigint', (column) => column.notNull())
      .addColumn('meeting_id', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('meeting_claims_pk', ['advisor_id', 'quantum_at'])
      .execute();
    await db.schema.createIndex('meeting_claims_by_meeting').on('meeting_claims').column('meeting_id').execute();
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('account_id', 'text', (column) => column.primaryKey())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('caldav_accounts')
      .addColumn('account_id', 'text', (column) => column.primaryKey())
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('password_encrypted', 'text', (column) => column.notNull())
      .addColumn('last_synced_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.alterTable('outbox').addColumn('meeting_id', 'text').execute();
    await db.schema.createIndex('outbox_by_meeting').on('outbox').column('meeting_id').execute();
  },
};
