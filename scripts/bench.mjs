// npm run bench: the engine's speed, the PDF report's render time and size, the size of what the
// calculator loads and what each lazy boundary saves, the firm's pages in a slow phone, the layout
// shift the plain-script-tag embed and late results cause, how long the forms' proof of work takes in
// Chromium, how many leads a second the server stores, Lighthouse, and the event intake and Insights
// query over a year of a million events (bench-insights.mjs).
// Figures, not pass/fail: record them in the README when they change.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createChallenge } from 'altcha-lib/v1';
import { build } from 'esbuild';
import { CHALLENGE } from '../server/challenge.ts';
import { advisorSlots, freeSlotsByStart, offeredSlots } from '../server/booking/slots.ts';
import { FIRM_HOURS } from '../src/contracts/booking-fields.ts';
import { DEFAULT_INPUTS } from '../src/core/inputs.ts';
import { buildAll } from './build.mjs';
import { insightsFigures } from './bench-insights.mjs';
import { launchChromium } from './find-browser.mjs';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadFigures, gzipBytes, staticGraph } from './first-load.mjs';
import { layoutShiftFigures } from './layout-shift.mjs';
import { lazySavings } from './lazy-savings.mjs';
import { serveSite } from './serve.mjs';
import { findPostgresBin, INSTALL_HINT, startPostgres } from '../test/support/postgres.mjs';
import { startInstance } from '../test/support/instances.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const scratch = join(root, '.bench');

function timePerCall(label, fn, minMs = 1000) {
  for (let i = 0; i < 2000; i++) fn(i); // warm up the JIT
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 1000; i++) fn(calls + i);
    calls += 1000;
    elapsed = performance.now() - start;
  }
  const micro = (elapsed * 1000) / calls;
  return { label, value: `${micro.toFixed(2)} µs`, detail: `${calls.toLocaleString('en-US')} calls` };
}

