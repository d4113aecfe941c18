// Runs a command (the server tests) with a throwaway PostgreSQL beside it: TEST_DATABASE_URL names
// the server's `postgres` database, and each test creates its own database in it (test/server/engines.mjs).
// Without PostgreSQL on this machine the PostgreSQL tests are skipped, with one line saying how to
// install it; on CI (CI=true) a missing PostgreSQL is an error, so CI always covers both engines.
//   node scripts/with-postgres.mjs node --import tsx --test test/server/
import { spawn } from 'node:child_process';
import { findPostgresBin, INSTALL_HINT, startPostgres } from '../test/support/postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: node scripts/with-postgres.mjs COMMAND [ARGS…]');

const env = { ...process.env };
/** @type {Awaited<ReturnType<typeof startPostgres>> | undefined} */
let postgres;
if (findPostgresBin()) {
  postgres = await startPostgres();
  env.TEST_DATABASE_URL = postgres.url;
} else if (process.env.CI) {
  console.error(`PostgreSQL is required on CI: ${INSTALL_HINT}`);
  process.exit(1);
} else {
  console.log(`PostgreSQL tests skipped: ${INSTALL_HINT}.`);
  delete env.TEST_DATABASE_URL;
}

const child = spawn(command, args, { stdio: 'inherit', env });
const stop = () => postgres?.stop();
child.on('error', (error) => {
  stop();
  console.error(`could not run ${command}: ${error.message}`);
  process.exit(1);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
