// The outbox across servers and restarts: two workers on one database never send the same row, and
// mail pending when a server is killed is delivered once by the next one.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { describe, test } from 'node:test';
import { startOutboxWorker } from '../../server/mail/outbox-worker.ts';
import { openStorage } from '../../server/storage.ts';
import { startInstance } from '../support/instances.mjs';
import { startSmtpServer } from '../support/smtp.mjs';
import { ENGINES, freshDatabase } from './engines.mjs';
import { makeDist, until, VALID } from './helpers.mjs';
import { allDeliveries, deliveriesFor, enqueue, outboxFor } from '../../server/repositories/outbox.ts';

for (const engine of ENGINES) {
  describe(`${engine.label}: the outbox`, { skip: engine.skip, timeout: 120_000 }, () => {
    test('two workers on one database deliver each of 60 messages exactly once', async () => {
      const database = await freshDatabase(engine.name);
      const [first, second] = [await openStorage(database), await openStorage(database)];
      try {
        const messages = Array.from({ length: 60 }, (_, index) => ({
          channel: /** @type {const} */ ('email'),
          template: 'newsletter-welcome',
          recipient: `reader${index}@example.com`,
          data: { index },
        }));
        await enqueue(first.db, messages, first.now());
        /** @type {Map<string, number>} */
        const sent = new Map();
        const deliver = async (/** @type {{ id: string }} */ message) => {
          sent.set(message.id, (sent.get(message.id) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        };
        const workers = [first, second].map((storage) =>
          startOutboxWorker({ outbox: outboxFor(storage), deliver, pollMs: 10, batchSize: 3 }),
        );
        await until(
          async () => (await allDeliveries(first.db)).every((row) => row.status === 'sent'),
          'all 60 sent',
          30_000,
        );
        await Promise.all(workers.map((worker) => worker.stop()));
        assert.equal(sent.size, 60);
        assert.deepEqual([...new Set(sent.values())], [1], 'no message was sent twice');
      } finally {
        await first.close();
        await second.close();
        rmSync(database.dataDir, { recursive: true, force: true });
      }
    });

    test('a server killed with mail pending: the next one delivers it, once', async () => {
      let accepting = false;
      const smtp = await startSmtpServer({
        refuse: () => (accepting ? undefined : { code: 421, message: 'Service not available, try later' }),
      });
      const dist = makeDist();
      const database = await freshDatabase(engine.name);
      const env = {
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        DIST_DIR: dist,
        SMTP_URL: smtp.url,
        MAIL_RETRY_BASE_MS: '400',
        FORMS_CHALLENGE: 'off',
      };
      let server = await startInstance(env);
      try {
        const response = await fetch(`${server.origin}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(VALID.popup),
        });
        assert.equal(response.status, 201);
        // Killed once the refused attempt is recorded: the mail is pending, waiting for its retry.
        const { id } = await response.json();
        const reader = await openStorage(database);
        try {
          await until(
            async () =>
              (await deliveriesFor(reader.db, id)).some((row) => row.status === 'pending' && row.attempts === 1),
            'an attempt refused and recorded',
          );
        } finally {
          await reader.close();
        }
        await server.kill();
        accepting = true;
        server = await startInstance(env);
        await smtp.waitFor(1);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        assert.equal(smtp.messages.length, 1, 'delivered once');
      } finally {
        await server.stop();
        await smtp.close();
        rmSync(dist, { recursive: true, force: true });
        rmSync(database.dataDir, { recursive: true, force: true });
      }
    });
  });
}
