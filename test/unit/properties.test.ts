import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_INPUTS,
  MAX_AMOUNT,
  RUNWAY_CAP_MONTHS,
  barPercent,
  benchmarkFor,
  calculate,
  cashRunway,
  formatChange,
  formatCurrencyField,
  formatMonths,
  formatPercent,
  formatUSD,
  parseCurrencyText,
  percentChange,
  riskLevel,
  shortMonthName,
  type CalculatorInputs,
  type Industry,
} from '../../src/core';

/** Any double at all: NaN, ±Infinity, -0, subnormals and huge values included. */
const anyDouble = fc.double();

const anyInputs: fc.Arbitrary<CalculatorInputs> = fc.record({
  monthlyRevenue: anyDouble,
  monthlyExpenses: anyDouble,
  cashReserves: anyDouble,
  revenueGrowth: anyDouble,
  expenseGrowth: anyDouble,
  // Any text: the engine must not rely on the industry being one of the four.
  industry: fc
    .oneof(fc.constantFrom('Construction', 'Manufacturing', 'Transportation', 'Other'), fc.string())
    .map((text) => text as Industry),
  lineOfBusiness: fc.string(),
});

const anyDate = fc.date({ min: new Date(1970, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true });

/** Edge inputs always tried first, so the properties do not depend on luck. */
const edgeInputs = (overrides: Partial<CalculatorInputs>): [CalculatorInputs, Date] => [
  { ...DEFAULT_INPUTS, ...overrides },
  new Date(2026, 10, 15),
];
const EDGE_CASES: [CalculatorInputs, Date][] = [
  edgeInputs({}),
  edgeInputs({ monthlyRevenue: NaN, monthlyExpenses: NaN, cashReserves: NaN, revenueGrowth: NaN, expenseGrowth: NaN }),
  edgeInputs({ monthlyRevenue: Infinity, monthlyExpenses: -Infinity, cashReserves: Infinity }),
  edgeInputs({ monthlyRevenue: -Infinity, monthlyExpenses: Infinity, cashReserves: -Infinity }),
  edgeInputs({ monthlyRevenue: 0, monthlyExpenses: 0, cashReserves: 0 }),
  edgeInputs({ monthlyExpenses: Number.MIN_VALUE, cashReserves: 0 }),
  edgeInputs({ monthlyRevenue: Number.MAX_VALUE, monthlyExpenses: -Number.MAX_VALUE, revenueGrowth: Infinity }),
  edgeInputs({ monthlyRevenue: Number.MIN_VALUE, monthlyExpenses: 1 }),
  edgeInputs({ monthlyRevenue: 1e-300, monthlyExpenses: 1e12 }),
  edgeInputs({ monthlyRevenue: 1e-294, monthlyExpenses: 1e12 }),
];

/** Every number found anywhere in a value, with its path. */
function numbersIn(value: unknown, path = 'result'): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => numbersIn(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => numbersIn(item, `${path}.${key}`));
  }
  return [];
}

const FORMATTERS: [string, (value: number) => string][] = [
  ['formatUSD', formatUSD],
  ['formatPercent', formatPercent],
  ['formatMonths', formatMonths],
  ['formatChange', formatChange],
  ['formatCurrencyField', formatCurrencyField],
];

const EDGE_NUMBERS: [number][] = [
  [NaN],
  [Infinity],
  [-Infinity],
  [-0],
  [Number.MAX_VALUE],
  [-Number.MAX_VALUE],
  [1e308],
  [-1e308],
  [1e307],
  [Number.MIN_VALUE],
  [-Number.MIN_VALUE],
];

describe('calculate() over any inputs', () => {
  it('every number in the result and its forecast is finite', () => {
    fc.assert(
      fc.property(anyInputs, anyDate, (inputs, date) => {
        const nonFinite = numbersIn(calculate(inputs, date)).filter(([, n]) => !Number.isFinite(n));
        expect(nonFinite).toEqual([]);
      }),
      { examples: EDGE_CASES },
    );
  });

  it('cashRunway and forecastedRunway are within 0..120 months', () => {
    fc.assert(
      fc.property(anyInputs, anyDate, (inputs, date) => {
        const result = calculate(inputs, date);
        for (const runway of [result.cashRunway, result.forecastedRunway]) {
          expect(runway).toBeGreaterThanOrEqual(0);
          expect(runway).toBeLessThanOrEqual(RUNWAY_CAP_MONTHS);
        }
      }),
      { examples: EDGE_CASES },
    );
  });

  it('the risk level is one of the three and matches the runway', () => {
    fc.assert(
      fc.property(anyInputs, anyDate, (inputs, date) => {
        const result = calculate(inputs, date);
        expect(['High', 'Medium', 'Low']).toContain(result.riskLevel);
        expect(result.riskLevel).toBe(riskLevel(result.cashRunway));
      }),
      { examples: EDGE_CASES },
    );
  });

  it('the forecast has 12 consecutive months with reserves >= 0', () => {
    fc.assert(
      fc.property(anyInputs, anyDate, (inputs, date) => {
        const { forecast } = calculate(inputs, date);
        expect(forecast).toHaveLength(12);
        forecast.forEach((month, i) => {
          expect(month.month).toBe(shortMonthName(date.getMonth() + i));
          expect(month.cashReserves).toBeGreaterThanOrEqual(0);
        });
      }),
      { examples: EDGE_CASES },
    );
  });

  it('inputs come back within ±MAX_AMOUNT and growth within -10..20', () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const sane = calculate(inputs).inputs;
        for (const amount of [sane.monthlyRevenue, sane.monthlyExpenses, sane.cashReserves]) {
          expect(Math.abs(amount)).toBeLessThanOrEqual(MAX_AMOUNT);
        }
        for (const growth of [sane.revenueGrowth, sane.expenseGrowth]) {
          expect(growth).toBeGreaterThanOrEqual(-10);
          expect(growth).toBeLessThanOrEqual(20);
        }
      }),
    );
  });

  it('for ordinary inputs, the cash flow identities hold', () => {
    const amount = fc.integer({ min: -10_000_000, max: 10_000_000 });
    fc.assert(
      fc.property(amount, amount, amount, (revenue, expenses, reserves) => {
        const result = calculate({
          ...DEFAULT_INPUTS,
          monthlyRevenue: revenue,
          monthlyExpenses: expenses,
          cashReserves: reserves,
        });
        expect(result.monthlyCashFlow).toBe(revenue - expenses);
        expect(result.annualCashFlow).toBe(12 * (revenue - expenses));
        expect(result.forecast[0]!.revenue).toBe(revenue);
        expect(result.forecast[0]!.cashReserves).toBe(Math.max(0, reserves + revenue - expenses));
      }),
    );
  });
});

