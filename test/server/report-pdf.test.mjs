// The PDF Cash Flow Report and the Cash Flow Management Guide, read back with poppler-utils as a
// mail client or a screen reader would: real text in embedded fonts, with the engine's figures.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { calculate } from '../../src/core/calculate.ts';
import { benchmarkFor } from '../../src/core/benchmarks.ts';
import { FIRM } from '../../src/core/firm.ts';
import { formatPercent, formatUSD } from '../../src/core/format.ts';
import { formatMonths } from '../../src/core/format-results.ts';
import { DEFAULT_INPUTS, MAX_AMOUNT } from '../../src/core/inputs.ts';
import { RISK_MESSAGE } from '../../src/core/texts.ts';
import { renderGuidePdf, renderReportPdf } from '../../server/report/index.ts';
import { pdfText, poppler, skipWithoutPoppler } from '../support/poppler.mjs';

const skip = skipWithoutPoppler;

/** Noon in Chicago: the same calendar day wherever the test runs. */
const DATE = new Date('2026-11-23T18:00:00Z');

const pagesOf = (/** @type {Uint8Array} */ pdf) => Number(/Pages:\s+(\d+)/.exec(poppler(pdf, 'pdfinfo'))?.[1]);

/** @param {Partial<typeof DEFAULT_INPUTS>} inputs */
const report = (inputs = {}, email = 'jane@acme.example') =>
  renderReportPdf({
    email,
    calculation: calculate({ ...DEFAULT_INPUTS, ...inputs }, DATE),
    date: DATE,
  });

