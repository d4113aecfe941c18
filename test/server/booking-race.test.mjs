// Never double-booked across servers (issue 21): two server processes on one database (PostgreSQL,
// and a SQLite file shared by two processes), 20 requests at once for the same slot, half to each:
// exactly one booking, the 19 others a 409 naming the nearest free slots, and one set of claims.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { createAccount } from '../../server/staff/accounts.ts';
import { staffContext } from '../../server/staff/index.ts';
import { openStorage } from '../../server/storage.ts';
import { startInstances } from '../support/instances.mjs';
import { ENGINES, freshDatabase } from './engines.mjs';
import { makeDist } from './helpers.mjs';

const REQUESTS = 20;

/** @param {{ dataDir: string, databaseUrl: string | undefined }} database */
const envOf = (database) => ({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' });

for (const engine of ENGINES) {
  describe(
    `one slot, ${REQUESTS} requests, two servers on one ${engine.label} database`,
    { skip: engine.skip, timeout: 180_000 },
    () => {
      /** @type {string} */
      let dist;
      /** @type {{ dataDir: string, databaseUrl: string | undefined }} */
      let database;
      /** @type {Awaited<ReturnType<typeof startInstances>>} */
      let servers = [];

      before(async () => {
        dist = makeDist();
        database = await freshDatabase(engine.name);
        const storage = await openStorage(database);
        try {
          // One advisor: every request wants the same person's same half hour.
          await createAccount(staffContext(storage, 'http://127.0.0.1'), {
            email: 'jane@crestlineadvisory.com',
            role: 'advisor',
          });
        } finally {
          await storage.close();
        }
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

      test('exactly one booking; the others are told the slot was taken and offered the nearest free ones', async () => {
        const { slots } = await (await fetch(`${servers[0].origin}/api/booking/slots`)).json();
        assert.ok(slots.length > 0, 'the advisor offers slots');
        const wanted = slots[0].start;
        const answers = await Promise.all(
          Array.from({ length: REQUESTS }, (_, index) =>
            fetch(`${servers[index % 2].origin}/api/bookings`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                name: `Owner ${index}`,
                email: `owner${index}@example.com`,
                company: `Company ${index}`,
                consent: true,
                message: 'Cash flow planning',
                start: wanted,
              }),
            }).then(async (response) => ({ status: response.status, body: await response.json() })),
          ),
        );
        const booked = answers.filter((answer) => answer.status === 201);
        const refused = answers.filter((answer) => answer.status === 409);
        assert.equal(booked.length, 1, JSON.stringify(answers.map((answer) => answer.status)));
        assert.equal(refused.length, REQUESTS - 1);
        for (const { body } of refused) {
          assert.equal(body.error, 'slot-taken');
          assert.ok(body.nearest.length > 0 && !body.nearest.some((slot) => slot.start === wanted));
        }
        const storage = await openStorage(database);
        try {
          const meetings = await storage.db.selectFrom('meetings').selectAll().execute();
          assert.equal(meetings.length, 1);
          const claims = await storage.db.selectFrom('meeting_claims').selectAll().execute();
          assert.equal(claims.length, 6, 'one 30-minute meeting: six 5-minute claims');
          const leads = await storage.db.selectFrom('leads').selectAll().execute();
          assert.equal(leads.length, 1, 'a refused booking leaves no lead behind');
        } finally {
          await storage.close();
        }
        // The positive control: the next slot is free, and a booking of it goes through.
        const next = await fetch(`${servers[1].origin}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Late Owner',
            email: 'late@example.com',
            company: 'Late Co',
            consent: true,
            message: 'Planning',
            start: slots[1].start,
          }),
        });
        assert.equal(next.status, 201);
      });
    },
  );
}
