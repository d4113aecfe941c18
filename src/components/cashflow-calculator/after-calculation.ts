import { formatMonths, formatPercent, formatUSD, TIMINGS, type CalculationResult } from '../../core';
import { readFlag, STORAGE_KEYS, writeFlag } from '../../state/storage';
import type { CalculatorSession } from './calculator-context';

/** What the results' live region says when a result arrives. */
export const resultAnnouncement = (result: CalculationResult) =>
  `Results updated. Monthly cash flow ${formatUSD(result.monthlyCashFlow)}. Cash flow margin ${formatPercent(
    result.cashFlowMargin,
  )}. Cash runway ${formatMonths(result.cashRunway)}. Risk level ${result.riskLevel}.`;

/** The first calculation in a browser that has not had the follow-up popup opens it a second later. */
export function scheduleFollowUp(session: CalculatorSession): void {
  if (session.calculator.calculations.value !== 1 || readFlag(STORAGE_KEYS.popupShown)) return;
  // Not cancelled on unmount: the popup belongs to the element, which may only be moving.
  setTimeout(() => {
    writeFlag(STORAGE_KEYS.popupShown);
    session.popupOpen.value = true;
  }, TIMINGS.followUpDialogDelayMs);
}
