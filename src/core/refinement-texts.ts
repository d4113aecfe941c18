import { addMonths, monthYearLabel, parseMonthStamp } from './calendar-month';
import { formatUSD } from './format';
import { isSeasonal, seasonalityPreset, type ForecastRefinements, type Seasonality } from './refinements';

/*
 * The words for the refinements the owner gave (the PDF report, the e-mails), and for the method
 * behind them (method-texts.ts, re-exported here).
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

export { CASH_OUT_METHOD, REFINEMENT_METHOD, type MethodItem } from './method-texts';
