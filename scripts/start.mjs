// npm start: builds the site, then serves it and the lead intake API on PORT (default 4173) and
// HOST (default 127.0.0.1). Other settings: DATA_DIR, EMBED_ORIGINS, LEADS_RATE_LIMIT,
// TRUST_PROXY, MARKETING_SCRIPT_ORIGIN, LOG_LEVEL (server/config.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../server/config.mjs';
import { startServer } from '../server/start-server.mjs';
import { buildAll } from './build.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// Read first, so a bad setting fails before the build, not after it.
const config = readConfig();

await buildAll();
const app = await startServer({ ...config, dist });
const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
console.log(`cashflow-elements is running at http://${shownHost}:${config.port}/`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // Finish the requests in flight and close the database cleanly.
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}
