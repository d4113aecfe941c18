import { shortMonthName, type CalendarMonth } from './calendar-month';
import {
  DAYS_PER_MONTH,
  PAYMENT_DAYS_MAX,
  isForecastMonth,
  seasonalFactors,
  type ForecastRefinements,
} from './refinements';
import type { CalculatorInputs, ForecastMonth } from './types';

/** A projected month: the forecast table's row, with its place in the projection (1 for the first month). */
export interface ProjectedMonth extends ForecastMonth {
  index: number;
}

/**
 * Month by month, the cash that comes in and goes out, and the reserves it leaves (never below 0).
 *
 * Revenue is earned at the monthly figure, grown by its annual growth / 12 each month (compounded) and
 * shaped by the seasonal factor of its calendar month; expenses are incurred the same way, without
 * seasons. Each is then paid with its delay: invoices spread evenly over the month they are issued in
 * and settled `days` later arrive spread over the months that window covers, so with a delay of
 * k + f months (days / 30) a month receives (1 - f) of what was earned k months before and f of what
 * was earned k + 1 months before. Before the first month the business is in a steady state: what was
 * earned or incurred then is taken at month 1's level, so 45 days to get paid does not empty month 1.
 * One-off items land in their month as they are: money in joins the revenue column, money out the
 * expenses column, so each row's cash flow is still revenue minus expenses.
 *
 * With no refinements every month is the spec's forecast exactly (buildForecast is this projection).
 */
export function projectCash(
  inputs: CalculatorInputs,
  refinements: ForecastRefinements,
  start: CalendarMonth,
  months: number,
): ProjectedMonth[] {
  const revenueRate = 1 + inputs.revenueGrowth / 100 / 12;
  const expenseRate = 1 + inputs.expenseGrowth / 100 / 12;
  const factors = seasonalFactors(refinements.seasonality);
  const earnedRevenue = new Array<number>(months);
  const incurredExpenses = new Array<number>(months);
  let revenue = inputs.monthlyRevenue;
  let expenses = inputs.monthlyExpenses;
  for (let i = 0; i < months; i++) {
    // An invalid start date has no calendar month: its revenue takes no season (as its months take no name).
    earnedRevenue[i] = revenue * (factors[(start.month + i) % 12] ?? 1);
    incurredExpenses[i] = expenses;
    revenue *= revenueRate;
    expenses *= expenseRate;
  }
  const received = delayed(earnedRevenue, refinements.daysToGetPaid);
  const paid = delayed(incurredExpenses, refinements.daysToPaySuppliers);
  const oneOffs = refinements.oneOffItems ?? [];

  const rows = new Array<ProjectedMonth>(months);
  let reserves = inputs.cashReserves;
  for (let i = 0; i < months; i++) {
    let cashIn = received[i]!;
    let cashOut = paid[i]!;
    for (const item of oneOffs) {
      if (item.month !== i + 1 || !isForecastMonth(item.month) || !Number.isFinite(item.amount)) continue;
      if (item.amount > 0) cashIn += item.amount;
      else cashOut -= item.amount;
    }
    const cashFlow = cashIn - cashOut;
    reserves = Math.max(0, reserves + cashFlow);
    rows[i] = {
      index: i + 1,
      month: shortMonthName(start.month + i),
      revenue: cashIn,
      expenses: cashOut,
      cashFlow,
      cashReserves: reserves,
    };
  }
  return rows;
}

/** A monthly series as it is paid `days` later (see projectCash); no delay is the series itself. */
function delayed(series: readonly number[], days: number | undefined): readonly number[] {
  const clamped =
    days !== undefined && Number.isFinite(days) ? Math.min(PAYMENT_DAYS_MAX, Math.max(0, Math.round(days))) : 0;
  if (clamped === 0) return series;
  const lag = clamped / DAYS_PER_MONTH;
  const whole = Math.floor(lag);
  const part = lag - whole;
  // Months before the first are the steady state: month 1's level.
  const at = (i: number) => series[Math.max(0, i)]!;
  return series.map((_, i) => (1 - part) * at(i - whole) + part * at(i - whole - 1));
}

/** The forecast table's row of a projected month. */
export const forecastRow = ({ month, revenue, expenses, cashFlow, cashReserves }: ProjectedMonth): ForecastMonth => ({
  month,
  revenue,
  expenses,
  cashFlow,
  cashReserves,
});
