// The refined forecast against its worked spreadsheet (refined-forecast/refined-forecast.fods, whose
// values LibreOffice computed from the sheet's own formulas into refined-forecast.csv; make-sheet.mjs
// writes both), within $1 a month; the cash-out month at its boundaries; and the spec's forecast left
// exactly as it was when nothing is refined.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildForecast,
  calculate,
  calculateRefined,
  CASH_OUT_HORIZON_MONTHS,
  cashOutText,
  bufferText,
  DEFAULT_INPUTS,
  describeRefinements,
  projectCash,
  seasonalFactors,
  seasonalityPreset,
  SEASONALITY_PRESETS,
  type CalculatorInputs,
  type ForecastRefinements,
  type SeasonalityKind,
} from '../../src/core';
import { recalculate, SHEET_XML } from './refined-forecast/make-sheet.mjs';

const FOLDER = join(import.meta.dirname, 'refined-forecast');
const SHEET = join(FOLDER, 'refined-forecast.csv');
const hasLibreOffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    if (process.env.CI) throw new Error('LibreOffice is missing: .ci/run installs libreoffice-calc-nogui');
    console.warn(
      'refined-forecast: skipping the spreadsheet recalculation check, LibreOffice is not installed (Debian/Ubuntu: sudo apt-get install libreoffice-calc-nogui)',
    );
    return false;
  }
})();

