// Two server processes on one database, as behind a load balancer: PostgreSQL (several machines) and
// SQLite (two processes on one machine). Migrated once when started together; 300 concurrent leads
// across both stored once each; one Idempotency-Key sent to both stores one row; a burst from one
// address meets 429 at the configured total; a kill -9 mid-burst loses no lead that was answered 2xx.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { openDatabase } from '../../server/db/database.ts';
import { MIGRATIONS } from '../../server/db/migrations.ts';
import { openStorage } from '../../server/storage.ts';
import { startInstance, startInstances } from '../support/instances.mjs';
import { ENGINES, freshDatabase } from './engines.mjs';
import { makeDist, VALID } from './helpers.mjs';
import { allLeads } from '../../server/repositories/leads.ts';

/**
 * @param {string} origin
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
const postLead = (origin, body, headers = {}) =>
  fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** @param {{ dataDir: string, databaseUrl: string | undefined }} database */
const envOf = (database) => ({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' });

// FORMS_CHALLENGE=off: these are about concurrency and restarts; challenge.test.mjs spends one
// solution on two storages of one database.
for (const engine of ENGINES) {
  describe(`two servers on one ${engine.label} database`, { skip: engine.skip, timeout: 180_000 }, () => {
    /** @type {string} */
    let dist;
    /** @type {{ dataDir: string, databaseUrl: string | undefined }} */
    let database;
    /** @type {Awaited<ReturnType<typeof startInstance>>[]} */
    let servers = [];

    before(async () => {
      dist = makeDist();
      database = await freshDatabase(engine.name);
      // Started together on an empty database: both migrate it, once.
      servers = await startInstances(2, {
        ...envOf(database),
        DIST_DIR: dist,
        FORMS_CHALLENGE: 'off',
        LEADS_RATE_LIMIT: '1000000',
      });
    });
    after(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      if (dist) rmSync(dist, { recursive: true, force: true });
      if (database) rmSync(database.dataDir, { recursive: true, force: true });
    });

    const storedLeads = async () => {
      const storage = await openStorage(database);
      try {
        return await allLeads(storage.db);
      } finally {
        await storage.close();
      }
    };

    test('started at once, they migrated the database once and both serve the site', async () => {
      const opened = openDatabase(database);
      try {
        const applied = await opened.db.selectFrom('schema_migrations').select('version').execute();
        assert.deepEqual(
          applied.map((row) => Number(row.version)).sort(),
          MIGRATIONS.map((_, index) => index + 1),
        );
      } finally {
        await opened.close();
      }
      for (const server of servers) assert.equal((await fetch(`${server.origin}/`)).status, 200);
    });

    test('300 concurrent valid leads sent across both are stored exactly once each', async () => {
      const kinds = Object.values(VALID);
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, index) =>
          postLead(servers[index % 2].origin, { ...kinds[index % kinds.length], email: `spread${index}@load.example` }),
        ),
      );
      assert.deepEqual([...new Set(responses.map((response) => response.status))], [201]);
      const leads = (await storedLeads()).filter((lead) => lead.email.endsWith('@load.example'));
      assert.equal(leads.length, 300);
      assert.equal(new Set(leads.map((lead) => lead.email)).size, 300);
    });

    test('one Idempotency-Key sent to both at once stores one row, and both answer its id', async () => {
      const lead = { ...VALID.consultation, email: 'once@both.example' };
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          postLead(servers[index % 2].origin, lead, { 'idempotency-key': 'sent-to-both' }),
        ),
      );
      assert.deepEqual([...new Set(responses.map((response) => response.status))], [201]);
      const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)));
      assert.equal(ids.size, 1);
      assert.equal((await storedLeads()).filter((row) => row.email === 'once@both.example').length, 1);
    });

    test('a kill -9 of one server during a burst loses no lead that was answered 2xx', async () => {
      const victim = await startInstance({
        ...envOf(database),
        DIST_DIR: dist,
        FORMS_CHALLENGE: 'off',
        LEADS_RATE_LIMIT: '1000000',
      });
      const targets = [victim.origin, servers[0].origin];
      /** @type {string[]} */
      const accepted = [];
      let answered = 0;
      const burst = Array.from({ length: 400 }, async (_, index) => {
        try {
          const response = await postLead(targets[index % 2], { ...VALID.popup, email: `burst${index}@kill.example` });
          if (response.ok) accepted.push((await response.json()).id);
          if (++answered === 60) await victim.kill();
        } catch {
          // The killed server's connections drop: those leads were never acknowledged.
        }
      });
      try {
        await Promise.all(burst);
      } finally {
        await victim.kill();
      }
      assert.ok(accepted.length >= 60, `${accepted.length} acknowledged`);
      const stored = new Set((await storedLeads()).map((lead) => lead.id));
      const lost = accepted.filter((id) => !stored.has(id));
      assert.deepEqual(lost, [], 'every acknowledged lead is in the database');
    });
  });

  describe(`the rate limit across two servers on ${engine.label}`, { skip: engine.skip, timeout: 120_000 }, () => {
    test('a burst from one address across both meets 429 after LEADS_RATE_LIMIT requests in total', async () => {
      const dist = makeDist();
      const database = await freshDatabase(engine.name);
      /** @type {Awaited<ReturnType<typeof startInstances>>} */
      let servers = [];
      try {
        servers = await startInstances(2, {
          ...envOf(database),
          DIST_DIR: dist,
          FORMS_CHALLENGE: 'off',
          LEADS_RATE_LIMIT: '10',
        });
        const statuses = [];
        for (let index = 0; index < 16; index++) {
          statuses.push(
            (await postLead(servers[index % 2].origin, { ...VALID.popup, email: `limit${index}@example.com` })).status,
          );
        }
        assert.deepEqual(statuses, [...Array(10).fill(201), ...Array(6).fill(429)]);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        rmSync(dist, { recursive: true, force: true });
        rmSync(database.dataDir, { recursive: true, force: true });
      }
    });
  });
}
