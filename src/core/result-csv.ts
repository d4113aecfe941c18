import { RUNWAY_CAP_MONTHS } from './constants';
import { toCsv } from './csv';
import { FORECAST_SERIES } from './forecast-series';
import { RESULT_TEXTS } from './result-texts';
import { noNegativeZero } from './rounding';
import { normalizeRisk } from './calculate';
import type { ForecastMonth, ScenarioSummary } from './types';

/*
 * The result's tables as a spreadsheet takes them: the same rows and columns as on screen, each figure
 * the number the screen shows (whole dollars, percentages and months to one decimal) written as a
 * number, without its "$", "," or "%", so the spreadsheet can add it up.
 */

const dollars = (value: number) => noNegativeZero(value, 0);
const oneDecimal = (value: number) => noNegativeZero(value, 1);

/** The forecast table: Month, Revenue, Expenses, Cash Flow, Cash Reserves. */
export function forecastCsv(forecast: readonly ForecastMonth[]): string {
  return toCsv([
    [RESULT_TEXTS.month, ...FORECAST_SERIES.map((series) => series.label)],
    ...forecast.map((month) => [month.month, ...FORECAST_SERIES.map((series) => dollars(month[series.key]))]),
  ]);
}

export interface ScenarioRow {
  name: string;
  result: ScenarioSummary;
}

/**
 * The scenarios table without its buttons: Scenario, Monthly Cash Flow, Cash Flow Margin (%), Cash
 * Runway (months; an unbounded runway is the screen's cap), Risk Level. The first row is the current result.
 */
export function scenariosCsv(current: ScenarioRow, saved: readonly ScenarioRow[]): string {
  return toCsv([
    [
      'Scenario',
      RESULT_TEXTS.monthlyCashFlow,
      `${RESULT_TEXTS.cashFlowMargin} (%)`,
      `${RESULT_TEXTS.cashRunway} (months)`,
      RESULT_TEXTS.riskLevel,
    ],
    ...[current, ...saved].map(({ name, result }) => [
      name,
      dollars(result.monthlyCashFlow),
      oneDecimal(result.cashFlowMargin),
      oneDecimal(Math.min(RUNWAY_CAP_MONTHS, result.cashRunway)),
      normalizeRisk(result.riskLevel),
    ]),
  ]);
}