/** RFC 4180 as LibreOffice writes it: quoted cells may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line === '') continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const char = line[i]!;
      if (quoted && char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = !quoted;
      } else if (char === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else {
        cell += char;
      }
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

interface SheetCase {
  id: string;
  what: string;
  inputs: CalculatorInputs;
  refinements: ForecastRefinements;
  start: { year: number; month: number };
  cashOutMonth: number;
  belowBufferMonth: number;
  months: Array<{ revenue: number; expenses: number; cashFlow: number; cashReserves: number }>;
}

function readSheet(): SheetCase[] {
  const cases = new Map<string, SheetCase>();
  for (const cells of parseCsv(readFileSync(SHEET, 'utf8'))) {
    const n = (index: number) => Number(cells[index]);
    if (cells[0] === 'case') {
      const oneOffItems = [
        { month: n(12), amount: n(13) },
        { month: n(14), amount: n(15) },
      ].filter((item) => item.month > 0);
      cases.set(cells[1]!, {
        id: cells[1]!,
        what: cells[36]!,
        inputs: {
          ...DEFAULT_INPUTS,
          monthlyRevenue: n(2),
          monthlyExpenses: n(3),
          cashReserves: n(4),
          revenueGrowth: n(5),
          expenseGrowth: n(6),
        },
        start: { year: n(7), month: n(8) - 1 },
        refinements: {
          ...(n(9) ? { daysToGetPaid: n(9) } : {}),
          ...(n(10) ? { daysToPaySuppliers: n(10) } : {}),
          ...(n(11) ? { minimumCash: n(11) } : {}),
          ...(oneOffItems.length ? { oneOffItems } : {}),
          seasonality: { kind: cells[35] as SeasonalityKind, factors: cells.slice(16, 28).map(Number) },
        },
        cashOutMonth: n(33),
        belowBufferMonth: n(34),
        months: [],
      });
    } else if (cells[0] === 'month') {
      cases.get(cells[1]!)!.months.push({ revenue: n(9), expenses: n(10), cashFlow: n(11), cashReserves: n(12) });
    }
  }
  return [...cases.values()];
}

const SHEET_CASES = readSheet();

describe('the refined forecast against the worked spreadsheet', () => {
  it('reads at least ten cases of 36 months each', () => {
    expect(SHEET_CASES.length).toBeGreaterThanOrEqual(10);
    for (const sheetCase of SHEET_CASES) expect(sheetCase.months).toHaveLength(CASH_OUT_HORIZON_MONTHS);
  });

  it.each(SHEET_CASES.map((c) => [c.id, c.what, c] as const))(
    '%s (%s): every month within a dollar',
    (_id, _what, c) => {
      const projection = projectCash(c.inputs, c.refinements, c.start, CASH_OUT_HORIZON_MONTHS);
      projection.forEach((month, i) => {
        const expected = c.months[i]!;
        for (const key of ['revenue', 'expenses', 'cashFlow', 'cashReserves'] as const) {
          const off = Math.abs(month[key] - expected[key]);
          if (off > 1) throw new Error(`month ${i + 1} ${key}: ${month[key]} against the sheet's ${expected[key]}`);
        }
      });
    },
  );

  it.each(SHEET_CASES.map((c) => [c.id, c] as const))(
    '%s: the cash-out and buffer months are the sheet’s',
    (_id, c) => {
      const { outlook, forecast } = calculateRefined(c.inputs, c.refinements, c.start);
      expect(outlook.cashOut?.index ?? 0).toBe(c.cashOutMonth);
      expect(outlook.belowBuffer?.index ?? 0).toBe(c.belowBufferMonth);
      expect(forecast.map((month) => Math.round(month.cashReserves))).toEqual(
        c.months.slice(0, 12).map((month) => Math.round(month.cashReserves)),
      );
    },
  );

  it('the sheet’s cases show what the refinements change: later money in, a slower winter', () => {
    const byId = new Map(SHEET_CASES.map((c) => [c.id, c]));
    // 45 days to get paid from a steady state: month 1 receives month 1's level, not nothing.
    expect(byId.get('paid-45')!.months[0]!.revenue).toBeCloseTo(50000, 6);
    // …and growth reaches the bank a month and a half late.
    expect(byId.get('paid-45')!.months[11]!.revenue).toBeLessThan(byId.get('spec-defaults')!.months[11]!.revenue);
    // The business losing $9,000 a month with $150,000 runs out in its 18th month; late payment and winter bring it closer.
    expect(byId.get('losing-9000')!.cashOutMonth).toBe(18);
    expect(byId.get('losing-late-winter')!.cashOutMonth).toBeLessThan(18);
  });
});

describe('the worked spreadsheet itself', () => {
  it('is the sheet make-sheet.mjs writes, whose months hold formulas only', () => {
    const committed = readFileSync(join(FOLDER, 'refined-forecast.fods'), 'utf8');
    expect(committed).toBe(SHEET_XML);
    const monthRows = committed
      .split('<table:table-row>')
      .filter((row) => row.startsWith('<table:table-cell office:value-type="string"><text:p>month</text:p>'));
    expect(monthRows).toHaveLength(SHEET_CASES.length * CASH_OUT_HORIZON_MONTHS);
    for (const row of monthRows) {
      // The month's number is the one value; its eleven figures are formulas.
      expect(row.match(/office:value-type="float"/g)).toHaveLength(1);
      expect(row.match(/table:formula="of:=/g)).toHaveLength(11);
    }
  });

  it.skipIf(!hasLibreOffice)(
    'its values are what LibreOffice computes from it, unedited',
    () => {
      expect(recalculate(join(FOLDER, 'refined-forecast.fods'))).toBe(readFileSync(SHEET, 'utf8'));
    },
    60_000,
  );
});

describe('with nothing refined, the spec forecast exactly', () => {
  /** The spec's forecast, as the spec words it: reserves = max(0, reserves + cash flow), then growth / 12 compounded. */
  function specForecast(inputs: CalculatorInputs) {
    let revenue = inputs.monthlyRevenue;
    let expenses = inputs.monthlyExpenses;
    let reserves = inputs.cashReserves;
    const rows = [];
    for (let i = 0; i < 12; i++) {
      reserves = Math.max(0, reserves + (revenue - expenses));
      rows.push({ revenue, expenses, cashFlow: revenue - expenses, cashReserves: reserves });
      revenue *= 1 + inputs.revenueGrowth / 100 / 12;
      expenses *= 1 + inputs.expenseGrowth / 100 / 12;
    }
    return rows;
  }

  const samples: CalculatorInputs[] = [
    DEFAULT_INPUTS,
    {
      ...DEFAULT_INPUTS,
      monthlyRevenue: 80000,
      monthlyExpenses: 92000,
      cashReserves: 150000,
      revenueGrowth: -4,
      expenseGrowth: 6,
    },
    { ...DEFAULT_INPUTS, monthlyRevenue: 0, monthlyExpenses: 0, cashReserves: 0 },
    {
      ...DEFAULT_INPUTS,
      monthlyRevenue: 1e12,
      monthlyExpenses: -1e12,
      cashReserves: -1e12,
      revenueGrowth: 20,
      expenseGrowth: -10,
    },
    {
      ...DEFAULT_INPUTS,
      monthlyRevenue: 12345,
      monthlyExpenses: 54321,
      cashReserves: 99999,
      revenueGrowth: 0.5,
      expenseGrowth: 19.5,
    },
  ];
  const empties: Array<[string, ForecastRefinements]> = [
    ['no refinements', {}],
    [
      'zero days, flat, no items',
      { daysToGetPaid: 0, daysToPaySuppliers: 0, seasonality: seasonalityPreset('flat'), oneOffItems: [] },
    ],
    ['only a buffer', { minimumCash: 5000 }],
  ];

  it.each(samples.map((inputs, i) => [i, inputs] as const))(
    'sample %i: the forecast is the spec’s, to the last bit',
    (_i, inputs) => {
      const start = new Date(2026, 10, 15);
      const expected = specForecast(inputs);
      expect(buildForecast(inputs, start).map(({ month: _m, ...figures }) => figures)).toEqual(expected);
      for (const [, refinements] of empties) {
        const refined = calculateRefined(inputs, refinements, start);
        const spec = calculate(inputs, start);
        const { refinements: _r, outlook: _o, ...figures } = refined;
        expect(figures).toEqual(spec);
      }
    },
  );
});

