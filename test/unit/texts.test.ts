import { describe, it, expect } from 'vitest';
import {
  DEFAULT_INPUTS,
  RISK_COLOR,
  RISK_DESCRIPTION,
  RISK_MESSAGE,
  calculate,
  keyInsight,
  marginDescription,
  recommendations,
  runwayDescription,
  type CalculationResult,
  type CalculatorInputs,
} from '../../src/core';

const NOV_2026 = new Date(2026, 10, 15);

const resultFor = (overrides: Partial<CalculatorInputs>): CalculationResult =>
  calculate({ ...DEFAULT_INPUTS, ...overrides }, NOV_2026);

/**
 * A result with chosen headline figures, to trigger one recommendation rule at a time.
 * The baseline is healthy: positive cash flow, 20 % margin, 5 months of runway, revenue growing faster.
 */
const resultWith = (
  figures: Partial<Pick<CalculationResult, 'monthlyCashFlow' | 'cashFlowMargin' | 'cashRunway'>>,
  inputOverrides: Partial<CalculatorInputs> = {},
): CalculationResult => ({
  ...resultFor({ cashReserves: 200000 }),
  monthlyCashFlow: 10000,
  cashFlowMargin: 20,
  cashRunway: 5,
  riskLevel: 'Low',
  ...figures,
  inputs: { ...DEFAULT_INPUTS, cashReserves: 200000, ...inputOverrides },
});

const ids = (result: CalculationResult) => recommendations(result).map((r) => r.id);

describe('marginDescription (spec section 9)', () => {
  it.each([
    [40, 'Strong cash generation ability'],
    [15, 'Strong cash generation ability'],
    [14.99, 'Average cash generation'],
    [10, 'Average cash generation'],
    [5, 'Average cash generation'],
    [4.99, 'Needs improvement'],
    [0, 'Needs improvement'],
    [-25, 'Needs improvement'],
  ])('margin %d → %s', (margin, text) => {
    expect(marginDescription(margin)).toBe(text);
  });
});

describe('runwayDescription (spec section 9)', () => {
  it.each([
    [120, 'Good safety buffer'],
    [3.01, 'Good safety buffer'],
    [3, 'Limited buffer'],
    [2, 'Limited buffer'],
    [1.01, 'Limited buffer'],
    [1, 'Critical - immediate action needed'],
    [0.28125, 'Critical - immediate action needed'],
    [0, 'Critical - immediate action needed'],
  ])('runway %d months → %s', (months, text) => {
    expect(runwayDescription(months)).toBe(text);
  });
});

describe('risk texts (spec section 9)', () => {
  it('describes each risk level', () => {
    expect(RISK_DESCRIPTION).toEqual({
      Low: 'Your business has healthy cash flow',
      Medium: 'Monitor your cash flow closely',
      High: 'Immediate action required',
    });
  });

  it.each([
    ['High', 'Your Cash Flow is at Risk!', 'Get Emergency Cash Flow Consultation'],
    ['Medium', 'Your Cash Flow Could Be Improved', 'Get Cash Flow Improvement Plan'],
    ['Low', 'Great Job on Your Cash Flow!', 'Explore Advanced Cash Flow Strategies'],
  ] as const)('%s risk message: "%s", CTA "%s"', (risk, title, cta) => {
    expect(RISK_MESSAGE[risk].title).toBe(title);
    expect(RISK_MESSAGE[risk].cta).toBe(cta);
    expect(RISK_MESSAGE[risk].body.trim().length).toBeGreaterThan(0);
  });

  it('colours risk High red, Medium orange, Low green', () => {
    expect(RISK_COLOR).toEqual({ High: 'red', Medium: 'orange', Low: 'green' });
  });
});

describe('keyInsight (spec section 9)', () => {
  it.each([
    [20, 'Your cash flow margin of 20.0% is above industry averages.'],
    [10.01, 'Your cash flow margin of 10.0% is above industry averages.'],
    [10, 'Your cash flow margin of 10.0% is near industry averages.'],
    [9.5, 'Your cash flow margin of 9.5% is near industry averages.'],
    [-25, 'Your cash flow margin of -25.0% is near industry averages.'],
  ])('margin %d', (margin, text) => {
    expect(keyInsight(margin)).toBe(text);
  });
});

