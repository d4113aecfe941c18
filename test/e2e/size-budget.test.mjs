// What a foreign page with one script tag and <cashflow-calculator> fetches of ours before any
// interaction, as Chromium fetches it (issue 19: at most 8 kB gzip, everything that loads when the
// script runs counts), and what stays out of it until a visitor uses the calculator. Sizes, not
// timings: the same build always gives the same bytes. `npm run bench` prints the figures.
import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { test } from 'node:test';
import { browserLoad, calculatorJourney, FIRST_LOAD_BUDGET_BYTES, FOREIGN_PAGE } from '../../scripts/first-load.mjs';
import { dist } from './harness.mjs';

test(`a foreign page fetches at most ${FIRST_LOAD_BUDGET_BYTES} B gzip of ours before any interaction; React and the lazy parts come with use`, async () => {
  const { before, after } = await browserLoad({ folder: dist, html: FOREIGN_PAGE, journey: calculatorJourney });
  const names = [...before.files].map((file) => basename(file));
  assert.ok(
    before.bytes <= FIRST_LOAD_BUDGET_BYTES,
    `first load ${before.bytes} B gzip, over ${FIRST_LOAD_BUDGET_BYTES} B: ${names.join(', ')}`,
  );
  assert.ok(names.includes('cashflow-elements.js'), `the loader is counted: ${names.join(', ')}`);
  assert.ok(
    names.some((name) => name.startsWith('cashflow-calculator-first-view-')),
    'the first view is counted',
  );
  const later = [...after.files].map((file) => basename(file));
  for (const lazy of ['react-', 'cashflow-calculator-element-', 'calculator-results', 'calculator-forecast-chart']) {
    assert.ok(!names.some((name) => name.startsWith(lazy)), `${lazy} is not in the first load`);
    // The positive control: the journey does fetch it.
    assert.ok(
      later.some((name) => name.startsWith(lazy)),
      `${lazy} is fetched by the journey`,
    );
  }
});
