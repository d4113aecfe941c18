import { addMonths, shortMonthName, type CalendarMonth } from './calendar-month';
import {
  DAYS_PER_MONTH,
  PAYMENT_DAYS_MAX,
  isForecastMonth,
  seasonalFactors,
  type ForecastRefinements,
} from './refinements';
import type { CalculatorInputs, ForecastMonth } from './types';

/** A projected month: the forecast table's row, with its place in the projection and its calendar month. */
export interface ProjectedMonth extends ForecastMonth {
  /** 1 for the first month. */
  index: number;
  calendar: CalendarMonth;
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
  const calendar = Array.from({ length: months }, (_, i) => addMonths(start, i));

  const earnedRevenue: number[] = [];
  const incurredExpenses: number[] = [];
  let revenue = inputs.monthlyRevenue;
  let expenses = inputs.monthlyExpenses;
  for (let i = 0; i < months; i++) {
    earnedRevenue.push(revenue * factors[calendar[i]!.month]!);
    incurredExpenses.push(expenses);
    revenue *= revenueRate;
    expenses *= expenseRate;
  }
  const received = delayed(earnedRevenue, refinements.daysToGetPaid);
  const paid = delayed(incurredExpenses, refinements.daysToPaySuppliers);
  const oneOffIn = new Array<number>(months).fill(0);
  const oneOffOut = new Array<number>(months).fill(0);
  for (const item of refinements.oneOffItems ?? []) {
    if (!isForecastMonth(item.month) || item.month > months || !Number.isFinite(item.amount)) continue;
    if (item.amount > 0) oneOffIn[item.month - 1]! += item.amount;
    else oneOffOut[item.month - 1]! -= item.amount;
  }

  let reserves = inputs.cashReserves;
  return calendar.map((month, i) => {
    const cashIn = received[i]! + oneOffIn[i]!;
    const cashOut = paid[i]! + oneOffOut[i]!;
    const cashFlow = cashIn - cashOut;
    reserves = Math.max(0, reserves + cashFlow);
    return {
      index: i + 1,
      calendar: month,
      month: shortMonthName(month.month),
      revenue: cashIn,
      expenses: cashOut,
      cashFlow,
      cashReserves: reserves,
    };
  });
}

/** A monthly series as it is paid `days` later (see projectCash); no delay is the series itself. */
function delayed(series: readonly number[], days: number | undefined): number[] {
  const clamped = Number.isFinite(days) ? Math.min(PAYMENT_DAYS_MAX, Math.max(0, Math.round(days!))) : 0;
  if (clamped === 0) return [...series];
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
