import { afterEach, describe, it, expect, vi } from 'vitest';
import {
  DEFAULT_INPUTS,
  MAX_AMOUNT,
  RUNWAY_CAP_MONTHS,
  TREND_COLOR,
  buildForecast,
  calculate,
  cashFlowMargin,
  cashRunway,
  clampAmount,
  clampGrowth,
  forecastTrend,
  formatMonths,
  formatPercent,
  formatUSD,
  normalizeRisk,
  riskLevel,
  sanitizeInputs,
  shortMonthName,
  type CalculatorInputs,
  type ForecastMonth,
} from '../../src/core';

const NOV_2026 = new Date(2026, 10, 15);

const inputs = (overrides: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  ...DEFAULT_INPUTS,
  ...overrides,
});

/** A forecast whose only meaningful figures are the first and last month's cash flow. */
const forecastWith = (firstCashFlow: number, lastCashFlow: number): ForecastMonth[] =>
  Array.from({ length: 12 }, (_, i) => ({
    month: shortMonthName(i),
    revenue: 0,
    expenses: 0,
    cashFlow: i === 0 ? firstCashFlow : i === 11 ? lastCashFlow : 12345,
    cashReserves: 0,
  }));

describe('default inputs (spec section 4)', () => {
  it('are the form defaults from the spec', () => {
    expect(DEFAULT_INPUTS).toEqual({
      monthlyRevenue: 50000,
      monthlyExpenses: 40000,
      cashReserves: 10000,
      revenueGrowth: 5,
      expenseGrowth: 3,
      industry: 'Construction',
      lineOfBusiness: 'General Contractor',
    });
  });

  const result = calculate(DEFAULT_INPUTS, NOV_2026);

  it.each([
    ['monthly cash flow', '$10,000', () => formatUSD(result.monthlyCashFlow)],
    ['annual cash flow', '$120,000', () => formatUSD(result.annualCashFlow)],
    ['margin', '20.0%', () => formatPercent(result.cashFlowMargin)],
    ['runway', '0.3 months', () => formatMonths(result.cashRunway)],
    ['month 12 revenue', '$52,340', () => formatUSD(result.forecast[11]!.revenue)],
    ['month 12 expenses', '$41,114', () => formatUSD(result.forecast[11]!.expenses)],
  ])('%s is shown as %s', (_label, expected, shown) => {
    expect(shown()).toBe(expected);
  });

  it('has the exact numbers behind the display', () => {
    expect(result.monthlyCashFlow).toBe(10000);
    expect(result.annualCashFlow).toBe(120000);
    expect(result.cashFlowMargin).toBe(20);
    expect(result.cashRunway).toBe(0.28125);
    expect(result.riskLevel).toBe('High');
  });

  it('keeps the inputs it was given', () => {
    expect(result.inputs).toEqual(DEFAULT_INPUTS);
  });
});

describe('monthly, annual cash flow and margin', () => {
  it.each([
    // revenue, expenses, monthly, annual, margin
    [50000, 40000, 10000, 120000, 20],
    [40000, 50000, -10000, -120000, -25],
    [10000, 10000, 0, 0, 0],
    [80000, 60000, 20000, 240000, 25],
    [0, 5000, -5000, -60000, 0],
  ])('revenue %d, expenses %d → %d / month, %d / year, margin %d', (revenue, expenses, monthly, annual, margin) => {
    const result = calculate(inputs({ monthlyRevenue: revenue, monthlyExpenses: expenses }), NOV_2026);
    expect(result.monthlyCashFlow).toBe(monthly);
    expect(result.annualCashFlow).toBe(annual);
    expect(result.cashFlowMargin).toBeCloseTo(margin, 10);
  });

  it('margin is 0 when revenue is 0', () => {
    expect(cashFlowMargin(0, -5000)).toBe(0);
    expect(cashFlowMargin(0, 0)).toBe(0);
    expect(calculate(inputs({ monthlyRevenue: 0 }), NOV_2026).cashFlowMargin).toBe(0);
  });

  it('margin is cash flow / revenue × 100', () => {
    expect(cashFlowMargin(200, 50)).toBe(25);
    expect(cashFlowMargin(1000, -30)).toBe(-3);
  });

  // BUG: sanitizeInputs promises "no result is NaN or Infinity", but a tiny positive revenue
  // (not clamped: it is within ±MAX_AMOUNT) makes cash flow / revenue × 100 overflow to -Infinity.
  it.each([
    [Number.MIN_VALUE, 1],
    [1e-300, 1e12],
  ])('margin stays finite for a tiny positive revenue (%d) against expenses %d', (revenue, expenses) => {
    const result = calculate(inputs({ monthlyRevenue: revenue, monthlyExpenses: expenses }), NOV_2026);
    expect(Number.isFinite(result.cashFlowMargin)).toBe(true);
  });
});

