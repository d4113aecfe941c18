// npm run build: the bundles and the site shell (vite), then every route's HTML (prerender).
import { build } from 'vite';
import { prerenderSite } from './prerender.mjs';

export async function buildAll() {
  await build({ logLevel: 'warn' });
  return prerenderSite();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = await buildAll();
  console.log(`built dist/ with ${pages.length} prerendered pages`);
}
