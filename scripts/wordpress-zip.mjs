// dist/wordpress/cashflow-elements.zip: the WordPress plugin of dist-examples/wordpress/ with the built
// bundle inside, ready for Plugins → Add New → Upload. The bundle goes in dist/<hash>/ and the plugin's
// version ends in the same hash of its content, so a new build gets new URLs: no browser or page cache
// can mix an old entry script with the chunks of a new one (the entries' own names carry no hash).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { runnerImport } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const pluginSource = join(root, 'dist-examples/wordpress/cashflow-elements');
/** The calculator's reserved heights by its own width: the plugin prints them inline in every page's head. */
const reservedHeights = join(root, 'src/components/cashflow-calculator/reserved-height.css');
export const WORDPRESS_ZIP = join(dist, 'wordpress/cashflow-elements.zip');

/**
 * The calculator's first view with its defaults, as the prerender wrote it into the site's
 * calculator page (a declarative shadow root): the plugin prints it inside a calculator that has no
 * per-post numbers, so the calculator is there at the first paint.
 */
function calculatorFirstView() {
  const page = readFileSync(join(dist, 'resources/cash-flow-calculator/index.html'), 'utf8');
  const view = /<cashflow-calculator>(<template shadowrootmode="open">[\s\S]*?<\/template>)/.exec(page)?.[1];
  if (!view) throw new Error('the calculator page has no prerendered first view of a calculator without attributes');
  return view;
}

/** The one script the plugin loads; it imports every element's entry, and they their chunks. */
const AUTOLOADER = 'cashflow-elements.js';

/** A relative module URL in built code: "./chunks/react-x.js", `../lead-form.js`. */
const RELATIVE_IMPORT = /(["'`])(\.\.?\/[\w./-]+\.js)\1/g;

/** The files of dist/ the autoloader loads, itself included, found by following relative imports. */
export function bundleFiles() {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, , url] of code.matchAll(RELATIVE_IMPORT))
      visit(posix.normalize(posix.join(posix.dirname(file), url)));
  };
  visit(AUTOLOADER);
  return [...files].sort();
}

/** The firm's site: CASHFLOW_FIRM_URL at build time, else the production site of src/core/site-map.ts. */
async function firmUrl() {
  const fromEnv = process.env.CASHFLOW_FIRM_URL?.trim();
  const url =
    fromEnv ||
    (await runnerImport(join(root, 'src/core/site-map.ts'), { configFile: false, logLevel: 'warn' })).module.SITE.url;
  const { protocol, origin } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error(`CASHFLOW_FIRM_URL must be an http(s) URL, not "${url}".`);
  return origin;
}

/** The settings baked into the zip, as PHP (every value is an origin, a hash or a version: no quotes). */
const buildPhp = ({ version, bundleDir, firm }) => `<?php
/**
 * Written by scripts/wordpress-zip.mjs (npm run build); not in the repository.
 *
 * @package CashflowElements
 */

define( 'CASHFLOW_ELEMENTS_VERSION', '${version}' );
define( 'CASHFLOW_ELEMENTS_BUNDLE_DIR', '${bundleDir}' );
define( 'CASHFLOW_ELEMENTS_FIRM_URL', '${firm}' );
`;

export async function buildWordPressZip() {
  const files = bundleFiles();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(dist, file)));
  const contentHash = hash.digest('hex').slice(0, 12);
  const { version: packageVersion } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const version = `${packageVersion}-${contentHash}`;
  const bundleDir = `dist/${contentHash}/`;

  // A fixed time for every entry, so the same build gives the same zip.
  const mtime = new Date('2020-01-01T00:00:00Z');
  const entries = {};
  const add = (path, data) => (entries[`cashflow-elements/${path}`] = [data, { mtime }]);
  for (const name of readdirSync(pluginSource).sort()) {
    let data = readFileSync(join(pluginSource, name));
    if (name === 'cashflow-elements.php')
      data = Buffer.from(data.toString('utf8').replace(/^( \* Version:\s+).*$/m, `$1${version}`));
    add(name, data);
  }
  add('cashflow-elements.css', readFileSync(reservedHeights));
  add('calculator-first-view.html', Buffer.from(calculatorFirstView()));
  add('build.php', Buffer.from(buildPhp({ version, bundleDir, firm: await firmUrl() })));
  for (const file of files) add(`${bundleDir}${file}`, readFileSync(join(dist, file)));

  mkdirSync(dirname(WORDPRESS_ZIP), { recursive: true });
  writeFileSync(WORDPRESS_ZIP, zipSync(entries, { level: 9 }));
  return { version, files: files.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { version, files } = await buildWordPressZip();
  console.log(`built ${WORDPRESS_ZIP} (version ${version}, ${files} bundle files)`);
}