describe('cash runway (spec section 9)', () => {
  it.each([
    // reserves, expenses, cash flow, runway
    [10000, 40000, 10000, 0.28125], // 0.25 × 1.125
    [40000, 40000, 0, 1], // no surplus: reserves / expenses
    [80000, 40000, 10000, 2.25], // 2 × 1.125
    [30000, 20000, 10000, 1.875], // 1.5 × 1.25
    [20000, 10000, -5000, 4], // negative: reserves / |cash flow|
    [10000, 60000, -10000, 1],
    [0, 40000, -10000, 0],
    [0, 40000, 10000, 0],
  ])('reserves %d, expenses %d, cash flow %d → %d months', (reserves, expenses, cashFlow, months) => {
    expect(cashRunway(reserves, expenses, cashFlow)).toBeCloseTo(months, 12);
  });

  it('credits half the surplus when cash flow is non-negative (not the whole surplus)', () => {
    // reserves / expenses = 1, cash flow / expenses = 1 → 1 × (1 + 0.5) = 1.5
    expect(cashRunway(1000, 1000, 1000)).toBe(1.5);
  });

  it('uses reserves / |cash flow| when cash flow is negative (not expenses)', () => {
    expect(cashRunway(9000, 100000, -3000)).toBe(3);
  });

  it('calculate() uses the same formula', () => {
    const result = calculate(inputs({ monthlyRevenue: 30000, monthlyExpenses: 20000, cashReserves: 30000 }), NOV_2026);
    expect(result.cashRunway).toBe(1.875);
    expect(result.riskLevel).toBe('Medium');
  });

  describe('edge decisions of the engine', () => {
    it('no expenses and non-negative cash flow is capped at RUNWAY_CAP_MONTHS (120)', () => {
      expect(RUNWAY_CAP_MONTHS).toBe(120);
      expect(cashRunway(10000, 0, 5000)).toBe(120);
      expect(cashRunway(0, 0, 0)).toBe(120);
      const result = calculate(inputs({ monthlyRevenue: 5000, monthlyExpenses: 0 }), NOV_2026);
      expect(result.cashRunway).toBe(RUNWAY_CAP_MONTHS);
      expect(result.riskLevel).toBe('Low');
      expect(formatMonths(result.cashRunway)).toBe('120+ months');
    });

    it('negative reserves give a runway of 0, never negative', () => {
      expect(cashRunway(-10000, 40000, 10000)).toBe(0);
      expect(cashRunway(-10000, 40000, -10000)).toBe(0);
      const result = calculate(inputs({ cashReserves: -10000 }), NOV_2026);
      expect(result.cashRunway).toBe(0);
      expect(result.riskLevel).toBe('High');
    });

    it('a very long runway is capped at 120 months', () => {
      expect(cashRunway(1e9, 1000, 0)).toBe(120);
      expect(cashRunway(1e9, 1000, -1)).toBe(120);
    });
  });
});

