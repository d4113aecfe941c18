// The database schema, as numbered migrations. PRAGMA user_version holds how many have been
// applied; each runs once, in its own transaction. Never edit a migration that has shipped: add one.

/** @type {readonly string[]} */
export const MIGRATIONS = Object.freeze([
  // 1: leads, newsletter sign-ups and the idempotency keys that guard both.
  `
  CREATE TABLE leads (
    id                  TEXT PRIMARY KEY,
    created_at          TEXT NOT NULL,
    kind                TEXT NOT NULL CHECK (kind IN ('report', 'popup', 'contact', 'consultation', 'sales')),
    name                TEXT,
    email               TEXT NOT NULL,
    company             TEXT,
    phone               TEXT,
    industry            TEXT,
    line_of_business    TEXT,
    financial_challenge TEXT,
    message             TEXT,
    consent             INTEGER CHECK (consent IN (0, 1)),
    page                TEXT,
    ip                  TEXT,
    user_agent          TEXT
  );
  CREATE INDEX leads_by_created_at ON leads (created_at);

  CREATE TABLE newsletter_signups (
    id         TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    email      TEXT NOT NULL,
    -- lower-cased address: one row per subscriber, whatever the case they type it in
    email_key  TEXT NOT NULL UNIQUE,
    page       TEXT,
    ip         TEXT,
    user_agent TEXT
  );
  CREATE INDEX newsletter_signups_by_created_at ON newsletter_signups (created_at);

  CREATE TABLE idempotency_keys (
    key         TEXT PRIMARY KEY,
    route       TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    record_id   TEXT NOT NULL,
    created_at  TEXT NOT NULL
  );
  `,
  // 2: keys expire (see storage.mjs), found by age.
  `
  CREATE INDEX idempotency_keys_by_created_at ON idempotency_keys (created_at);
  `,
]);

/**
 * Brings the database up to the latest schema.
 * @param {import('better-sqlite3').Database} db
 * @param {readonly string[]} [migrations]
 * @returns {number} the schema version now in place
 */
export function migrate(db, migrations = MIGRATIONS) {
  const current = /** @type {number} */ (db.pragma('user_version', { simple: true }));
  if (current > migrations.length) {
    throw new Error(
      `The database is at schema version ${current}, newer than this server knows (${migrations.length}). Update the server.`,
    );
  }
  for (let version = current + 1; version <= migrations.length; version++) {
    db.transaction(() => {
      // Another process may have migrated while this one waited for the write lock.
      if (/** @type {number} */ (db.pragma('user_version', { simple: true })) >= version) return;
      db.exec(/** @type {string} */ (migrations[version - 1]));
      db.pragma(`user_version = ${version}`);
    }).immediate();
  }
  return migrations.length;
}
