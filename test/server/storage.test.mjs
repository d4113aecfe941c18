// The SQLite store on its own: schema migrations, WAL, one sign-up per address, and idempotency
// keys that hold across two connections to the same file (as two server processes would have).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import Database from 'better-sqlite3';
import { migrate, MIGRATIONS } from '../../server/migrations.mjs';
import { createSqliteStorage, DATABASE_FILE, IDEMPOTENCY_KEY_TTL_MS, IdempotencyConflictError } from '../../server/storage.mjs';
import { tempDataDir } from './helpers.mjs';

/** @type {string[]} */
const dirs = [];
const freshDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('creates the data folder and the database in WAL mode at the latest schema version', () => {
  const dir = join(freshDir(), 'nested', 'data');
  const storage = createSqliteStorage(dir);
  storage.close();
  const db = new Database(join(dir, DATABASE_FILE), { readonly: true });
  assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
  assert.equal(db.pragma('user_version', { simple: true }), MIGRATIONS.length);
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
  assert.deepEqual(tables, ['idempotency_keys', 'leads', 'newsletter_signups']);
  db.close();
});

test('migrations run once each, in order, and a newer database is refused', () => {
  const db = new Database(':memory:');
  const steps = ['CREATE TABLE a (x)', 'CREATE TABLE b (y)'];
  assert.equal(migrate(db, steps.slice(0, 1)), 1);
  assert.equal(migrate(db, steps), 2);
  assert.equal(migrate(db, steps), 2, 'running again changes nothing');
  assert.throws(() => migrate(db, steps.slice(0, 1)), /newer than this server knows/);
  db.close();
});

test('a failed migration leaves the database as it was', () => {
  const db = new Database(':memory:');
  assert.throws(() => migrate(db, ['CREATE TABLE a (x); CREATE TABLE oops (']));
  assert.equal(db.pragma('user_version', { simple: true }), 0);
  assert.equal(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'a'").pluck().get(), 0);
  db.close();
});

test('an Idempotency-Key holds across two connections to one file', () => {
  const dir = freshDir();
  const one = createSqliteStorage(dir);
  const two = createSqliteStorage(dir);
  const lead = /** @type {const} */ ({ kind: 'popup', email: 'a@b.co' });
  const facts = { idempotencyKey: 'shared', fingerprint: 'f1' };
  const first = one.saveLead(lead, facts);
  const second = two.saveLead(lead, facts);
  assert.deepEqual(second, { id: first.id, created: false, replayed: true });
  assert.throws(() => two.saveLead(lead, { idempotencyKey: 'shared', fingerprint: 'f2' }), IdempotencyConflictError);
  assert.equal(one.allLeads().length, 1);
  one.close();
  two.close();
});

test('an Idempotency-Key is remembered for a day, then forgotten and swept away', () => {
  const dir = freshDir();
  let clock = Date.parse('2026-11-01T09:00:00Z');
  const storage = createSqliteStorage(dir, { now: () => clock });
  const lead = /** @type {const} */ ({ kind: 'popup', email: 'a@b.co' });
  const first = storage.saveLead(lead, { idempotencyKey: 'k1', fingerprint: 'f1' });
  storage.saveLead(lead, { idempotencyKey: 'k2', fingerprint: 'f1' });

  clock += IDEMPOTENCY_KEY_TTL_MS - 60_000; // a minute short of a day: still a replay
  assert.deepEqual(storage.saveLead(lead, { idempotencyKey: 'k1', fingerprint: 'f1' }), { id: first.id, created: false, replayed: true });

  clock += 2 * 60_000; // a minute past: the key is free, even for another body
  const later = storage.saveLead({ ...lead, email: 'c@d.co' }, { idempotencyKey: 'k1', fingerprint: 'f2' });
  assert.equal(later.created, true);
  assert.notEqual(later.id, first.id);
  assert.equal(storage.saveLead(lead, { idempotencyKey: 'k1', fingerprint: 'f2' }).replayed, true, 'the new use is remembered');
  assert.equal(storage.allLeads().length, 3);

  clock += 2 * 60 * 60 * 1000; // past the next sweep: k2, unused for a day, is gone from the table
  storage.saveLead(lead, {});
  const db = new Database(join(dir, DATABASE_FILE), { readonly: true });
  assert.deepEqual(db.prepare('SELECT key FROM idempotency_keys ORDER BY key').pluck().all(), ['k1']);
  db.close();
  storage.close();
});

test('signing up twice keeps the first row and answers its id', () => {
  const storage = createSqliteStorage(freshDir());
  const first = storage.saveSignup({ email: 'Reader@Example.com' });
  const again = storage.saveSignup({ email: 'READER@example.COM', page: '/x' });
  assert.deepEqual(again, { id: first.id, created: false, replayed: false });
  assert.deepEqual(storage.allSignups().map((row) => row.email), ['Reader@Example.com']);
  storage.close();
});
