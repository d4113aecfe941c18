import { formatUSD } from './format';
import { formatMonths } from './format-results';
import { forecastTrend } from './forecast';
import type { CalculationResult } from './types';

/** The three sentences under the forecast: trend, reserves, runway in a year. */
export function forecastInsights(result: CalculationResult): string[] {
  const { forecast } = result;
  const first = forecast[0]!;
  const last = forecast[forecast.length - 1]!;
  const trend = forecastTrend(forecast);
  const depleted = forecast.find((month) => month.cashReserves === 0);
  return [
    `Your monthly cash flow is ${trend}: ${formatUSD(first.cashFlow)} in ${first.month}, ${formatUSD(last.cashFlow)} by ${last.month}.`,
    depleted
      ? `At this pace your cash reserves run out in ${depleted.month}. Act now to extend your runway.`
      : `Your cash reserves are projected to reach ${formatUSD(last.cashReserves)} by ${last.month}.`,
    `Your runway is projected at ${formatMonths(result.forecastedRunway)} in 12 months, against ${formatMonths(result.cashRunway)} today.`,
  ];
}
