// The store on its own, on SQLite and on PostgreSQL: schema migrations (once, under a lock, an old
// SQLite database adopted with its rows), one sign-up per address, Idempotency-Keys, the shared rate
// limit and leases, each holding across two connections to one database (as two servers would have).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { openDatabase, SQLITE_FILE } from '../../server/db/database.ts';
import { migrate, MIGRATIONS } from '../../server/db/migrations.ts';
import { openStorage } from '../../server/storage.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../server/repositories/idempotency-keys.ts';
import { ENGINES, freshDatabase, tempDataDir } from './engines.mjs';
import { IdempotencyConflictError, saveLead, saveSignup } from '../../server/intake.ts';
import { allLeads } from '../../server/repositories/leads.ts';
import { tryLease } from '../../server/repositories/leases.ts';
import { countRequest } from '../../server/repositories/rate-limits.ts';
import { allSignups } from '../../server/repositories/signups.ts';

/** @type {string[]} */
const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** @param {'sqlite' | 'postgres'} engine */
const fresh = async (engine) => {
  const database = await freshDatabase(engine);
  dirs.push(database.dataDir);
  return database;
};

const TABLES = [
  'audit_log',
  'booking_availability',
  'booking_holidays',
  'caldav_accounts',
  'calendar_feeds',
  'event_days',
  'event_rollups',
  'event_salts',
  'experiments',
  'idempotency_keys',
  'lead_credits',
  'lead_events',
  'lead_notes',
  'leads',
  'leases',
  'mail_suppressions',
  'meeting_claims',
  'meetings',
  'newsletter_signups',
  'outbox',
  'rate_limits',
  'schema_migrations',
  'server_secrets',
  'site_events',
  'spent_challenges',
  'staff_accounts',
  'staff_challenges',
  'staff_known_addresses',
  'staff_passkeys',
  'staff_sessions',
  'staff_sign_in_failures',
  'vital_buckets',
];