describe('Cash Flow Report PDF', { skip }, () => {
  test("shows the owner's address, the date and the engine's figures for the calculator's defaults", async () => {
    const result = calculate({ ...DEFAULT_INPUTS }, DATE);
    // The spec's defaults, checked against the engine so a change in either shows here.
    assert.deepEqual(
      [
        formatUSD(result.monthlyCashFlow),
        formatPercent(result.cashFlowMargin),
        formatMonths(result.cashRunway),
        result.riskLevel,
      ],
      ['$10,000', '20.0%', '0.3 months', 'High'],
    );
    const text = pdfText(await report());
    for (const expected of [
      'Prepared for jane@acme.example',
      'November 23, 2026',
      FIRM.name,
      FIRM.phone,
      FIRM.email,
      '120 W Campbell St',
    ])
      assert.ok(text.includes(expected), `missing ${expected}`);
    // The four metric cards side by side: pdftotext reads their labels, then their values, then their notes.
    for (const expected of [
      'Monthly Cash Flow Cash Flow Margin Cash Runway Risk Level',
      '$10,000 20.0% 0.3 months High',
      '$120,000 per year',
      'Strong cash generation ability',
      'Critical - immediate action needed',
      'Immediate action required',
    ]) {
      assert.ok(text.includes(expected), `missing "${expected}"`);
    }
    assert.ok(text.includes(RISK_MESSAGE.High.title) && text.includes(RISK_MESSAGE.High.cta));
    assert.ok(text.includes('www.crestlineadvisory.com/talk-to-expert'), 'the consultation link');
  });

  test('carries the forecast table and trend, the benchmark comparison and the line of business tip', async () => {
    const result = calculate({ ...DEFAULT_INPUTS }, DATE);
    const text = pdfText(await report());
    const last = result.forecast[11];
    assert.ok(
      text.includes(
        `${last.month} ${formatUSD(last.revenue)} ${formatUSD(last.expenses)} ${formatUSD(last.cashFlow)} ${formatUSD(last.cashReserves)}`,
      ),
      'the last table row',
    );
    assert.ok(text.includes('Your monthly cash flow is improving'));
    assert.ok(text.includes('Your margin is better than the industry average.'));
    assert.ok(text.includes('Your runway is below the industry average.'));
    assert.ok(text.includes('Tip for General Contractor'));
    assert.ok(text.includes(benchmarkFor('Construction', 'General Contractor').tip));
    assert.ok(text.includes('How this was calculated') && text.includes('Disclaimer'));
  });

  test('is US Letter, with every font embedded as a subset (real, selectable text)', async () => {
    const pdf = await report();
    assert.match(poppler(pdf, 'pdfinfo'), /Page size:\s+612 x 792 pts \(letter\)/);
    const fonts = poppler(pdf, 'pdffonts').trim().split('\n').slice(2);
    assert.ok(fonts.length >= 2, 'regular and bold at least');
    for (const row of fonts) assert.match(row, /^\w{6}\+Inter-\S+\s+CID TrueType\s+Identity-H\s+yes yes yes/, row);
  });

  const extremes = [
    ['zero revenue', { monthlyRevenue: 0 }],
    [
      'negative cash flow running out of reserves',
      { monthlyRevenue: 20_000, monthlyExpenses: 90_000, cashReserves: 50_000, revenueGrowth: -10, expenseGrowth: 20 },
    ],
    ['nothing at all', { monthlyRevenue: 0, monthlyExpenses: 0, cashReserves: 0 }],
    [
      'trillion-dollar amounts',
      { monthlyRevenue: MAX_AMOUNT, monthlyExpenses: 1, cashReserves: MAX_AMOUNT, revenueGrowth: 20 },
    ],
    [
      'amounts beyond the range and not numbers',
      { monthlyRevenue: 1e300, monthlyExpenses: Number.NaN, cashReserves: -Infinity },
    ],
    ['an unknown line of business', { industry: 'Other', lineOfBusiness: 'Space Tourism' }],
  ];
  for (const [label, inputs] of extremes) {
    test(`renders ${label} without NaN or Infinity`, async () => {
      const pdf = await report(/** @type {any} */ (inputs));
      const text = pdfText(pdf);
      assert.doesNotMatch(text, /NaN|Infinity|undefined|null/);
      assert.ok(text.includes('Cash Flow Margin') && text.includes('Cash Reserves'));
      assert.ok(pagesOf(pdf) <= 4, 'a few pages');
    });
  }

  test('prints a long address whole, and the running header in order', async () => {
    const long = `${'northern-illinois-precision-machining.'.repeat(3)}owner@heavy-equipment-rental.example`;
    const text = pdfText(await report({}, long));
    // Wrapped at its hyphens, which pdftotext drops at a line's end.
    assert.ok(text.replace(/[\s-]+/g, '').includes(long.replaceAll('-', '')), 'the long address, wrapped but whole');
    assert.ok(pdfText(await report()).includes('Cash Flow Report · jane@acme.example · November 23, 2026'));
  });
});

describe('Cash Flow Management Guide PDF', { skip }, () => {
  test('is a few pages covering receivables, payables, inventory, reserves, forecasting, seasons, financing and a checklist', async () => {
    const pdf = await renderGuidePdf();
    const pages = pagesOf(pdf);
    assert.ok(pages >= 3 && pages <= 5, `${pages} pages`);
    const text = pdfText(pdf);
    for (const heading of [
      'Cash Flow Management Guide',
      'receivables',
      'payables',
      'inventory',
      'Build reserves and protect your runway',
      'Forecast thirteen weeks ahead',
      'Plan for the seasons',
      'Choose the right financing',
      'Monthly cash flow checklist',
      FIRM.phone,
    ]) {
      assert.ok(text.includes(heading), `missing ${heading}`);
    }
    for (const industry of ['Construction:', 'Manufacturing:', 'Transportation:', 'Business services:'])
      assert.ok(text.includes(industry));
    assert.match(poppler(pdf, 'pdffonts'), /Inter-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  test('is served from the cache as the same bytes, in a copy of its own', async () => {
    const first = await renderGuidePdf();
    const second = await renderGuidePdf();
    assert.deepEqual(second, first);
    second[0] = 0;
    assert.notEqual((await renderGuidePdf())[0], 0, 'a caller changing its copy does not change the cache');
  });
});
