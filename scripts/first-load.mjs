// What a page fetches of ours, measured as the browser fetches it: a page with only an element
// and its script, opened in Chromium, and every file it requests from us before anyone interacts
// (whatever loads when the script runs or the element is defined counts), each gzipped on its own
// as a server would send it. Then the same after a journey (wake, type, Calculate, the Forecast
// tab). Shared by `npm run bench` (which prints it) and the size-budget test (which holds it to
// the budget).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';
import { launchChromium } from './find-browser.mjs';

/** A foreign page with one script tag fetches at most this many bytes (gzip) of ours before any interaction. */
export const FIRST_LOAD_BUDGET_BYTES = 8 * 1024;

/** Static imports of a built ES module, followed recursively: what a lazy chunk brings with it. */
export function staticGraph(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  const importPattern = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(importPattern)) {
    if (match[1].startsWith('.')) staticGraph(resolve(dirname(entry), match[1]), seen);
  }
  return seen;
}

/** Bytes on the wire, each file gzipped on its own as a server would send it. */
export const gzipBytes = (files) =>
  [...files].reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json' };

/** Serves a folder, and `html` as /page.html. */
async function serve(folder, html) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/page.html') return response.writeHead(200, { 'content-type': 'text/html' }).end(html);
    const file = join(folder, normalize(path));
    if (!file.startsWith(folder) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** The files of ours the page has fetched so far, once no new one has come for half a second. */
async function fetchedWhenQuiet(page, origin, folder) {
  let count = -1;
  let names;
  for (;;) {
    names = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    if (names.length === count) break;
    count = names.length;
    await page.waitForTimeout(500);
  }
  const files = new Set(
    names
      .filter((name) => name.startsWith(origin))
      .map((name) => join(folder, new URL(name).pathname))
      .filter((file) => existsSync(file)), // what the server did not have (a favicon) weighs nothing
  );
  return { files, bytes: gzipBytes(files) };
}

/**
 * Opens /page.html (a page holding `html`) served beside `folder` in Chromium, and measures what it
 * fetched of `folder` before any interaction, then after `journey(page)` if given.
 */
export async function browserLoad({ folder, html, journey }) {
  const server = await serve(folder, html);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.origin}/page.html`, { waitUntil: 'load' });
    const before = await fetchedWhenQuiet(page, server.origin, folder);
    if (!journey) return { before };
    await journey(page);
    return { before, after: await fetchedWhenQuiet(page, server.origin, folder) };
  } finally {
    await browser.close();
    server.close();
  }
}

/** A page as a stranger writes it: the one-tag embed, render-blocking, and the calculator. */
export const FOREIGN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embed</title>
<script type="module" blocking="render" src="/cashflow-elements.js"></script></head>
<body><h1>Our page</h1><cashflow-calculator></cashflow-calculator></body></html>`;

/** A visitor's journey: a pointer over the calculator, a revenue typed, Calculate, the Forecast tab. */
export async function calculatorJourney(page) {
  const calculator = page.locator('cashflow-calculator');
  await calculator.hover();
  await calculator.locator('input[name="monthlyRevenue"]').fill('65000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await calculator.getByRole('tab', { name: 'Forecast' }).click();
  await calculator.locator('.uplot, canvas').first().waitFor();
}

/** The smallest React custom element: the same react, react-dom and r2wc, built by the same Vite. */
export async function helloWorld(scratch) {
  const folder = join(scratch, 'hello');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'hello.ts'),
    [
      "import r2wc from '@r2wc/react-to-web-component';",
      "import { createElement } from 'react';",
      "const Hello = ({ name }: { name?: string }) => createElement('p', null, `Hello, ${name ?? 'world'}`);",
      "customElements.define('hello-element', r2wc(Hello, { shadow: 'open', props: { name: 'string' } }));",
    ].join('\n'),
  );
  await viteBuild({
    root: folder,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: join(folder, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: join(folder, 'hello.ts'),
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  const { before } = await browserLoad({
    folder: join(folder, 'dist'),
    html: '<!doctype html><script type="module" src="/hello.js"></script><hello-element></hello-element>',
  });
  return before;
}

/** The foreign embed's first load and journey (from a built dist/), and the hello-world's, in gzip bytes. */
export async function firstLoadFigures(dist, scratch) {
  const { before, after } = await browserLoad({ folder: dist, html: FOREIGN_PAGE, journey: calculatorJourney });
  const hello = await helloWorld(scratch);
  return { firstLoad: before, journey: after, hello };
}
