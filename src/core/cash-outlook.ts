import { addMonths, formatMonthStamp, monthYearLabel, parseMonthStamp, type CalendarMonth } from './calendar-month';
import type { ProjectedMonth } from './cash-projection';
import { formatUSD } from './format';

/** A month of the projection: its place (1 is the first month) and its calendar month, "2027-03". */
export interface MonthMark {
  index: number;
  month: string;
}

/** When the cash runs out, and when it falls below the owner's buffer, within the projection's months. */
export interface CashOutlook {
  /** The forecast's first month, "2026-11". */
  startMonth: string;
  horizonMonths: number;
  /** The first month whose reserves reach zero; null when none does within the horizon. */
  cashOut: MonthMark | null;
  /** The buffer asked for (whole dollars), when one was. */
  minimumCash?: number;
  /** With a buffer: the first month whose reserves are below it; null when none is. */
  belowBuffer: MonthMark | null;
}

/**
 * Reads the outlook off a projection from `start` (projectCash over CASH_OUT_HORIZON_MONTHS): reserves
 * are never below 0, so the cash runs out in the first month they are 0; below the buffer is strictly below.
 */
export function cashOutlook(
  projection: readonly ProjectedMonth[],
  start: CalendarMonth,
  minimumCash?: number,
): CashOutlook {
  const mark = ({ index }: ProjectedMonth): MonthMark => ({
    index,
    month: formatMonthStamp(addMonths(start, index - 1)),
  });
  const cashOut = projection.find((month) => month.cashReserves === 0);
  const buffer = minimumCash !== undefined && minimumCash > 0 ? minimumCash : undefined;
  const below = buffer === undefined ? undefined : projection.find((month) => month.cashReserves < buffer);
  return {
    startMonth: formatMonthStamp(start),
    horizonMonths: projection.length,
    cashOut: cashOut ? mark(cashOut) : null,
    ...(buffer === undefined ? {} : { minimumCash: buffer }),
    belowBuffer: below ? mark(below) : null,
  };
}

/** "March 2027" for a marked month. */
export function markLabel(marked: MonthMark): string {
  const month = parseMonthStamp(marked.month);
  return month ? monthYearLabel(month) : marked.month;
}

/** The sentence under the results: "Your cash runs out in March 2027." or that it lasts the horizon. */
export function cashOutText(outlook: CashOutlook): string {
  return outlook.cashOut
    ? `Your cash runs out in ${markLabel(outlook.cashOut)}.`
    : `Your cash does not run out in the next ${outlook.horizonMonths} months.`;
}

/** The buffer's sentence, when the owner set one. */
export function bufferText(outlook: CashOutlook): string | undefined {
  if (outlook.minimumCash === undefined) return undefined;
  const buffer = formatUSD(outlook.minimumCash);
  return outlook.belowBuffer
    ? `Your cash falls below your ${buffer} minimum in ${markLabel(outlook.belowBuffer)}.`
    : `Your cash stays at or above your ${buffer} minimum for the next ${outlook.horizonMonths} months.`;
}
