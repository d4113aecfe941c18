// npm start builds dist/ only when it is missing or older than its sources, and once when two
// servers start together from one checkout (scripts/ensure-built.mjs).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { BUILD_STAMP, isStale } from '../../scripts/ensure-built.mjs';

const ensureBuilt = pathToFileURL(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'ensure-built.mjs'),
).href;

/** A process that calls ensureBuilt with a slow stand-in build that logs each run. */
const startProcess = (/** @type {string} */ root) =>
  promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    `import { ensureBuilt } from ${JSON.stringify(ensureBuilt)};
     import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
     const root = ${JSON.stringify(root)};
     await ensureBuilt({ root, inputs: ['src'], log: () => {}, build: async () => {
       appendFileSync(root + '/builds.log', 'build\\n');
       mkdirSync(root + '/dist', { recursive: true });
       await new Promise((resolve) => setTimeout(resolve, 700));
       writeFileSync(root + '/dist/${BUILD_STAMP}', 'built');
     } });`,
  ]);

test('two starts at once build a missing dist/ once; a fresh one is not rebuilt; a changed source is', async () => {
  const root = mkdtempSync(join(tmpdir(), 'cf-build-'));
  try {
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'a.ts'), 'export {};');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'src', 'a.ts'), past, past);
    utimesSync(join(root, 'src'), past, past);
    assert.equal(isStale(root, undefined, ['src']), true, 'no dist/ yet');

    await Promise.all([startProcess(root), startProcess(root)]);
    assert.equal(readFileSync(join(root, 'builds.log'), 'utf8'), 'build\n', 'built once');
    assert.equal(isStale(root, undefined, ['src']), false);

    await startProcess(root);
    assert.equal(readFileSync(join(root, 'builds.log'), 'utf8'), 'build\n', 'fresh: not rebuilt');

    appendFileSync(join(root, 'src', 'a.ts'), '\n// changed');
    const future = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'src', 'a.ts'), future, future);
    await startProcess(root);
    assert.equal(readFileSync(join(root, 'builds.log'), 'utf8'), 'build\nbuild\n', 'a changed source rebuilds');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
