// The migration of issue 22's tables (insights-schema.ts), appended to MIGRATIONS.
import type { Migration } from './migrations';

export const INSIGHTS_MIGRATION: Migration = {
  name: 'first-party events, daily counts, real-user speed, headline experiments and lead credits',
  async up(db) {
    await db.schema
      .createTable('site_events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('seq', 'text', (column) => column.notNull())
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('page', 'text', (column) => column.notNull())
      .addColumn('host', 'text', (column) => column.notNull())
      .addColumn('run', 'text', (column) => column.notNull())
      .addColumn('variant', 'text', (column) => column.notNull())
      .addColumn('device', 'text', (column) => column.notNull())
      .addColumn('risk', 'text')
      .addColumn('referrer', 'text')
      .addColumn('visitor', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('site_events_by_day').on('site_events').columns(['day', 'kind']).execute();
    await db.schema
      .createIndex('site_events_first_views')
      .on('site_events')
      .columns(['day', 'visitor', 'seq'])
      .execute();
    await db.schema
      .createTable('event_days')
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('page', 'text', (column) => column.notNull())
      .addColumn('host', 'text', (column) => column.notNull())
      .addColumn('run', 'text', (column) => column.notNull())
      .addColumn('variant', 'text', (column) => column.notNull())
      .addColumn('events', 'integer', (column) => column.notNull())
      .addColumn('visitors', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('event_days_key', ['day', 'kind', 'page', 'host', 'run', 'variant'])
      .execute();
    await db.schema
      .createTable('event_rollups')
      .addColumn('day', 'text', (column) => column.primaryKey())
      .addColumn('rolled_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('vital_buckets')
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('page', 'text', (column) => column.notNull())
      .addColumn('device', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('bucket', 'integer', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('vital_buckets_key', ['day', 'page', 'device', 'name', 'bucket'])
      .execute();
    await db.schema
      .createTable('event_salts')
      .addColumn('day', 'text', (column) => column.primaryKey())
      .addColumn('salt', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('experiments')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('started_at', 'text', (column) => column.notNull())
      .addColumn('stopped_at', 'text')
      .addColumn('weights', 'text', (column) => column.notNull())
      .addColumn('mde', 'double precision', (column) => column.notNull())
      .addColumn('baseline', 'double precision', (column) => column.notNull())
      .addColumn('sample_size', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('lead_credits')
      .addColumn('lead_id', 'text', (column) => column.primaryKey())
      .addColumn('run', 'text', (column) => column.notNull())
      .addColumn('variant', 'text', (column) => column.notNull())
      .addColumn('host', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('lead_credits_by_run').on('lead_credits').columns(['run', 'variant']).execute();
  },
};
