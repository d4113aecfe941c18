// What each lazy boundary saves, in bytes: the site is built once as it is and once per boundary
// with that one dynamic import made static (the module imported at once, its namespace handed to
// whoever awaited it), and each build is measured as Chromium fetches it (scripts/first-load.mjs):
// the calculator's code that must arrive before React can hydrate (the element chunk and its static
// imports: the wake's critical path), what the first pointer over the calculator fetches in all
// (the code and what it prefetches), and the whole journey (that pointer, a revenue typed,
// Calculate, the Forecast tab).
// The boundaries are found, not listed: every dynamic import from src/ to src/ that is not an
// element's own (src/autoload.ts) or the site's. `npm run bench` prints the table; alone:
// node --import tsx scripts/lazy-savings.mjs
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { browserLoad, calculatorJourney, FOREIGN_PAGE, gzipBytes, staticGraph } from './first-load.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');

/** Whether a module id is one of our sources a boundary may start or end in. */
const ours = (id) => id.startsWith(src) && !id.startsWith(join(src, 'site')) && id !== join(src, 'autoload.ts');

/** Records every dynamic import between two of our modules: [importer, target] pairs. */
function recordBoundaries(found) {
  return {
    name: 'lazy-savings:record',
    apply: 'build',
    generateBundle() {
      for (const id of this.getModuleIds()) {
        if (!ours(id)) continue;
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          if (ours(target)) found.push([id, target]);
      }
    },
  };
}

/** Turns `import('<target>')` in `importer` into the module imported at once. */
function eager(importer, target) {
  return {
    name: 'lazy-savings:eager',
    apply: 'build',
    async transform(code, id) {
      if (id !== importer) return null;
      const calls = [];
      walk(this.parse(code), (node) => {
        if (node.type === 'ImportExpression' && node.source.type === 'Literal') calls.push(node);
      });
      let result = code;
      for (const call of calls.reverse()) {
        if ((await this.resolve(call.source.value, id))?.id !== target) continue;
        result = `${result.slice(0, call.start)}Promise.resolve(__eager)${result.slice(call.end)}`;
      }
      if (result === code) this.error(`no import() of ${target} in ${importer}`);
      return { code: `import * as __eager from ${JSON.stringify(target)};\n${result}`, map: null };
    },
  };
}

/** Calls `visit` on every node of an ESTree tree. */
function walk(node, visit) {
  visit(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value])
      if (child && typeof child === 'object' && typeof child.type === 'string') walk(child, visit);
  }
}

/** Builds the site's bundles into `outDir` with `plugins` added, and measures them. */
async function buildAndMeasure(outDir, plugins) {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
    plugins,
  });
  const element = readdirSync(join(outDir, 'chunks')).find((file) => file.startsWith('cashflow-calculator-element-'));
  const wake = (page) => page.locator('cashflow-calculator').hover();
  const woken = await browserLoad({ folder: outDir, html: FOREIGN_PAGE, journey: wake });
  const { after: journey } = await browserLoad({ folder: outDir, html: FOREIGN_PAGE, journey: calculatorJourney });
  return {
    code: gzipBytes(staticGraph(join(outDir, 'chunks', element))),
    wake: woken.after.bytes - woken.before.bytes,
    journey: journey.bytes,
    journeyFiles: journey.files.size,
  };
}

/** Per boundary: its name (the imported module), and what making it static adds, in gzip bytes. */
export async function lazySavings(scratch = join(root, '.bench', 'lazy')) {
  const found = [];
  const base = await buildAndMeasure(join(scratch, 'as-built'), [recordBoundaries(found)]);
  const rows = [];
  for (const [importer, target] of found) {
    const outDir = join(scratch, 'eager');
    const variant = await buildAndMeasure(outDir, [eager(importer, target)]);
    rows.push({
      boundary: relative(root, target),
      importer: relative(root, importer),
      code: variant.code - base.code,
      wake: variant.wake - base.wake,
      journey: variant.journey - base.journey,
    });
  }
  rmSync(scratch, { recursive: true, force: true });
  return { base, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { base, rows } = await lazySavings();
  const kb = (bytes) => {
    const tenths = Math.round(bytes / 102.4) / 10 || 0; // a few bytes less is 0.0, not -0.0
    return `${tenths >= 0 ? '+' : ''}${tenths.toFixed(1)} kB`;
  };
  console.log(
    `as built (gzip): the code React waits for ${(base.code / 1024).toFixed(1)} kB, the first pointer ${(base.wake / 1024).toFixed(1)} kB, the journey ${(base.journey / 1024).toFixed(1)} kB in ${base.journeyFiles} files`,
  );
  console.log('each boundary made static alone adds to: the code React waits for / the first pointer / the journey');
  for (const row of rows)
    console.log(
      `  ${row.boundary.padEnd(68)} ${kb(row.code).padStart(9)} ${kb(row.wake).padStart(9)} ${kb(row.journey).padStart(9)}`,
    );
}
