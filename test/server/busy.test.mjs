// A database that is locked, unreachable or overloaded is answered 503 with Retry-After: 5, never a
// 500, so the form retries; whatever the engine says (SQLite's busy codes, PostgreSQL's SQLSTATEs, pg's
// connect timeout).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { buildApp } from '../../server/app.ts';
import { openStorage } from '../../server/storage.ts';
import { freshDatabase } from './engines.mjs';
import { MAIL, makeDist, postJson, VALID } from './helpers.mjs';

const failures = [
  Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
  Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_SNAPSHOT' }),
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  Object.assign(new Error('connection failure'), { code: '08006' }),
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
  new Error('timeout exceeded when trying to connect'),
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
];

for (const failure of failures) {
  test(`"${failure.message}" (${/** @type {any} */ (failure).code ?? 'no code'}) is answered 503 with Retry-After: 5`, async () => {
    const dist = makeDist();
    const failing = async () => {
      throw failure;
    };
    // The real database, but every save's transaction fails as the engine would.
    const real = await openStorage(await freshDatabase('sqlite'));
    const db = new Proxy(real.db, {
      get: (target, name) =>
        name === 'transaction'
          ? () => ({ execute: failing })
          : typeof target[name] === 'function'
            ? target[name].bind(target)
            : target[name],
    });
    const storage = { ...real, db };
    // The proof of work off: this is about the database failing under a save.
    const app = await buildApp({
      dist,
      storage: /** @type {any} */ (storage),
      formsChallenge: false,
      mail: { ...MAIL, dataDir: dist },
    });
    try {
      const response = await postJson(app, '/api/leads', VALID.report);
      assert.equal(response.statusCode, 503);
      assert.equal(response.headers['retry-after'], '5');
      assert.equal(response.json().error, 'busy');
      assert.doesNotMatch(response.body, /5432|locked|administrator/, 'nothing of the database is told');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
}
