// npm run build: the bundles and the site shell (vite), the staff area's app (vite, mode "staff"),
// then every route's HTML (prerender), the custom elements manifest, the public type declarations
// (checked while vite builds) and the WordPress plugin's zip with the bundle inside.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { BUILD_STAMP } from './ensure-built.mjs';
import { writeManifest } from './manifest.mjs';
import { prerenderSite } from './prerender.mjs';
import { checkPublicTypes, copyPublicTypes } from './types.mjs';
import { buildWordPressZip } from './wordpress-zip.mjs';

export async function buildAll() {
  const typesChecked = checkPublicTypes();
  typesChecked.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"
  await build({ logLevel: 'warn' });
  // Into the same dist/, after the site's build has emptied it (STAFF_MODE in vite.config.ts).
  await build({ logLevel: 'warn', mode: 'staff' });
  writeManifest();
  const pages = await prerenderSite();
  await typesChecked;
  copyPublicTypes();
  await buildWordPressZip();
  // Last: its time is the build's, which `npm start` compares with the sources' (ensure-built.mjs).
  writeFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', BUILD_STAMP),
    `${new Date().toISOString()}\n`,
  );
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = await buildAll();
  console.log(`built dist/ with ${pages.length} prerendered pages`);
}