for (const engine of ENGINES) {
  describe(engine.label, { skip: engine.skip }, () => {
    test('a new database gets every table, and every migration recorded once', async () => {
      const database = await fresh(engine.name);
      const storage = await openStorage(database);
      await storage.close();
      const opened = openDatabase(database);
      const { db } = opened;
      try {
        const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
        assert.deepEqual(tables, TABLES);
        const applied = await db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
        assert.deepEqual(
          applied.map((row) => Number(row.version)),
          MIGRATIONS.map((_, index) => index + 1),
        );
      } finally {
        await opened.close();
      }
    });

    test('two stores opened at once on a new database migrate it once', async () => {
      const database = await fresh(engine.name);
      const stores = await Promise.all([openStorage(database), openStorage(database), openStorage(database)]);
      await Promise.all(stores.map((store) => store.close()));
      const opened = openDatabase(database);
      const { db } = opened;
      try {
        const applied = await db.selectFrom('schema_migrations').select('version').execute();
        assert.equal(applied.length, MIGRATIONS.length);
      } finally {
        await opened.close();
      }
    });

    test('a failed migration leaves the database as it was, and a newer database is refused', async () => {
      const database = await fresh(engine.name);
      const opened = openDatabase(database);
      const { db, engine: kind } = opened;
      try {
        const good = {
          name: 'a',
          up: async (/** @type {any} */ schema) => schema.schema.createTable('a').addColumn('x', 'text').execute(),
        };
        const bad = {
          name: 'b',
          up: async () => {
            throw new Error('oops');
          },
        };
        await assert.rejects(migrate(db, kind, [good, bad]), /oops/);
        assert.deepEqual(
          (await db.introspection.getTables()).map((table) => table.name),
          [],
        );
        assert.equal(await migrate(db, kind, [good]), 1);
        assert.equal(await migrate(db, kind, [good]), 1, 'running again changes nothing');
        await assert.rejects(migrate(db, kind, []), /newer than this server knows/);
      } finally {
        await opened.close();
      }
    });

    test('an Idempotency-Key holds across two connections to one database', async () => {
      const database = await fresh(engine.name);
      const one = await openStorage(database);
      const two = await openStorage(database);
      const lead = /** @type {const} */ ({ kind: 'popup', email: 'a@b.co' });
      const facts = { idempotencyKey: 'shared', fingerprint: 'f1' };
      const first = await saveLead(one, lead, facts);
      const second = await saveLead(two, lead, facts);
      assert.deepEqual(second, { id: first.id, created: false, replayed: true });
      await assert.rejects(
        saveLead(two, lead, { idempotencyKey: 'shared', fingerprint: 'f2' }),
        IdempotencyConflictError,
      );
      // Raced from both at once: one row.
      const raced = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          saveLead(index % 2 ? one : two, lead, { idempotencyKey: 'raced', fingerprint: 'f1' }),
        ),
      );
      assert.equal(new Set(raced.map((result) => result.id)).size, 1);
      assert.equal(raced.filter((result) => result.created).length, 1);
      assert.equal((await allLeads(one.db)).length, 2);
      await one.close();
      await two.close();
    });

    test('an Idempotency-Key is remembered for a day, then forgotten and swept away', async () => {
      const database = await fresh(engine.name);
      let clock = Date.parse('2026-11-01T09:00:00Z');
      const storage = await openStorage({ ...database, now: () => clock });
      const lead = /** @type {const} */ ({ kind: 'popup', email: 'a@b.co' });
      const first = await saveLead(storage, lead, { idempotencyKey: 'k1', fingerprint: 'f1' });
      await saveLead(storage, lead, { idempotencyKey: 'k2', fingerprint: 'f1' });

      clock += IDEMPOTENCY_KEY_TTL_MS - 60_000; // a minute short of a day: still a replay
      assert.deepEqual(await saveLead(storage, lead, { idempotencyKey: 'k1', fingerprint: 'f1' }), {
        id: first.id,
        created: false,
        replayed: true,
      });

      clock += 2 * 60_000; // a minute past: the key is free, even for another body
      const later = await saveLead(storage, { ...lead, email: 'c@d.co' }, { idempotencyKey: 'k1', fingerprint: 'f2' });
      assert.equal(later.created, true);
      assert.notEqual(later.id, first.id);
      assert.equal(
        (await saveLead(storage, lead, { idempotencyKey: 'k1', fingerprint: 'f2' })).replayed,
        true,
        'the new use is remembered',
      );
      assert.equal((await allLeads(storage.db)).length, 3);

      clock += 2 * 60 * 60 * 1000; // past the next sweep: k2, unused for a day, is gone from the table
      await saveLead(storage, lead, {});
      await storage.close();
      const opened = openDatabase(database);
      const { db } = opened;
      try {
        const keys = await db.selectFrom('idempotency_keys').select('key').orderBy('key').execute();
        assert.deepEqual(
          keys.map((row) => row.key),
          ['k1'],
        );
      } finally {
        await opened.close();
      }
    });

    test('signing up twice keeps the first row and answers its id, also when raced', async () => {
      const database = await fresh(engine.name);
      const storage = await openStorage(database);
      const other = await openStorage(database);
      const first = await saveSignup(storage, { email: 'Reader@Example.com' });
      const again = await saveSignup(other, { email: 'READER@example.COM', page: '/x' });
      assert.deepEqual(again, { id: first.id, created: false, replayed: false });
      const raced = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          saveSignup(index % 2 ? storage : other, { email: 'race@example.com' }),
        ),
      );
      assert.equal(new Set(raced.map((result) => result.id)).size, 1);
      assert.deepEqual(
        (await allSignups(storage.db)).map((row) => row.email),
        ['Reader@Example.com', 'race@example.com'],
      );
      await storage.close();
      await other.close();
    });

    test('the request count is shared by two stores, and a window starts again when it ends', async () => {
      const database = await fresh(engine.name);
      let clock = Date.parse('2026-11-01T09:00:00Z');
      const one = await openStorage({ ...database, now: () => clock });
      const two = await openStorage({ ...database, now: () => clock });
      const counts = [];
      for (let index = 0; index < 6; index++) {
        const store = index % 2 ? two : one;
        counts.push((await countRequest(store.db, 'api:198.51.100.4', 60_000, store.now())).count);
      }
      assert.deepEqual(counts, [1, 2, 3, 4, 5, 6]);
      clock += 20_000;
      assert.deepEqual(await countRequest(one.db, 'api:198.51.100.4', 60_000, one.now()), {
        count: 7,
        resetInMs: 40_000,
      });
      assert.equal(
        (await countRequest(two.db, 'api:203.0.113.9', 60_000, two.now())).count,
        1,
        'another address has its own count',
      );
      clock += 40_000;
      assert.deepEqual(await countRequest(two.db, 'api:198.51.100.4', 60_000, two.now()), {
        count: 1,
        resetInMs: 60_000,
      });
      await one.close();
      await two.close();
    });

    test('a lease goes to one holder at a time, across stores, until it expires', async () => {
      const database = await fresh(engine.name);
      let clock = Date.parse('2026-11-01T09:00:00Z');
      const stores = await Promise.all([1, 2, 3].map(() => openStorage({ ...database, now: () => clock })));
      const first = await Promise.all(
        stores.map((store) =>
          tryLease(store.db, { name: 'outbox', holder: store.holder, ttlMs: 30_000, at: store.now() }),
        ),
      );
      assert.equal(first.filter(Boolean).length, 1, 'one of three gets it');
      clock += 29_000;
      assert.deepEqual(
        await Promise.all(
          stores.map((store) =>
            tryLease(store.db, { name: 'outbox', holder: store.holder, ttlMs: 30_000, at: store.now() }),
          ),
        ),
        [false, false, false],
      );
      assert.equal(
        await tryLease(stores[0].db, {
          name: 'another job',
          holder: stores[0].holder,
          ttlMs: 30_000,
          at: stores[0].now(),
        }),
        true,
        'each job has its own lease',
      );
      clock += 2_000;
      const second = await Promise.all(
        stores.map((store) =>
          tryLease(store.db, { name: 'outbox', holder: store.holder, ttlMs: 30_000, at: store.now() }),
        ),
      );
      assert.equal(second.filter(Boolean).length, 1, 'once expired, one may take it over');
      await Promise.all(stores.map((store) => store.close()));
    });
  });
}

