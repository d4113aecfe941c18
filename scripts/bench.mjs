// npm run bench: the engine's speed, the size of what the calculator loads, and how many leads a
// second the server stores.
// Figures, not pass/fail: record them in the README when they change.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildApp } from '../server/app.mjs';
import { createSqliteStorage } from '../server/storage.mjs';

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
  await build({ entryPoints: [join(root, 'src/core/index.ts')], bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'warning' });
  const core = await import(pathToFileURL(outfile).href);
  const start = new Date(2026, 10, 1);
  const inputs = (i) => ({ ...core.DEFAULT_INPUTS, monthlyRevenue: 40000 + (i % 5000), revenueGrowth: (i % 60) / 2 - 10 });
  return [
    timePerCall('calculate() with its 12-month forecast', (i) => core.calculate(inputs(i), start)),
    timePerCall('12-month forecast alone', (i) => core.buildForecast(inputs(i), start)),
    timePerCall('recommendations + texts for a result', (i) => {
      const result = core.calculate(inputs(i), start);
      core.recommendations(result);
      core.forecastInsights(result);
    }),
  ];
}

/** Static imports of a built ES module, followed recursively: what the browser must fetch before it runs. */
function staticGraph(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  const importPattern = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(importPattern)) {
    if (match[1].startsWith('.')) staticGraph(resolve(dirname(entry), match[1]), seen);
  }
  return seen;
}

const gzipKb = (files) => [...files].reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024;

function sizeFigures() {
  if (!existsSync(join(dist, 'cashflow-calculator.js'))) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const firstLoad = staticGraph(join(dist, 'cashflow-calculator.js'));
  const chartEntry = readdirSync(join(dist, 'chunks')).find((name) => name.startsWith('forecast-chart.uplot'));
  const chartGraph = [...staticGraph(join(dist, 'chunks', chartEntry))].filter((file) => !firstLoad.has(file));
  return [
    { label: 'first load of <cashflow-calculator> (gzip)', value: `${gzipKb(firstLoad).toFixed(1)} kB`, detail: `${firstLoad.size} file(s)` },
    { label: 'lazy forecast chart: uPlot + its CSS (gzip)', value: `${gzipKb(chartGraph).toFixed(1)} kB`, detail: `${chartGraph.length} file(s), fetched when the Forecast tab is first shown` },
  ];
}

/** Sustained leads a second through the real server on loopback: HTTP, validation, a synced SQLite commit. */
async function serverFigures(total = 2000, concurrency = 20) {
  const scratchDir = mkdtempSync(join(tmpdir(), 'cf-bench-'));
  const site = join(scratchDir, 'dist');
  mkdirSync(site);
  writeFileSync(join(site, '404.html'), '<h1>Not found</h1>');
  const app = await buildApp({ dist: site, storage: createSqliteStorage(join(scratchDir, 'data')), rateLimit: 1e9 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}/api/leads`;
  const post = (i) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'report', name: `Bench Lead ${i}`, email: `lead${i}@bench.example`, company: 'Bench Co', consent: true, industry: 'Construction', lineOfBusiness: 'General Contractor' }),
    }).then(async (response) => {
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`lead ${i}: HTTP ${response.status}`);
    });
  try {
    for (let i = 0; i < 100; i++) await post(-i - 1); // warm up
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) await post(next++);
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    return [
      {
        label: 'lead intake: POST /api/leads on loopback',
        value: `${Math.round(total / seconds).toLocaleString('en-US')} /s`,
        detail: `${total.toLocaleString('en-US')} leads, ${concurrency} at a time, each a synced SQLite commit`,
      },
    ];
  } finally {
    await app.close();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

const rows = [...(await engineFigures()), ...sizeFigures(), ...(await serverFigures())];
const width = Math.max(...rows.map((row) => row.label.length));
console.log(`cashflow-elements bench (node ${process.version}, ${new Date().toISOString().slice(0, 10)})`);
for (const row of rows) console.log(`  ${row.label.padEnd(width)}  ${row.value.padStart(10)}  ${row.detail}`);
