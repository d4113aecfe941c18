import { parseMonthStamp } from '../../../core/calendar-month';
import type { RefinedCalculationResult } from '../../../core/refined-calculation';
import { shareLink } from '../../../core/share-link';
import { firmHref } from '../../../state/firm-urls';
import { scenariosFor } from '../../../state/scenarios';

/** The firm's calculator page, where a link opens (on the firm's site, whatever page the calculator is embedded in). */
export const CALCULATOR_PAGE = '/resources/cash-flow-calculator';

/**
 * The link that reproduces a result: its inputs, refinements and start month, and the saved
 * scenarios (name and inputs), in the fragment of the firm's calculator page. Never a name, an e-mail
 * or a company: the calculator has none of them, and the report card's fields are not read.
 */
export function shareLinkFor(host: HTMLElement, result: RefinedCalculationResult): string {
  const startMonth = parseMonthStamp(result.outlook.startMonth);
  return shareLink(firmHref(CALCULATOR_PAGE, host), {
    inputs: result.inputs,
    refinements: result.refinements,
    ...(startMonth ? { startMonth } : {}),
    scenarios: scenariosFor(host).scenarios.value.map(({ name, inputs }) => ({ name, inputs })),
  });
}