async function engineFigures() {
  mkdirSync(scratch, { recursive: true });
  const outfile = join(scratch, 'core.mjs');
  await build({
    entryPoints: [join(root, 'src/core/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'warning',
  });
  const core = await import(pathToFileURL(outfile).href);
  const start = new Date(2026, 10, 1);
  const inputs = (i) => ({
    ...core.DEFAULT_INPUTS,
    monthlyRevenue: 40000 + (i % 5000),
    revenueGrowth: (i % 60) / 2 - 10,
  });
  const refinements = {
    daysToGetPaid: 45,
    daysToPaySuppliers: 30,
    seasonality: core.seasonalityPreset('Construction'),
    oneOffItems: [{ month: 3, amount: -40000, label: 'New truck' }],
    minimumCash: 20000,
  };
  return [
    timePerCall('calculate() with its 12-month forecast', (i) => core.calculate(inputs(i), start)),
    timePerCall('12-month forecast alone', (i) => core.buildForecast(inputs(i), start)),
    timePerCall('calculateRefined(): 36 months and the cash-out month, no refinements', (i) =>
      core.calculateRefined(inputs(i), {}, start),
    ),
    timePerCall('calculateRefined() with every refinement', (i) =>
      core.calculateRefined(inputs(i), refinements, start),
    ),
    timePerCall('recommendations + texts for a result', (i) => {
      const result = core.calculate(inputs(i), start);
      core.recommendations(result);
      core.forecastInsights(result);
    }),
  ];
}

/** The PDF report for the calculator's defaults (median of `runs` renders after a warm-up) and the guide's size. */
async function pdfFigures(runs = 15) {
  const { calculate, DEFAULT_INPUTS } = await import('../src/core/index.ts');
  const { renderGuidePdf, renderReportPdf } = await import('../server/report/index.ts');
  const date = new Date(2026, 10, 1);
  const render = () =>
    renderReportPdf({
      email: 'owner@bench.example',
      calculation: calculate({ ...DEFAULT_INPUTS }, date),
      date,
    });
  for (let i = 0; i < 3; i++) await render(); // loads the fonts and warms up the JIT
  const times = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const guide = await renderGuidePdf();
  return [
    {
      label: 'PDF Cash Flow Report, one render',
      value: `${median.toFixed(1)} ms`,
      detail: `median of ${runs}, ${(bytes / 1024).toFixed(1)} KB, fonts embedded as subsets`,
    },
    {
      label: 'PDF Cash Flow Management Guide',
      value: `${(guide.length / 1024).toFixed(1)} KB`,
      detail: 'rendered once per server process, then cached',
    },
  ];
}

const chunk = (prefix) => {
  const name = readdirSync(join(dist, 'chunks')).find((file) => file.startsWith(prefix) && file.endsWith('.js'));
  if (!name) throw new Error(`no chunk named ${prefix}* in dist/chunks: is dist/ built?`);
  return join(dist, 'chunks', name);
};

async function sizeFigures() {
  await buildAll(); // measure the code as it is now (Lighthouse below needs the prerendered pages too)
  const { firstLoad: loaded, journey, hello: helloLoad } = await firstLoadFigures(dist, scratch);
  const firstLoad = loaded.files;
  const gzipKb = (files) => gzipBytes(files) / 1024;
  const without = (files, ...loaded) => [...files].filter((file) => !loaded.some((set) => set.has(file)));
  // What is there once a first use has woken the calculator: the loader, its first view, its code.
  const woken = new Set([...firstLoad, ...staticGraph(chunk('cashflow-calculator-element-'))]);
  // To a tenth of a kB; a few bytes less is 0.0, not -0.0.
  const kb = (bytes) => `${(Math.round(bytes / 102.4) / 10 || 0).toFixed(1)} kB`;
  // Each lazy boundary, measured by building the site with it made static (scripts/lazy-savings.mjs).
  const lazyRows = (await lazySavings()).rows.map((row) => ({
    label: `lazy ${row.boundary.replace(/^src\//, '')} (gzip)`,
    value: kb(Math.max(row.code, row.wake, row.journey)),
    detail: `made static it adds ${kb(row.code)} to the code React waits for, ${kb(row.wake)} to the first pointer, ${kb(row.journey)} to the journey (imported by ${row.importer.replace(/^src\//, '')})`,
  }));
  const hello = helloLoad.bytes / 1024;
  const first = loaded.bytes / 1024;
  return [
    {
      label: 'hello-world React custom element (gzip)',
      value: `${hello.toFixed(1)} kB`,
      detail: `react + react-dom + r2wc, nothing else, as Chromium fetches it: ${helloLoad.files.size} file(s)`,
    },
    {
      label: 'foreign page, one script tag: fetched before any use (gzip)',
      value: `${first.toFixed(1)} kB`,
      detail: `${firstLoad.size} file(s) (loader + the calculator's first view), ${(loaded.bytes / helloLoad.bytes).toFixed(3)}x the hello-world; budget ${(FIRST_LOAD_BUDGET_BYTES / 1024).toFixed(0)} kB`,
    },
    {
      label: "foreign page: the journey's bytes (gzip)",
      value: `${(journey.bytes / 1024).toFixed(1)} kB`,
      detail: `${journey.files.size} file(s) after a pointer over the calculator, a revenue typed, Calculate and the Forecast tab`,
    },
    {
      label: "the calculator's code, fetched at its first use (gzip)",
      value: `${gzipKb(without(woken, firstLoad)).toFixed(1)} kB`,
      detail: `${without(woken, firstLoad).length} file(s): React, r2wc, signals, the component and its inputs`,
    },
    ...lazyRows,
  ];
}

/**
 * The firm's pages on a 390 px phone with slow 4G (150 ms, 1.6 Mbit/s) and the CPU slowed four
 * times: the JavaScript run before anyone touches anything (bytes of script executed, not counting
 * modulepreload), and when the calculator's inputs are first painted (a frame-by-frame check from
 * before the page's own scripts), against the first contentful paint.
 */
async function pageFigures(paths = ['/', '/resources/cash-flow-calculator']) {
  const server = await serveSite({ dist, port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const check = () => {
          const input = document.querySelector('cashflow-calculator')?.shadowRoot?.querySelector('input');
          if (input && input.getBoundingClientRect().height > 0) window.inputsPaintedAt = performance.now();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const figures = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        inputs: window.inputsPaintedAt ?? NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js') && entry.initiatorType !== 'link')
          .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.decodedBodySize })),
      }));
      const executed = figures.scripts.reduce((sum, script) => sum + script.bytes, 0);
      rows.push({
        label: `${path}: JavaScript run before the first interaction`,
        value: `${(executed / 1024).toFixed(1)} kB`,
        detail: `${figures.scripts.length} file(s), uncompressed: ${figures.scripts.map((script) => script.name.split('/').pop()).join(', ')}`,
      });
      if (path === '/' || path.includes('calculator')) {
        rows.push({
          label: `${path}: calculator's inputs painted`,
          value: `${Math.round(figures.inputs)} ms`,
          detail: `after navigation; first contentful paint ${Math.round(figures.fcp)} ms (390 px, slow 4G, CPU /4)`,
        });
      }
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * The forms' proof of work in Chromium: the median of a few solves of the server's challenge, whose
 * answer is half the search space (the average case) and all of it (the worst), with crypto.subtle
 * and with the plain-JavaScript SHA-256 of a non-secure page. Served from 127.0.0.1, a secure context.
 */
