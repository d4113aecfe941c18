// npm start: builds the site, then serves it on PORT (default 4173) and HOST (default 127.0.0.1).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { serveSite } from './serve.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

await buildAll();
await serveSite({ dist, port, host });
const shownHost = host.includes(':') ? `[${host}]` : host;
console.log(`cashflow-elements is running at http://${shownHost}:${port}/`);
