import { addMonths, monthYearLabel, parseMonthStamp } from './calendar-month';
import { formatUSD } from './format';
import {
  CASH_OUT_HORIZON_MONTHS,
  DAYS_PER_MONTH,
  isSeasonal,
  seasonalityPreset,
  type ForecastRefinements,
  type Seasonality,
} from './refinements';

/*
 * The words for the refinements and for the method behind them, shared by the PDF report's "How this
 * was calculated" and the calculator's "How the numbers are calculated", so both explain the same
 * thing with the same worked example.
 */

/** One line per refinement the owner gave, in the form's order; none for an empty refinement. */
export function describeRefinements(refinements: ForecastRefinements, startMonth?: string): string[] {
  const lines: string[] = [];
  const start = startMonth ? parseMonthStamp(startMonth) : undefined;
  const monthName = (index: number) => (start ? monthYearLabel(addMonths(start, index - 1)) : `month ${index}`);
  if (refinements.daysToGetPaid) lines.push(`Customers pay in ${refinements.daysToGetPaid} days.`);
  if (refinements.daysToPaySuppliers) lines.push(`Suppliers are paid in ${refinements.daysToPaySuppliers} days.`);
  const seasonality = refinements.seasonality;
  if (seasonality && isSeasonal(seasonality)) lines.push(seasonalityLine(seasonality));
  for (const item of refinements.oneOffItems ?? []) {
    const what = item.label ? `${item.label}: ` : '';
    const direction = item.amount > 0 ? 'received' : 'paid out';
    lines.push(`${what}${formatUSD(Math.abs(item.amount))} ${direction} in ${monthName(item.month)}.`);
  }
  if (refinements.minimumCash) lines.push(`Minimum cash buffer: ${formatUSD(refinements.minimumCash)}.`);
  return lines;
}

function seasonalityLine({ kind, factors }: Seasonality): string {
  if (kind === 'flat' || kind === 'custom') return 'Revenue follows your own seasonal pattern.';
  const preset = seasonalityPreset(kind).factors;
  const adjusted = factors.some((factor, month) => factor !== preset[month]);
  return `Revenue follows the typical ${kind} seasons${adjusted ? ', as you adjusted them' : ''}.`;
}

/** The worked example's figures: $50,000 a month growing 5% a year, paid in 45 days. */
const EXAMPLE = (() => {
  const revenue = 50000;
  const growth = 1 + 5 / 100 / 12;
  const month1 = revenue;
  const month2 = revenue * growth;
  const month3 = month2 * growth;
  return { month1, month2, month3, received3: 0.5 * month2 + 0.5 * month1 };
})();

export interface MethodItem {
  lead: string;
  text: string;
}

/** How the month the cash runs out is found. */
export const CASH_OUT_METHOD: MethodItem = {
  lead: 'The month your cash runs out',
  text: `is the first month whose projected reserves reach zero, looking ${CASH_OUT_HORIZON_MONTHS} months ahead with the same formulas as the 12-month forecast. With a minimum cash buffer, the first month your reserves fall below it is named too.`,
};

/** How the refinements change the forecast, with a worked example. */
export const REFINEMENT_METHOD: readonly MethodItem[] = [
  {
    lead: 'Days to get paid and days to pay suppliers',
    text: `move money into the months it really moves, counting ${DAYS_PER_MONTH} days to a month. Invoices are spread evenly over the month they are issued in, so 45 days is a month and a half: each month receives half of what was earned one month before and half of what was earned two months before. The business is taken to have been running at its first month's level before the forecast starts, so what customers already owe arrives on the same schedule and a late-paying customer does not empty the first month. For example, with ${formatUSD(EXAMPLE.month1)} of revenue a month growing 5% a year, month 2 earns ${formatUSD(EXAMPLE.month2)} and month 3 earns ${formatUSD(EXAMPLE.month3)}; paid in 45 days, month 3 receives half of ${formatUSD(EXAMPLE.month2)} and half of ${formatUSD(EXAMPLE.month1)}: ${formatUSD(EXAMPLE.received3)}. Supplier bills are paid the same way with their own delay.`,
  },
  {
    lead: 'Seasonality',
    text: 'multiplies each month’s revenue by its calendar month’s factor. The factors are scaled to average 1 over the year, so a season moves revenue between months without adding to or taking from the year. Expenses are not seasonal: fixed costs run on through a slow winter.',
  },
  {
    lead: 'One-off items',
    text: 'land in their month as they are: money in is added to that month’s revenue, money out to its expenses.',
  },
];
