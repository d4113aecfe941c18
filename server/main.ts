// Runs the server on an already built dist/ (npm start builds it first when it is missing or stale):
// node --import tsx server/main.ts. Settings come from the environment (config.ts). On SIGINT or
// SIGTERM it finishes the requests in flight and closes the database cleanly.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { startServer } from './start-server';

/** The built site: dist/ beside server/, or DIST_DIR (the tests and the bench serve a stand-in). */
export const DIST = process.env.DIST_DIR || join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export async function main(): Promise<void> {
  // Read first, so a bad setting fails at once.
  const config = readConfig();
  const app = await startServer({ ...config, dist: DIST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const storage = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${join(config.dataDir, 'leads.sqlite')}`;
  console.log(`cashflow-elements is running at http://${shownHost}:${port}/ (leads in ${storage})`);
  console.log(`Mail: ${app.mail.description}.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