describe('the month the cash runs out, at its boundaries', () => {
  const flat = (overrides: Partial<CalculatorInputs>): CalculatorInputs => ({
    ...DEFAULT_INPUTS,
    revenueGrowth: 0,
    expenseGrowth: 0,
    ...overrides,
  });
  const NOV_2026 = { year: 2026, month: 10 };
  const cases: Array<[string, CalculatorInputs, ForecastRefinements, number | null, string | null]> = [
    [
      'reserves hit zero exactly in month 2',
      flat({ monthlyRevenue: 40000, monthlyExpenses: 45000, cashReserves: 10000 }),
      {},
      2,
      '2026-12',
    ],
    [
      'a dollar more lasts into month 3',
      flat({ monthlyRevenue: 40000, monthlyExpenses: 45000, cashReserves: 10001 }),
      {},
      3,
      '2027-01',
    ],
    [
      'exactly zero with refinements: a one-off out in month 5 takes the last $10,000',
      flat({ monthlyRevenue: 40000, monthlyExpenses: 40000, cashReserves: 10000 }),
      { daysToGetPaid: 45, daysToPaySuppliers: 30, oneOffItems: [{ month: 5, amount: -10000 }] },
      5,
      '2027-03',
    ],
    ['never: the spec defaults', DEFAULT_INPUTS, {}, null, null],
    [
      'never, with refinements',
      DEFAULT_INPUTS,
      { daysToGetPaid: 45, seasonality: seasonalityPreset('Construction') },
      null,
      null,
    ],
    [
      'in month 1: no reserves and a loss',
      flat({ monthlyRevenue: 30000, monthlyExpenses: 30001, cashReserves: 0 }),
      {},
      1,
      '2026-11',
    ],
    [
      'in month 1 with refinements: a one-off out of all the reserves',
      flat({ monthlyRevenue: 50000, monthlyExpenses: 50000, cashReserves: 5000 }),
      { daysToGetPaid: 60, oneOffItems: [{ month: 1, amount: -5000 }] },
      1,
      '2026-11',
    ],
    [
      'in the last month of the horizon',
      flat({ monthlyRevenue: 40000, monthlyExpenses: 41000, cashReserves: 36000 }),
      {},
      36,
      '2029-10',
    ],
    [
      'one month past the horizon is none',
      flat({ monthlyRevenue: 40000, monthlyExpenses: 41000, cashReserves: 36001 }),
      {},
      null,
      null,
    ],
    [
      'a slow winter empties reserves a flat year keeps',
      flat({ monthlyRevenue: 50000, monthlyExpenses: 49000, cashReserves: 10000 }),
      { seasonality: seasonalityPreset('Construction') },
      3,
      '2027-01',
    ],
  ];

  it.each(cases)('%s', (_what, inputs, refinements, index, month) => {
    const { outlook } = calculateRefined(inputs, refinements, NOV_2026);
    expect(outlook.cashOut).toEqual(index === null ? null : { index, month });
  });

  it('the buffer: the first month strictly below it, before the cash runs out', () => {
    const inputs = flat({ monthlyRevenue: 40000, monthlyExpenses: 45000, cashReserves: 30000 });
    // Reserves: 25,000, 20,000, 15,000: 20,000 is not below a 20,000 buffer, 15,000 is.
    const { outlook } = calculateRefined(inputs, { minimumCash: 20000 }, NOV_2026);
    expect(outlook.belowBuffer).toEqual({ index: 3, month: '2027-01' });
    expect(outlook.cashOut).toEqual({ index: 6, month: '2027-04' });
    expect(bufferText(outlook)).toBe('Your cash falls below your $20,000 minimum in January 2027.');
    expect(cashOutText(outlook)).toBe('Your cash runs out in April 2027.');
    const none = calculateRefined(DEFAULT_INPUTS, { minimumCash: 5000 }, NOV_2026).outlook;
    expect(none.belowBuffer).toBeNull();
    expect(bufferText(none)).toBe('Your cash stays at or above your $5,000 minimum for the next 36 months.');
    expect(cashOutText(none)).toBe('Your cash does not run out in the next 36 months.');
    expect(bufferText(calculateRefined(DEFAULT_INPUTS, {}, NOV_2026).outlook)).toBeUndefined();
  });
});