describe('recommendations (spec section 9)', () => {
  it('a healthy result gets only the healthy message', () => {
    const list = recommendations(resultWith({}));
    expect(list).toHaveLength(1);
    expect(list[0]!.id).toBe('healthy');
    expect(list[0]!.tone).toBe('success');
    expect(list[0]!.text).toMatch(/healthy/i);
  });

  it('a real healthy calculation gets only the healthy message', () => {
    const result = resultFor({ cashReserves: 200000 });
    expect(result.cashRunway).toBeGreaterThan(3);
    expect(ids(result)).toEqual(['healthy']);
  });

  it('negative cash flow alone: advice to cut expenses or raise revenue', () => {
    const list = recommendations(resultWith({ monthlyCashFlow: -1 }));
    expect(list.map((r) => r.id)).toEqual(['negative-cash-flow']);
    expect(list[0]!.tone).toBe('danger');
    expect(list[0]!.text).toMatch(/expenses/i);
    expect(list[0]!.text).toMatch(/revenue/i);
  });

  it('margin under 10 % alone: flagged against the recommended 10 %', () => {
    const list = recommendations(resultWith({ cashFlowMargin: 8 }));
    expect(list.map((r) => r.id)).toEqual(['low-margin']);
    expect(list[0]!.text).toContain('8.0%');
    expect(list[0]!.text).toContain('recommended 10%');
  });

  it('low margin from a real calculation', () => {
    const result = resultFor({ monthlyExpenses: 46000, cashReserves: 200000 });
    expect(result.cashFlowMargin).toBeCloseTo(8, 10);
    expect(ids(result)).toEqual(['low-margin']);
  });

  it('margin of exactly 10 % is not flagged', () => {
    expect(ids(resultWith({ cashFlowMargin: 10 }))).toEqual(['healthy']);
    expect(ids(resultWith({ cashFlowMargin: 9.99 }))).toEqual(['low-margin']);
  });

  it('runway under 1 month: immediate action with a link to Business Analysis', () => {
    const list = recommendations(resultWith({ cashRunway: 0.5 }));
    expect(list.map((r) => r.id)).toEqual(['critical-runway']);
    expect(list[0]!.tone).toBe('danger');
    expect(list[0]!.text).toMatch(/immediate action/i);
    expect(list[0]!.text).toContain('Business Analysis');
    expect(list[0]!.link?.href).toBe('/solutions/business-analysis');
  });

  it('the defaults (runway 0.3 months, margin 20 %, revenue growing faster) get only the critical-runway advice', () => {
    const list = recommendations(calculate(DEFAULT_INPUTS, NOV_2026));
    expect(list.map((r) => r.id)).toEqual(['critical-runway']);
    expect(list[0]!.link?.href).toBe('/solutions/business-analysis');
  });

  it('runway under 3 months: cut expenses by 10 % against a recommended 3 months', () => {
    // reserves 80,000 → runway 2 × 1.125 = 2.25 months; cutting expenses to 36,000 → 2.65 months.
    const result = resultFor({ cashReserves: 80000 });
    expect(result.cashRunway).toBe(2.25);
    const list = recommendations(result);
    expect(list.map((r) => r.id)).toEqual(['short-runway']);
    expect(list[0]!.tone).toBe('warning');
    expect(list[0]!.text).toContain('10%');
    expect(list[0]!.text).toContain('3 months');
    expect(list[0]!.text).toBe(
      'Your runway of 2.3 months is below the recommended 3 months. Cutting expenses by 10% would extend it to 2.7 months.',
    );
  });

  it('runway boundaries: exactly 1 month is short (not critical), exactly 3 months is fine', () => {
    expect(ids(resultWith({ cashRunway: 1 }))).toEqual(['short-runway']);
    expect(ids(resultWith({ cashRunway: 0.99 }))).toEqual(['critical-runway']);
    expect(ids(resultWith({ cashRunway: 2.99 }))).toEqual(['short-runway']);
    expect(ids(resultWith({ cashRunway: 3 }))).toEqual(['healthy']);
  });

  it('expense growth above revenue growth alone: a warning', () => {
    const list = recommendations(resultWith({}, { revenueGrowth: 3, expenseGrowth: 5 }));
    expect(list.map((r) => r.id)).toEqual(['expense-growth']);
    expect(list[0]!.tone).toBe('warning');
    expect(list[0]!.text).toContain('5.0%');
    expect(list[0]!.text).toContain('3.0%');
  });

  it('equal growth is not a warning', () => {
    expect(ids(resultWith({}, { revenueGrowth: 4, expenseGrowth: 4 }))).toEqual(['healthy']);
  });

  it('several rules apply together, and then there is no healthy message', () => {
    const result = resultFor({
      monthlyRevenue: 30000,
      monthlyExpenses: 40000,
      cashReserves: 5000,
      revenueGrowth: 0,
      expenseGrowth: 10,
    });
    const found = ids(result);
    expect(found).toEqual(['negative-cash-flow', 'low-margin', 'critical-runway', 'expense-growth']);
    expect(found).not.toContain('healthy');
  });
});
