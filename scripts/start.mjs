// Builds the site and serves it: PORT (default 4173) on HOST (default 127.0.0.1).
import { build, preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

await build({ logLevel: 'warn' });
const server = await preview({ preview: { port, host, strictPort: true, open: false }, logLevel: 'warn' });
const shownHost = host.includes(':') ? `[${host}]` : host;
console.log(`cashflow-elements is running at http://${shownHost}:${server.config.preview.port}/`);
