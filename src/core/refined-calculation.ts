import { calculate, cashRunway } from './calculate';
import { monthOf, type CalendarMonth } from './calendar-month';
import { cashOutlook, type CashOutlook } from './cash-outlook';
import { forecastRow, projectCash } from './cash-projection';
import { FORECAST_MONTHS } from './constants';
import {
  CASH_OUT_HORIZON_MONTHS,
  meaningfulRefinements,
  NO_REFINEMENTS,
  type ForecastRefinements,
} from './refinements';
import type { CalculationResult, CalculatorInputs } from './types';

/** A result whose forecast follows the refinements, with the month the cash runs out. */
export interface RefinedCalculationResult extends CalculationResult {
  /** The refinements the forecast follows, those that say something (meaningfulRefinements); empty is the spec's forecast. */
  refinements: ForecastRefinements;
  outlook: CashOutlook;
}

/** A result as a lead keeps it: one stored before the refinements existed has neither them nor the outlook. */
export type StoredCalculationResult = CalculationResult &
  Partial<Pick<RefinedCalculationResult, 'refinements' | 'outlook'>>;

/**
 * The spec's calculation with the refined forecast: the headline figures (cash flow, margin, runway,
 * risk) are the spec's, from the inputs as entered; the 12-month forecast, the runway in 12 months and
 * the outlook come from the cash projection, which goes on to CASH_OUT_HORIZON_MONTHS with the same
 * formulas to find the month the cash runs out. With no refinements, every figure of calculate() is
 * unchanged.
 */
export function calculateRefined(
  rawInputs: CalculatorInputs,
  refinements: ForecastRefinements = NO_REFINEMENTS,
  start: CalendarMonth | Date = new Date(),
): RefinedCalculationResult {
  const startMonth = start instanceof Date ? monthOf(start) : start;
  const spec = calculate(rawInputs, new Date(startMonth.year, startMonth.month, 1));
  const projection = projectCash(spec.inputs, refinements, startMonth, CASH_OUT_HORIZON_MONTHS);
  const forecast = projection.slice(0, FORECAST_MONTHS).map(forecastRow);
  const last = forecast[forecast.length - 1]!;
  return {
    ...spec,
    forecast,
    forecastedRunway: cashRunway(last.cashReserves, last.expenses, last.cashFlow),
    refinements: meaningfulRefinements(refinements),
    outlook: cashOutlook(projection, startMonth, refinements.minimumCash),
  };
}
