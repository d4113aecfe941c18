// Properties of the refined forecast, the outlook and the share link over any inputs and refinements
// within the contract's limits: finite figures, what the refinements must conserve, round trips.
import fc from 'fast-check';
import { HIDDEN_OR_BIDI, LINE_BREAK_OR_CONTROL } from '../../src/core/text-rules';
import { describe, expect, it } from 'vitest';
import {
  calculate,
  calculateRefined,
  CASH_OUT_HORIZON_MONTHS,
  CASH_OUT_METHOD,
  DAYS_PER_MONTH,
  decodeShareFragment,
  DEFAULT_INPUTS,
  encodeShareFragment,
  GROWTH_MAX,
  GROWTH_MIN,
  linesOf,
  meaningfulRefinements,
  MAX_AMOUNT,
  ONE_OFF_ITEMS_MAX,
  ONE_OFF_LABEL_MAX,
  PAYMENT_DAYS_MAX,
  projectCash,
  REFINEMENT_METHOD,
  SEASONAL_FACTOR_MAX,
  SEASONALITY_KINDS,
  SCENARIO_NAME_MAX,
  type CalculatorInputs,
  type ForecastRefinements,
  type Industry,
} from '../../src/core';

const amount = fc.integer({ min: -MAX_AMOUNT, max: MAX_AMOUNT });
const growth = fc.integer({ min: GROWTH_MIN * 2, max: GROWTH_MAX * 2 }).map((half) => half / 2);
const inputs: fc.Arbitrary<CalculatorInputs> = fc
  .record({
    monthlyRevenue: amount,
    monthlyExpenses: amount,
    cashReserves: amount,
    revenueGrowth: growth,
    expenseGrowth: growth,
    industry: fc.constantFrom<Industry>('Construction', 'Manufacturing', 'Transportation', 'Other'),
    line: fc.nat(),
  })
  .map(({ line, ...rest }) => ({
    ...rest,
    lineOfBusiness: linesOf(rest.industry)[line % linesOf(rest.industry).length]!,
  }));
const days = fc.integer({ min: 0, max: PAYMENT_DAYS_MAX });
const factor = fc.integer({ min: 0, max: SEASONAL_FACTOR_MAX * 100 }).map((n) => n / 100);
const oneLine = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max })
    .filter((text) => text.trim() === text && !LINE_BREAK_OR_CONTROL.test(text) && !HIDDEN_OR_BIDI.test(text));
const refinements: fc.Arbitrary<ForecastRefinements> = fc.record(
  {
    daysToGetPaid: days,
    daysToPaySuppliers: days,
    seasonality: fc.record({
      kind: fc.constantFrom(...SEASONALITY_KINDS),
      factors: fc.array(factor, { minLength: 12, maxLength: 12 }).filter((f) => f.some((x) => x > 0)),
    }),
    oneOffItems: fc.array(
      fc.record(
        {
          month: fc.integer({ min: 1, max: CASH_OUT_HORIZON_MONTHS }),
          amount: amount.filter((n) => n !== 0),
          label: oneLine(ONE_OFF_LABEL_MAX),
        },
        { requiredKeys: ['month', 'amount'] },
      ),
      { maxLength: ONE_OFF_ITEMS_MAX },
    ),
    minimumCash: fc.integer({ min: 1, max: MAX_AMOUNT }),
  },
  { requiredKeys: [] },
);
const start = fc.record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 0, max: 11 }) });

