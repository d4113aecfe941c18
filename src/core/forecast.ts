import { FORECAST_MONTHS, TREND_DECLINING_RATIO, TREND_IMPROVING_RATIO } from './constants';
import type { CalculatorInputs, ForecastMonth } from './types';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function shortMonthName(monthIndex: number): string {
  return MONTH_NAMES[((monthIndex % 12) + 12) % 12]!;
}

/**
 * Twelve months from the current one. Each month's cash flow lands in the reserves (never below 0);
 * then revenue and expenses grow by their annual growth / 12, compounded.
 */
export function buildForecast(inputs: CalculatorInputs, startDate: Date = new Date()): ForecastMonth[] {
  const revenueRate = 1 + inputs.revenueGrowth / 100 / 12;
  const expenseRate = 1 + inputs.expenseGrowth / 100 / 12;
  const startMonth = startDate.getMonth();
  let revenue = inputs.monthlyRevenue;
  let expenses = inputs.monthlyExpenses;
  let reserves = inputs.cashReserves;
  const months: ForecastMonth[] = [];
  for (let i = 0; i < FORECAST_MONTHS; i++) {
    const cashFlow = revenue - expenses;
    reserves = Math.max(0, reserves + cashFlow);
    months.push({ month: shortMonthName(startMonth + i), revenue, expenses, cashFlow, cashReserves: reserves });
    revenue *= revenueRate;
    expenses *= expenseRate;
  }
  return months;
}

export type Trend = 'improving' | 'declining' | 'stable';

/**
 * Month 12 against month 1: above 110 % improving, below 90 % declining. The band is measured on
 * |month 1|, which is the spec's rule for a positive cash flow and keeps its meaning for a negative
 * one (-100 becoming -105 is not an improvement).
 */
export function forecastTrend(forecast: readonly ForecastMonth[]): Trend {
  const first = forecast[0]?.cashFlow ?? 0;
  const last = forecast[forecast.length - 1]?.cashFlow ?? 0;
  const band = Math.abs(first);
  if (last > first + band * (TREND_IMPROVING_RATIO - 1)) return 'improving';
  if (last < first - band * (1 - TREND_DECLINING_RATIO)) return 'declining';
  return 'stable';
}

export const TREND_COLOR: Record<Trend, 'green' | 'red' | 'blue'> = {
  improving: 'green',
  declining: 'red',
  stable: 'blue',
};