async function solverFigures(solves = 5) {
  const bundle = await build({
    entryPoints: [join(root, 'src/state/challenge-solver.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'solver',
    minify: true,
    write: false,
  });
  const page = `<!doctype html><title>solver</title><script>${bundle.outputFiles[0].text}</script>`;
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(page),
  ).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${server.address().port}/`);
    const rows = [];
    for (const [answer, what] of [
      [CHALLENGE.maxNumber / 2, 'average'],
      [CHALLENGE.maxNumber, 'worst'],
    ]) {
      for (const subtle of [true, false]) {
        const times = [];
        for (let i = 0; i < solves; i++) {
          const challenge = await createChallenge({
            hmacKey: 'bench',
            maxNumber: CHALLENGE.maxNumber,
            number: answer,
            expires: new Date(Date.now() + CHALLENGE.ttlMs),
          });
          times.push(
            await tab.evaluate(
              async ({ challenge, subtle }) => {
                const start = performance.now();
                if (!(await window.solver.solveChallenge(challenge, subtle ? crypto.subtle : undefined)))
                  throw new Error('not solved');
                return performance.now() - start;
              },
              { challenge: { ...challenge, maxnumber: CHALLENGE.maxNumber }, subtle },
            ),
          );
        }
        const median = times.sort((a, b) => a - b)[Math.floor(solves / 2)];
        rows.push({
          label: `proof of work in Chromium, ${what} case, ${subtle ? 'crypto.subtle' : 'plain-JS SHA-256'}`,
          value: `${Math.round(median)} ms`,
          detail: `median of ${solves} solves, answer ${answer.toLocaleString('en-US')} of maxnumber ${CHALLENGE.maxNumber.toLocaleString('en-US')}`,
        });
      }
    }
    return rows;
  } finally {
    await browser.close();
    server.close();
  }
}

/** Lighthouse, mobile, on the pages the issue names (needs Chromium; --no-lighthouse skips it). */
async function lighthouseRows() {
  if (process.argv.includes('--no-lighthouse')) return [];
  const { lighthouseFigures, LIGHTHOUSE_PATHS } = await import('./lighthouse.mjs');
  const RUNS = 5;
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await lighthouseFigures());
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return LIGHTHOUSE_PATHS.map((path) => {
    const figures = runs.map((run) => run.find((figure) => figure.path === path));
    const last = figures.at(-1);
    const failing = [...new Set(figures.flatMap((figure) => figure.failing))];
    return {
      label: `Lighthouse mobile ${path}`,
      value: `${median(figures.map((figure) => figure.performance))}/${last.accessibility}/${last.bestPractices}/${last.seo}`,
      detail: `median of ${RUNS}: performance ${figures.map((figure) => figure.performance).join(', ')}; TBT ${Math.round(median(figures.map((figure) => figure.tbtMs)))} ms, LCP ${Math.round(median(figures.map((figure) => figure.lcpMs)))} ms, CLS ${median(figures.map((figure) => figure.cls)).toFixed(3)}; then accessibility/best practices/SEO${
        failing.length ? `; below 1 in a run: ${failing.join(', ')}` : ''
      }`,
    };
  });
}

/**
 * Sustained leads a second through real server processes on loopback (HTTP, validation, a durable
 * commit), spread evenly over `instances` servers on one database.
 * @param {number} instances
 * @param {{ label: string, env: Record<string, string> }} database
 */
async function leadsPerSecond(instances, database, site, total = 2000, concurrency = 20) {
  // The forms' proof of work off: this measures storing leads, not solving challenges.
  const servers = await Promise.all(
    Array.from({ length: instances }, () =>
      startInstance({ ...database.env, DIST_DIR: site, LEADS_RATE_LIMIT: '1000000000', FORMS_CHALLENGE: 'off' }),
    ),
  );
  let sent = 0;
  const post = (i) =>
    fetch(`${servers[i % instances].origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'report',
        name: `Bench Lead ${i}`,
        email: `lead${sent++}.${i}@bench.example`,
        company: 'Bench Co',
        consent: true,
        industry: 'Construction',
        lineOfBusiness: 'General Contractor',
        inputs: DEFAULT_INPUTS,
      }),
    }).then(async (response) => {
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`lead ${i}: HTTP ${response.status}`);
    });
  try {
    for (let i = 0; i < 100; i++) await post(i); // warm up every server
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) await post(next++);
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    return {
      label: `lead intake, ${database.label}, ${instances === 1 ? 'one server' : `${instances} servers`}`,
      value: `${Math.round(total / seconds).toLocaleString('en-US')} /s`,
      detail: `${total.toLocaleString('en-US')} report requests (POST /api/leads) on loopback, ${concurrency} at a time, each a durable commit of the lead, its calculation and its e-mail's outbox row, while the servers' workers render the reports and write the mail; FORMS_CHALLENGE=off`,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function serverFigures() {
  const scratchDir = mkdtempSync(join(tmpdir(), 'cf-bench-'));
  const site = join(scratchDir, 'dist');
  mkdirSync(site);
  writeFileSync(join(site, '404.html'), '<h1>Not found</h1>');
  const rows = [];
  try {
    for (const instances of [1, 2]) {
      const dataDir = join(scratchDir, `data-${instances}`);
      rows.push(
        await leadsPerSecond(
          instances,
          { label: 'SQLite (synchronous=FULL)', env: { DATA_DIR: dataDir, DATABASE_URL: '' } },
          site,
        ),
      );
    }
    if (!findPostgresBin()) {
      rows.push({ label: 'lead intake, PostgreSQL', value: 'skipped', detail: INSTALL_HINT });
      return rows;
    }
    // fsync on, as a production server runs.
    const postgres = await startPostgres({ durable: true });
    try {
      for (const instances of [1, 2]) {
        const url = new URL(postgres.url);
        url.pathname = `/postgres`;
        rows.push(
          await leadsPerSecond(
            instances,
            { label: 'PostgreSQL (fsync on)', env: { DATABASE_URL: url.toString(), DATA_DIR: scratchDir } },
            site,
          ),
        );
      }
    } finally {
      postgres.stop();
    }
    return rows;
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

/**
 * The slots of 10 advisors over the 14 days offered (server/booking/slots.ts): each with the firm's
 * hours, a buffer, a day off, and half their slots booked; the figure is the median of 200 runs of
 * what GET /api/booking/slots computes once its inputs are read.
 */
function slotFigures() {
  const today = Date.parse('2026-10-26T12:00:00Z'); // the fortnight crosses the change to CST on 1 November
  const window = {
    firmTimeZone: 'America/Chicago',
    earliest: today,
    days: 14,
    today,
    holidays: new Set(['2026-11-26']),
  };
  const advisors = Array.from({ length: 10 }, (_, index) => {
    const availability = {
      takesBookings: true,
      weeklyHours: structuredClone(FIRM_HOURS),
      meetingMinutes: 30,
      bufferMinutes: index % 2 === 0 ? 0 : 10,
      daysOff: [`2026-11-0${2 + (index % 5)}`],
      industries: [],
    };
    const free = advisorSlots({ id: `advisor-${index}`, availability, busy: [] }, window);
    const busy = free
      .filter((_, slot) => slot % 2 === index % 2)
      .map(({ start, claimEnd }) => ({ start, end: claimEnd }));
    return { id: `advisor-${index}`, availability, busy };
  });
  const times = [];
  let offered = 0;
  for (let run = 0; run < 200; run++) {
    const started = performance.now();
    offered = offeredSlots(freeSlotsByStart(advisors, window)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[times.length >> 1];
  return [
    {
      label: 'slot computation, 10 advisors × 14 days',
      value: `${median.toFixed(2)} ms`,
      detail: `median of 200 runs: the firm's hours in America/Chicago across a DST change, a holiday, a day off each, half of each advisor's slots booked; ${offered} slots offered`,
    },
  ];
}

// The sections, in the order they print. `npm run bench -- --only=server,pdf` runs just those
// (the old --server-only, --pdf-only, --first-paint-only and --engine-only still work).
const SECTIONS = {
  engine: engineFigures,
  pdf: pdfFigures,
  size: sizeFigures,
  pages: pageFigures,
  layout: () => layoutShiftFigures(dist),
  solver: solverFigures,
  server: serverFigures,
  slots: slotFigures,
  lighthouse: lighthouseRows,
  insights: insightsFigures,
};
const LEGACY_FLAGS = {
  '--server-only': ['server'],
  '--pdf-only': ['pdf'],
  '--first-paint-only': ['size', 'pages', 'layout', 'lighthouse'],
  '--engine-only': ['engine'],
};
const only = process.argv.flatMap((arg) =>
  arg.startsWith('--only=') ? arg.slice('--only='.length).split(',') : (LEGACY_FLAGS[arg] ?? []),
);
const unknown = only.filter((name) => !(name in SECTIONS));
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${Object.keys(SECTIONS).join(', ')}`);
  process.exit(2);
}
const rows = [];
for (const [name, figures] of Object.entries(SECTIONS)) {
  if (only.length === 0 || only.includes(name)) rows.push(...(await figures()));
}
const width = Math.max(...rows.map((row) => row.label.length));
console.log(`cashflow-elements bench (node ${process.version}, ${new Date().toISOString().slice(0, 10)})`);
for (const row of rows) console.log(`  ${row.label.padEnd(width)}  ${row.value.padStart(10)}  ${row.detail}`);