describe('cashRunway over any figures', () => {
  it('is always within 0..120 and never NaN', () => {
    fc.assert(
      fc.property(anyDouble, anyDouble, anyDouble, (reserves, expenses, cashFlow) => {
        const months = cashRunway(reserves, expenses, cashFlow);
        expect(Number.isNaN(months)).toBe(false);
        expect(months).toBeGreaterThanOrEqual(0);
        expect(months).toBeLessThanOrEqual(RUNWAY_CAP_MONTHS);
      }),
    );
  });
});

describe('formatters over any number', () => {
  it.each(FORMATTERS)('%s never shows NaN or Infinity', (_name, format) => {
    fc.assert(
      fc.property(anyDouble, (value) => {
        const text = format(value);
        expect(text).not.toMatch(/NaN|Infinity/);
      }),
      { examples: EDGE_NUMBERS },
    );
  });

  it('formatChange never shows NaN or Infinity for any scenario comparison', () => {
    fc.assert(
      // A boolean predicate: shrinking through thousands of failing expect() calls is slow.
      fc.property(
        anyDouble,
        anyDouble,
        (value, base) => !/NaN|Infinity/.test(formatChange(percentChange(value, base))),
      ),
      {
        examples: [
          [1e306, 1],
          [-1e306, 1],
          [Number.MAX_VALUE, -Number.MAX_VALUE],
        ],
        endOnFailure: true,
      },
    );
  });

  it('formatted results of any calculation never show NaN or Infinity', () => {
    fc.assert(
      fc.property(anyInputs, anyDate, (inputs, date) => {
        const result = calculate(inputs, date);
        const texts = [
          formatUSD(result.monthlyCashFlow),
          formatUSD(result.annualCashFlow),
          formatPercent(result.cashFlowMargin),
          formatMonths(result.cashRunway),
          formatMonths(result.forecastedRunway),
          ...result.forecast.flatMap((m) => [
            formatUSD(m.revenue),
            formatUSD(m.expenses),
            formatUSD(m.cashFlow),
            formatUSD(m.cashReserves),
          ]),
        ];
        for (const text of texts) expect(text).not.toMatch(/NaN|Infinity/);
      }),
      { examples: EDGE_CASES },
    );
  });
});

describe('barPercent and benchmarks over any input', () => {
  it('barPercent is always within 0..100', () => {
    fc.assert(
      fc.property(anyDouble, anyDouble, (value, scale) => {
        const bar = barPercent(value, scale);
        expect(bar).toBeGreaterThanOrEqual(0);
        expect(bar).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('benchmarkFor always gives a full benchmark', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (industry, line) => {
        const benchmark = benchmarkFor(industry ?? undefined, line ?? undefined);
        expect(Number.isFinite(benchmark.cashFlowMargin)).toBe(true);
        expect(Number.isFinite(benchmark.topPerformerMargin)).toBe(true);
        expect(Number.isFinite(benchmark.avgRunway)).toBe(true);
        expect(benchmark.tip.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('parseCurrencyText over any text', () => {
  const currencyish = fc.string({
    unit: fc.constantFrom('0', '1', '5', '9', '.', '-', ',', '$', ' ', 'e', 'k'),
    maxLength: 400,
  });
  const longNumbers: [string][] = [['9'.repeat(400)], ['-' + '9'.repeat(400)], ['1' + '0'.repeat(320)]];

  it.each([
    ['any text', fc.string()],
    ['currency-like text', currencyish],
  ] as const)('never gives a non-finite value, always whole dollars within ±MAX_AMOUNT (%s)', (_label, text) => {
    fc.assert(
      fc.property(text, (input) => {
        const parsed = parseCurrencyText(input);
        if (parsed.kind === 'value') {
          expect(Number.isFinite(parsed.value)).toBe(true);
          expect(Number.isInteger(parsed.value)).toBe(true);
          expect(Math.abs(parsed.value)).toBeLessThanOrEqual(MAX_AMOUNT);
        }
      }),
      { examples: longNumbers },
    );
  });

  it('any whole amount typed with separators reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (amount) => {
        expect(parseCurrencyText(formatUSD(amount))).toEqual({ kind: 'value', value: amount });
      }),
    );
  });
});