describe('risk level', () => {
  it.each([
    [0, 'High'],
    [0.28125, 'High'],
    [0.999, 'High'],
    [1, 'Medium'],
    [2, 'Medium'],
    [3, 'Medium'],
    [3.0001, 'Low'],
    [120, 'Low'],
  ] as const)('runway %d months → %s', (months, risk) => {
    expect(riskLevel(months)).toBe(risk);
  });

  it('normalizeRisk keeps Low and Medium and treats anything else as High', () => {
    expect(normalizeRisk('Low')).toBe('Low');
    expect(normalizeRisk('Medium')).toBe('Medium');
    expect(normalizeRisk('High')).toBe('High');
    expect(normalizeRisk('whatever')).toBe('High');
    expect(normalizeRisk('low')).toBe('High');
    expect(normalizeRisk('')).toBe('High');
  });
});

describe('sanitizeInputs', () => {
  it('clamps amounts to ±MAX_AMOUNT (1e12)', () => {
    expect(MAX_AMOUNT).toBe(1e12);
    const sane = sanitizeInputs(inputs({ monthlyRevenue: 5e15, monthlyExpenses: -5e15, cashReserves: Infinity }));
    expect(sane.monthlyRevenue).toBe(1e12);
    expect(sane.monthlyExpenses).toBe(-1e12);
    expect(sane.cashReserves).toBe(1e12);
    expect(clampAmount(-Infinity)).toBe(-1e12);
    expect(clampAmount(NaN)).toBe(0);
    // Amounts are whole dollars, so a margin over a fraction of a cent cannot overflow.
    expect(clampAmount(123.45)).toBe(123);
    expect(clampAmount(-0.4)).toBe(0);
    expect(Object.is(clampAmount(-0.4), -0)).toBe(false);
  });

  it('clamps growth to -10..20', () => {
    const sane = sanitizeInputs(inputs({ revenueGrowth: 50, expenseGrowth: -50 }));
    expect(sane.revenueGrowth).toBe(20);
    expect(sane.expenseGrowth).toBe(-10);
    expect(clampGrowth(NaN)).toBe(0);
    expect(clampGrowth(Infinity)).toBe(20);
    expect(clampGrowth(-Infinity)).toBe(-10);
    expect(clampGrowth(7.5)).toBe(7.5);
  });

  it('leaves industry and line untouched and does not mutate its argument', () => {
    const raw = inputs({ monthlyRevenue: 5e15, industry: 'Manufacturing', lineOfBusiness: 'Textiles' });
    const sane = sanitizeInputs(raw);
    expect(sane.industry).toBe('Manufacturing');
    expect(sane.lineOfBusiness).toBe('Textiles');
    expect(raw.monthlyRevenue).toBe(5e15);
  });

  it('calculate() works on sanitized inputs', () => {
    const result = calculate(inputs({ monthlyRevenue: 5e15, revenueGrowth: 50 }), NOV_2026);
    expect(result.inputs.monthlyRevenue).toBe(1e12);
    expect(result.inputs.revenueGrowth).toBe(20);
    expect(result.monthlyCashFlow).toBe(1e12 - 40000);
    expect(result.forecast[1]!.revenue).toBeCloseTo(1e12 * (1 + 0.2 / 12), 0);
  });
});

