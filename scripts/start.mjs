// npm start: builds dist/ when it is missing or older than its sources (once, even when several
// servers start together from one checkout), then serves the site and the lead intake API on PORT
// (default 4173) and HOST (default 127.0.0.1). Other settings: DATA_DIR, DATABASE_URL, EMBED_ORIGINS,
// LEADS_RATE_LIMIT, TRUST_PROXY, MARKETING_SCRIPT_ORIGIN, LOG_LEVEL (server/config.ts).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../server/config.ts';
import { main } from '../server/main.ts';
import { buildAll } from './build.mjs';
import { ensureBuilt } from './ensure-built.mjs';

// Read first, so a bad setting fails before the build, not after it.
readConfig();
await ensureBuilt({ root: join(dirname(fileURLToPath(import.meta.url)), '..'), build: buildAll });
await main();
