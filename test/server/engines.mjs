// The two database engines every storage and API suite runs against. SQLite: a file in a temporary
// folder. PostgreSQL: a new database in the throwaway server that scripts/with-postgres.mjs started
// (TEST_DATABASE_URL); without one, those suites are skipped with the reason below.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { INSTALL_HINT } from '../support/postgres.mjs';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * @typedef {{ name: 'sqlite' | 'postgres', label: string, skip: string | false }} Engine
 * @type {readonly Engine[]}
 */
export const ENGINES = Object.freeze([
  { name: 'sqlite', label: 'SQLite', skip: false },
  {
    name: 'postgres',
    label: 'PostgreSQL',
    skip: adminUrl
      ? false
      : `PostgreSQL tests skipped: run through scripts/with-postgres.mjs (npm test does), and ${INSTALL_HINT}`,
  },
]);

export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'cf-data-'));

let databases = 0;

/**
 * A new, empty database of `engine`: a SQLite folder, or a PostgreSQL database of its own.
 * @param {'sqlite' | 'postgres'} engine
 * @returns {Promise<{ dataDir: string, databaseUrl: string | undefined }>}
 */
export async function freshDatabase(engine) {
  const dataDir = tempDataDir();
  if (engine === 'sqlite') return { dataDir, databaseUrl: undefined };
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${process.pid}_${++databases}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}