describe('12-month forecast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has 12 months starting at the month of the start date', () => {
    const forecast = buildForecast(DEFAULT_INPUTS, NOV_2026);
    expect(forecast).toHaveLength(12);
    expect(forecast.map((m) => m.month)).toEqual([
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
    ]);
  });

  it('starts in January for a January start date', () => {
    const forecast = buildForecast(DEFAULT_INPUTS, new Date(2026, 0, 31));
    expect(forecast[0]!.month).toBe('Jan');
    expect(forecast[11]!.month).toBe('Dec');
  });

  it('starts at the current month by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2027, 4, 10));
    expect(buildForecast(DEFAULT_INPUTS)[0]!.month).toBe('May');
    expect(calculate(DEFAULT_INPUTS).forecast[0]!.month).toBe('May');
  });

  it('shortMonthName wraps around the year', () => {
    expect(shortMonthName(0)).toBe('Jan');
    expect(shortMonthName(11)).toBe('Dec');
    expect(shortMonthName(12)).toBe('Jan');
    expect(shortMonthName(22)).toBe('Nov');
    expect(shortMonthName(-1)).toBe('Dec');
  });

  it('month 1 uses the inputs as they are; growth applies after each month, compounded by growth% / 12', () => {
    const forecast = buildForecast(
      inputs({ monthlyRevenue: 12000, monthlyExpenses: 6000, revenueGrowth: 12, expenseGrowth: 6, cashReserves: 0 }),
      NOV_2026,
    );
    expect(forecast[0]!.revenue).toBe(12000);
    expect(forecast[0]!.expenses).toBe(6000);
    expect(forecast[1]!.revenue).toBeCloseTo(12120, 9);
    expect(forecast[1]!.expenses).toBeCloseTo(6030, 9);
    expect(forecast[2]!.revenue).toBeCloseTo(12241.2, 9);
    expect(forecast[11]!.revenue).toBeCloseTo(12000 * 1.01 ** 11, 6);
    expect(forecast[11]!.expenses).toBeCloseTo(6000 * 1.005 ** 11, 6);
    for (const month of forecast) expect(month.cashFlow).toBeCloseTo(month.revenue - month.expenses, 9);
  });

  it('negative growth shrinks the figures', () => {
    const forecast = buildForecast(inputs({ monthlyRevenue: 12000, revenueGrowth: -6 }), NOV_2026);
    expect(forecast[1]!.revenue).toBeCloseTo(11940, 9);
  });

  it('with no growth every month is the same', () => {
    const forecast = buildForecast(inputs({ revenueGrowth: 0, expenseGrowth: 0 }), NOV_2026);
    for (const month of forecast) {
      expect(month.revenue).toBe(50000);
      expect(month.expenses).toBe(40000);
      expect(month.cashFlow).toBe(10000);
    }
    expect(forecast.map((m) => m.cashReserves)).toEqual([
      20000, 30000, 40000, 50000, 60000, 70000, 80000, 90000, 100000, 110000, 120000, 130000,
    ]);
  });

  it('reserves each month = max(0, previous + cash flow): they stop at 0', () => {
    const forecast = buildForecast(
      inputs({ monthlyRevenue: 1000, monthlyExpenses: 3000, cashReserves: 5000, revenueGrowth: 0, expenseGrowth: 0 }),
      NOV_2026,
    );
    expect(forecast.map((m) => m.cashReserves)).toEqual([3000, 1000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('reserves clamped at 0 start again from 0 when cash flow turns positive', () => {
    // revenue 1000 growing 12 %/yr (1 %/month), expenses 1005 flat, reserves 2: cash flow -5, then +5.
    const forecast = buildForecast(
      inputs({ monthlyRevenue: 1000, monthlyExpenses: 1005, cashReserves: 2, revenueGrowth: 12, expenseGrowth: 0 }),
      NOV_2026,
    );
    expect(forecast[0]!.cashFlow).toBe(-5);
    expect(forecast[0]!.cashReserves).toBe(0); // max(0, 2 - 5)
    expect(forecast[1]!.cashFlow).toBeCloseTo(5, 9);
    expect(forecast[1]!.cashReserves).toBeCloseTo(5, 9); // 0 + 5, not 2 - 5 + 5
  });

  it('negative starting reserves become 0 in month 1 when the cash flow cannot cover them', () => {
    const forecast = buildForecast(inputs({ cashReserves: -50000 }), NOV_2026);
    expect(forecast[0]!.cashReserves).toBe(0);
    expect(forecast[1]!.cashReserves).toBeCloseTo(forecast[1]!.cashFlow, 9);
  });

  it('default forecast: reserves accumulate the cash flows', () => {
    const forecast = buildForecast(DEFAULT_INPUTS, NOV_2026);
    let reserves = 10000;
    for (const month of forecast) {
      reserves += month.cashFlow;
      expect(month.cashReserves).toBeCloseTo(reserves, 6);
    }
    expect(formatUSD(forecast[11]!.cashReserves)).toBe('$137,287');
    expect(formatUSD(forecast[11]!.cashFlow)).toBe('$11,226');
  });

  it('forecastedRunway uses month-12 figures with the same formula', () => {
    const result = calculate(DEFAULT_INPUTS, NOV_2026);
    const last = result.forecast[11]!;
    const expected = (last.cashReserves / last.expenses) * (1 + (0.5 * last.cashFlow) / last.expenses);
    expect(result.forecastedRunway).toBeCloseTo(expected, 10);
    expect(result.forecastedRunway).toBeCloseTo(3.795, 3);
  });

  it('forecastedRunway with a negative month-12 cash flow is reserves / |cash flow|', () => {
    // cash flow -1000 every month, reserves 20000 → 8000 left after 12 months → 8 months.
    const result = calculate(
      inputs({ monthlyRevenue: 1000, monthlyExpenses: 2000, cashReserves: 20000, revenueGrowth: 0, expenseGrowth: 0 }),
      NOV_2026,
    );
    expect(result.forecast[11]!.cashReserves).toBe(8000);
    expect(result.forecastedRunway).toBe(8);
    expect(result.cashRunway).toBe(20);
  });
});

describe('forecast trend (spec section 4)', () => {
  it.each([
    [1000, 1101, 'improving'],
    [1000, 1100, 'stable'], // exactly 110 %
    [1000, 1099, 'stable'],
    [1000, 1000, 'stable'],
    [1000, 901, 'stable'],
    [1000, 900, 'stable'], // exactly 90 %
    [1000, 899, 'declining'],
    [100, 110, 'stable'],
    [100, 110.01, 'improving'],
    [100, 90, 'stable'],
    [100, 89.99, 'declining'],
    [0, 0, 'stable'],
    [0, 1, 'improving'],
    [0, -1, 'declining'],
    // A negative month 1: the band is 10 % of |month 1|, so worse is declining, better improving.
    [-1000, -1101, 'declining'],
    [-1000, -1100, 'stable'],
    [-100, -105, 'stable'],
    [-1000, -899, 'improving'],
    [-1000, -900, 'stable'],
  ] as const)('month 1 %d, month 12 %d → %s', (first, last, trend) => {
    expect(forecastTrend(forecastWith(first, last))).toBe(trend);
  });

  it('ignores the months in between', () => {
    const forecast = forecastWith(1000, 1000).map((m, i) => (i > 0 && i < 11 ? { ...m, cashFlow: 1e9 } : m));
    expect(forecastTrend(forecast)).toBe('stable');
  });

  it('the default forecast is improving (11,226 is above 110 % of 10,000)', () => {
    expect(forecastTrend(calculate(DEFAULT_INPUTS, NOV_2026).forecast)).toBe('improving');
  });

  it('equal growth with month 12 within 90..110 % of month 1 is stable', () => {
    const forecast = calculate(inputs({ revenueGrowth: 2, expenseGrowth: 2 }), NOV_2026).forecast;
    // both grow by (1 + 2 % / 12)^11 ≈ 1.0185, so the cash flow does too
    expect(forecast[11]!.cashFlow / forecast[0]!.cashFlow).toBeCloseTo(1.0185, 4);
    expect(forecastTrend(forecast)).toBe('stable');
  });

  it('a forecast with faster revenue growth is improving, with faster expense growth declining', () => {
    const fast = calculate(inputs({ revenueGrowth: 20, expenseGrowth: 0 }), NOV_2026).forecast;
    expect(forecastTrend(fast)).toBe('improving');
    const costly = calculate(inputs({ revenueGrowth: 0, expenseGrowth: 20 }), NOV_2026).forecast;
    expect(forecastTrend(costly)).toBe('declining');
  });

  it('colours: improving green, declining red, stable blue', () => {
    expect(TREND_COLOR).toEqual({ improving: 'green', declining: 'red', stable: 'blue' });
  });
});
