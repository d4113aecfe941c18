// The PDF Cash Flow Report and the Cash Flow Management Guide, read back with poppler-utils as a
// mail client or a screen reader would: real text in embedded fonts, with the engine's figures.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { calculate } from '../../src/core/calculate.ts';
import { bufferText, cashOutText } from '../../src/core/cash-outlook.ts';
import { calculateRefined } from '../../src/core/refined-calculation.ts';
import { CASH_OUT_METHOD, describeRefinements, REFINEMENT_METHOD } from '../../src/core/refinement-texts.ts';
import { seasonalityPreset } from '../../src/core/refinements.ts';
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

/** The report as the server now makes it: the refined result with its outlook. */
const refinedReport = (/** @type {Partial<typeof DEFAULT_INPUTS>} */ inputs, /** @type {any} */ refinements = {}) => {
  const calculation = calculateRefined({ ...DEFAULT_INPUTS, ...inputs }, refinements, DATE);
  return {
    calculation,
    pdf: renderReportPdf({ email: 'jane@acme.example', calculation, date: DATE }),
  };
};
const occurrences = (/** @type {string} */ text, /** @type {string} */ part) => text.split(part).length - 1;
const LOSING = { monthlyRevenue: 50_000, monthlyExpenses: 59_000, cashReserves: 150_000 };

describe('Cash Flow Report PDF: the month cash runs out and the refinements', { skip }, () => {
  test('names the month the cash runs out under the results and above the forecast', async () => {
    const { calculation, pdf } = refinedReport(LOSING);
    const sentence = cashOutText(calculation.outlook);
    assert.equal(sentence, 'Your cash runs out in April 2028.', 'the 18th month from November 2026');
    assert.equal(occurrences(pdfText(await pdf), sentence), 2);
  });

  test('says no month runs out in 36 when none does, and names the buffer month when one was set', async () => {
    const healthy = pdfText(await refinedReport({}).pdf);
    assert.equal(occurrences(healthy, 'Your cash does not run out in the next 36 months.'), 2);
    assert.ok(!/Your cash (falls below|stays at or above)/.test(healthy), 'no buffer, no buffer sentence');
    assert.ok(healthy.includes(CASH_OUT_METHOD.lead), 'the cash-out month is explained');
    assert.ok(!healthy.includes(REFINEMENT_METHOD[0].lead), 'no refinements, no explanation of them');
    const { calculation, pdf } = refinedReport(LOSING, { minimumCash: 100_000 });
    const buffer = bufferText(calculation.outlook);
    assert.equal(buffer, 'Your cash falls below your $100,000 minimum in April 2027.');
    assert.ok(pdfText(await pdf).includes(buffer));
  });

  test('with refinements: lists them, shows the refined forecast, and explains the method with its example', async () => {
    const refinements = {
      daysToGetPaid: 45,
      daysToPaySuppliers: 30,
      seasonality: seasonalityPreset('Construction'),
      oneOffItems: [{ month: 4, amount: -40_000, label: 'New truck' }],
    };
    const { calculation, pdf } = refinedReport(LOSING, refinements);
    const text = pdfText(await pdf);
    const lines = describeRefinements(refinements, calculation.outlook.startMonth);
    assert.deepEqual(lines, [
      'Customers pay in 45 days.',
      'Suppliers are paid in 30 days.',
      'Revenue follows the typical Construction seasons.',
      'New truck: $40,000 paid out in February 2027.',
    ]);
    const flat = text.replace(/\s+/g, ' ');
    for (const line of lines) assert.ok(flat.includes(line), `missing "${line}"`);
    // The table is the refined forecast's, not the unrefined one's.
    const row = (/** @type {import('../../src/core/types.ts').ForecastMonth} */ month) =>
      `${month.month} ${formatUSD(month.revenue)} ${formatUSD(month.expenses)} ${formatUSD(month.cashFlow)} ${formatUSD(month.cashReserves)}`;
    assert.ok(text.includes(row(calculation.forecast[3])), 'the month of the one-off');
    const unrefined = calculateRefined({ ...DEFAULT_INPUTS, ...LOSING }, {}, DATE);
    assert.ok(!text.includes(row(unrefined.forecast[3])));
    for (const { lead } of [CASH_OUT_METHOD, ...REFINEMENT_METHOD])
      assert.ok(flat.includes(lead), `the method explains ${lead}`);
    assert.ok(flat.includes('month 3 receives half of $50,208 and half of $50,000: $50,104'), 'the worked example');
    assert.ok(pagesOf(await pdf) <= 4);
  });

  test('a result stored before the outlook existed renders without one', async () => {
    const text = pdfText(await report());
    assert.ok(!text.includes('Your cash runs out') && !text.includes('does not run out'));
    assert.ok(text.includes('12-Month Cash Flow Forecast'));
  });

  test('renders every refinement at its limits without NaN, on a few pages', async () => {
    const { pdf } = refinedReport(
      { monthlyRevenue: MAX_AMOUNT, monthlyExpenses: MAX_AMOUNT, cashReserves: 0 },
      {
        daysToGetPaid: 180,
        daysToPaySuppliers: 0,
        seasonality: { kind: 'custom', factors: [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3] },
        oneOffItems: Array.from({ length: 12 }, (_, i) => ({
          month: 36 - i,
          amount: i % 2 ? MAX_AMOUNT : -MAX_AMOUNT,
          label: 'x'.repeat(60),
        })),
        minimumCash: MAX_AMOUNT,
      },
    );
    const text = pdfText(await pdf);
    assert.doesNotMatch(text, /NaN|Infinity|undefined|null/);
    assert.ok(pagesOf(await pdf) <= 5);
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