describe('the refined forecast, for any inputs and refinements within their limits', () => {
  it('has only finite figures, reserves never below zero, and an outlook consistent with them', () => {
    fc.assert(
      fc.property(inputs, refinements, start, (i, r, s) => {
        const projection = projectCash(i, r, s, CASH_OUT_HORIZON_MONTHS);
        for (const month of projection) {
          for (const value of [month.revenue, month.expenses, month.cashFlow, month.cashReserves])
            expect(Number.isFinite(value)).toBe(true);
          expect(month.cashReserves).toBeGreaterThanOrEqual(0);
        }
        const { outlook, forecast } = calculateRefined(i, r, s);
        expect(forecast).toHaveLength(12);
        const firstEmpty = projection.findIndex((month) => month.cashReserves === 0);
        expect(outlook.cashOut?.index ?? -1).toBe(firstEmpty === -1 ? -1 : firstEmpty + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the spec’s headline figures whatever the refinements', () => {
    fc.assert(
      fc.property(inputs, refinements, start, (i, r, s) => {
        const spec = calculate(i, new Date(s.year, s.month, 1));
        const refined = calculateRefined(i, r, s);
        for (const key of ['monthlyCashFlow', 'annualCashFlow', 'cashFlowMargin', 'cashRunway', 'riskLevel'] as const)
          expect(refined[key]).toBe(spec[key]);
      }),
      { numRuns: 200 },
    );
  });

  it('without growth, delays only move money: from the steady state, every month receives what it earns', () => {
    fc.assert(
      fc.property(inputs, days, days, start, (i, paid, pay, s) => {
        const flat = { ...i, revenueGrowth: 0, expenseGrowth: 0 };
        const delayed = projectCash(flat, { daysToGetPaid: paid, daysToPaySuppliers: pay }, s, 24);
        const prompt = projectCash(flat, {}, s, 24);
        delayed.forEach((month, index) => {
          expect(month.revenue).toBeCloseTo(prompt[index]!.revenue, 0);
          expect(month.expenses).toBeCloseTo(prompt[index]!.expenses, 0);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('seasonality moves revenue between the months of a year without changing the year', () => {
    fc.assert(
      fc.property(inputs, refinements, start, (i, r, s) => {
        const flat = { ...i, revenueGrowth: 0 };
        const year = (refined: ForecastRefinements) =>
          projectCash(flat, refined, s, 12).reduce((sum, month) => sum + month.revenue, 0);
        const seasonal = year({ seasonality: r.seasonality });
        expect(Math.abs(seasonal - year({}))).toBeLessThanOrEqual(Math.abs(flat.monthlyRevenue) * 1e-9 + 1e-6);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the share link, for any calculation within the limits', () => {
  it('comes back identical', () => {
    const scenario = fc.record({ name: oneLine(SCENARIO_NAME_MAX), inputs });
    fc.assert(
      fc.property(
        inputs,
        refinements,
        fc.option(start, { nil: undefined }),
        fc.array(scenario, { maxLength: 3 }),
        (i, r, s, scenarios) => {
          const shared = { inputs: i, refinements: r, ...(s ? { startMonth: s } : {}), scenarios };
          const read = decodeShareFragment(encodeShareFragment(shared));
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          expect(calculateRefined(read.shared.inputs, read.shared.refinements, s ?? { year: 2026, month: 10 })).toEqual(
            calculateRefined(i, r, s ?? { year: 2026, month: 10 }),
          );
          expect(read.shared.refinements).toEqual(meaningfulRefinements(r));
          expect(read.shared.scenarios).toEqual(scenarios);
          expect(read.shared.inputs).toEqual(i);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the method’s worked example', () => {
  it('is what the engine computes', () => {
    // $50,000 a month growing 5% a year, paid in 45 days: month 3 receives $50,104.
    const [, , month3] = projectCash(
      { ...DEFAULT_INPUTS, revenueGrowth: 5 },
      { daysToGetPaid: 45 },
      { year: 2026, month: 10 },
      3,
    );
    expect(Math.round(month3!.revenue)).toBe(50104);
    const text = REFINEMENT_METHOD.map((item) => item.text).join(' ');
    expect(text).toContain('month 3 receives half of $50,208 and half of $50,000: $50,104');
    // What months 2 and 3 earn: $50,000 grown by 5% / 12 once and twice.
    const [, earned2, earned3] = projectCash(
      { ...DEFAULT_INPUTS, revenueGrowth: 5 },
      {},
      { year: 2026, month: 10 },
      3,
    ).map((month) => Math.round(month.revenue));
    expect(text).toContain(
      `month 2 earns $${earned2!.toLocaleString('en-US')} and month 3 earns $${earned3!.toLocaleString('en-US')}`,
    );
  });

  it('counts the days and the months the engine counts', () => {
    expect(REFINEMENT_METHOD[0]!.text).toContain(`counting ${DAYS_PER_MONTH} days to a month`);
    expect(CASH_OUT_METHOD.text).toContain(`looking ${CASH_OUT_HORIZON_MONTHS} months ahead`);
  });
});
