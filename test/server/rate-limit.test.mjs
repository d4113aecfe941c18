// A burst from one address meets 429, counted across both API endpoints and kept in the database
// (so every server on it counts the same requests); pages are not limited.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ENGINES } from './engines.mjs';
import { postJson, startApp, VALID } from './helpers.mjs';
import { allLeads } from '../../server/repositories/leads.ts';
import { allSignups } from '../../server/repositories/signups.ts';

for (const engine of ENGINES)
  test(
    `the 6th API request in a minute from one address gets 429 with Retry-After and a message; only 5 are stored (${engine.label})`,
    { skip: engine.skip },
    async () => {
      const server = await startApp({ engine: engine.name, rateLimit: 5 });
      try {
        const statuses = [];
        /** @type {any} */
        let limited;
        for (let index = 0; index < 8; index++) {
          const response =
            index % 2 === 0
              ? await postJson(server.app, '/api/leads', { ...VALID.popup, email: `burst${index}@example.com` })
              : await postJson(server.app, '/api/newsletter', { email: `burst${index}@example.com` });
          statuses.push(response.statusCode);
          if (response.statusCode === 429) limited ??= response;
        }
        assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429, 429, 429]);
        assert.ok(limited);
        const retryAfter = Number(limited.headers['retry-after']);
        assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After: ${limited.headers['retry-after']}`);
        assert.deepEqual(limited.json(), {
          error: 'rate-limited',
          message: 'Too many requests. Please wait a minute and try again.',
        });
        assert.equal((await allLeads(server.storage.db)).length + (await allSignups(server.storage.db)).length, 5);

        // Another address still gets through, and the site itself is never limited.
        const elsewhere = await server.app.inject({
          method: 'POST',
          url: '/api/leads',
          remoteAddress: '203.0.113.7',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(VALID.popup),
        });
        assert.equal(elsewhere.statusCode, 201);
        assert.equal((await server.app.inject({ method: 'GET', url: '/' })).statusCode, 200);
      } finally {
        await server.dispose();
      }
    },
  );