describe('seasonality', () => {
  it('every preset averages 1, and the owner’s factors are scaled to average 1', () => {
    for (const preset of SEASONALITY_PRESETS) {
      const factors = seasonalFactors(seasonalityPreset(preset));
      expect(factors.reduce((a, b) => a + b, 0)).toBeCloseTo(12, 12);
      expect(new Set(factors).size).toBeGreaterThan(1);
    }
    const custom = seasonalFactors({ kind: 'custom', factors: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 4] });
    expect(custom.reduce((a, b) => a + b, 0)).toBeCloseTo(12, 12);
    expect(custom[11]! / custom[0]!).toBeCloseTo(2, 12);
  });

  it('an industry without a preset, or a broken profile, is flat', () => {
    expect(seasonalityPreset('Other')).toEqual({ kind: 'flat', factors: Array(12).fill(1) });
    expect(seasonalFactors({ kind: 'custom', factors: [1, 2] })).toEqual(Array(12).fill(1));
    expect(seasonalFactors({ kind: 'custom', factors: Array(12).fill(0) })).toEqual(Array(12).fill(1));
  });

  it('moves revenue between months without changing the year', () => {
    const inputs = { ...DEFAULT_INPUTS, revenueGrowth: 0 };
    const year = (refinements: ForecastRefinements) =>
      projectCash(inputs, refinements, { year: 2027, month: 0 }, 12).reduce((sum, month) => sum + month.revenue, 0);
    expect(year({ seasonality: seasonalityPreset('Construction') })).toBeCloseTo(year({}), 6);
    const january = projectCash(
      inputs,
      { seasonality: seasonalityPreset('Construction') },
      { year: 2027, month: 0 },
      1,
    )[0]!;
    expect(january.revenue).toBeCloseTo(35000, 6);
  });
});

describe('the refinements in words', () => {
  const construction = seasonalityPreset('Construction');
  it.each<[string, ForecastRefinements, string[]]>([
    ['nothing', {}, []],
    ['zero days and a flat season say nothing', { daysToGetPaid: 0, seasonality: seasonalityPreset('flat') }, []],
    [
      'every refinement, months named from the start month',
      {
        daysToGetPaid: 45,
        daysToPaySuppliers: 30,
        seasonality: construction,
        oneOffItems: [
          { month: 3, amount: -40000, label: 'New truck' },
          { month: 14, amount: 15000 },
        ],
        minimumCash: 20000,
      },
      [
        'Customers pay in 45 days.',
        'Suppliers are paid in 30 days.',
        'Revenue follows the typical Construction seasons.',
        'New truck: $40,000 paid out in January 2027.',
        '$15,000 received in December 2027.',
        'Minimum cash buffer: $20,000.',
      ],
    ],
    [
      'an adjusted preset',
      { seasonality: { kind: 'Construction', factors: [0.5, ...construction.factors.slice(1)] } },
      ['Revenue follows the typical Construction seasons, as you adjusted them.'],
    ],
    [
      'the owner’s own season',
      { seasonality: { kind: 'custom', factors: [2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] } },
      ['Revenue follows your own seasonal pattern.'],
    ],
  ])('%s', (_what, refinements, lines) => {
    expect(describeRefinements(refinements, '2026-11')).toEqual(lines);
  });

  it('names a month by its number when the start month is not known', () => {
    expect(describeRefinements({ oneOffItems: [{ month: 5, amount: 100 }] })).toEqual(['$100 received in month 5.']);
  });
});
