import { monthOf } from './calendar-month';
import { forecastRow, projectCash } from './cash-projection';
import { FORECAST_MONTHS, TREND_DECLINING_RATIO, TREND_IMPROVING_RATIO } from './constants';
import { NO_REFINEMENTS } from './refinements';
import type { CalculatorInputs, ForecastMonth } from './types';

export { shortMonthName } from './calendar-month';

/**
 * Twelve months from the current one. Each month's cash flow lands in the reserves (never below 0);
 * then revenue and expenses grow by their annual growth / 12, compounded. It is the cash projection
 * (cash-projection.ts) with no refinements.
 */
export function buildForecast(inputs: CalculatorInputs, startDate: Date = new Date()): ForecastMonth[] {
  return projectCash(inputs, NO_REFINEMENTS, monthOf(startDate), FORECAST_MONTHS).map(forecastRow);
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
