// The calculator's first load stays within its budget (issue: at most 1.15 times a hello-world React
// custom element built with the same React, react-dom, r2wc and Vite), and what the first render
// does not draw stays out of it. Sizes, not timings: the same build always gives the same bytes.
// `npm run bench` prints the figures.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { after, test } from 'node:test';
import { FIRST_LOAD_BUDGET, firstLoadFigures } from '../../scripts/first-load.mjs';
import { dist } from './harness.mjs';

// Inside the project, so the hello-world's imports resolve from our node_modules.
const cache = join(dist, '..', 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(join(cache, 'size-budget-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

test(`<cashflow-calculator> first load is at most ${FIRST_LOAD_BUDGET}x the hello-world, and lazy parts stay lazy`, async () => {
  const { files, bytes, hello, ratio } = await firstLoadFigures(dist, scratch);
  const names = [...files].map((file) => basename(file));
  assert.ok(
    ratio <= FIRST_LOAD_BUDGET,
    `first load ${bytes} B gzip is ${ratio.toFixed(3)}x the hello-world's ${hello} B (budget ${FIRST_LOAD_BUDGET}x): ${names.join(', ')}`,
  );
  for (const lazy of ['calculator-results', 'calculator-forecast-chart', 'floating-ui']) {
    assert.ok(
      readdirSync(join(dist, 'chunks')).some((name) => name.startsWith(lazy)),
      `a ${lazy} chunk exists`,
    );
    assert.ok(!names.some((name) => name.startsWith(lazy)), `${lazy} is not in the first load`);
  }
});