test('an SQLite database from the JSDoc server (PRAGMA user_version 2) migrates forward with its rows', async () => {
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  // The schema as server/migrations.mjs left it, and a lead, a sign-up and a key in it.
  const old = new Database(join(dataDir, SQLITE_FILE));
  old.exec(`
    CREATE TABLE leads (id TEXT PRIMARY KEY, created_at TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('report', 'popup', 'contact', 'consultation', 'sales')), name TEXT,
      email TEXT NOT NULL, company TEXT, phone TEXT, industry TEXT, line_of_business TEXT, financial_challenge TEXT,
      message TEXT, consent INTEGER CHECK (consent IN (0, 1)), page TEXT, ip TEXT, user_agent TEXT);
    CREATE INDEX leads_by_created_at ON leads (created_at);
    CREATE TABLE newsletter_signups (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, email TEXT NOT NULL,
      email_key TEXT NOT NULL UNIQUE, page TEXT, ip TEXT, user_agent TEXT);
    CREATE INDEX newsletter_signups_by_created_at ON newsletter_signups (created_at);
    CREATE TABLE idempotency_keys (key TEXT PRIMARY KEY, route TEXT NOT NULL, fingerprint TEXT NOT NULL,
      record_id TEXT NOT NULL, created_at TEXT NOT NULL);
    CREATE INDEX idempotency_keys_by_created_at ON idempotency_keys (created_at);
    INSERT INTO leads VALUES ('11111111-1111-4111-8111-111111111111', '2026-10-01T10:00:00.000Z', 'report', 'Dana Whitfield',
      'dana@whitfield.com', 'Whitfield Builders', NULL, 'Construction', 'General Contractor', NULL, NULL, 1, '/', '127.0.0.1', 'UA');
    INSERT INTO newsletter_signups VALUES ('22222222-2222-4222-8222-222222222222', '2026-10-02T10:00:00.000Z', 'Reader@Example.com',
      'reader@example.com', '/', '127.0.0.1', 'UA');
    PRAGMA user_version = 2;
  `);
  old.close();

  const storage = await openStorage({ dataDir, databaseUrl: undefined });
  try {
    assert.deepEqual(await allLeads(storage.db), [
      {
        id: '11111111-1111-4111-8111-111111111111',
        createdAt: '2026-10-01T10:00:00.000Z',
        kind: 'report',
        name: 'Dana Whitfield',
        email: 'dana@whitfield.com',
        company: 'Whitfield Builders',
        industry: 'Construction',
        lineOfBusiness: 'General Contractor',
        consent: true,
        page: '/',
        ip: '127.0.0.1',
        userAgent: 'UA',
      },
    ]);
    assert.equal(
      (await saveSignup(storage, { email: 'READER@example.com' })).id,
      '22222222-2222-4222-8222-222222222222',
      'the old row still guards its address',
    );
    assert.equal((await countRequest(storage.db, 'api:x', 60_000, storage.now())).count, 1, 'the new tables are there');
  } finally {
    await storage.close();
  }
  const db = new Kysely({ dialect: new SqliteDialect({ database: new Database(join(dataDir, SQLITE_FILE)) }) });
  const applied = await db.selectFrom('schema_migrations').select(['version', 'name']).orderBy('version').execute();
  assert.deepEqual(
    applied.map((row) => row.version),
    MIGRATIONS.map((_, index) => index + 1),
  );
  await db.destroy();
});
