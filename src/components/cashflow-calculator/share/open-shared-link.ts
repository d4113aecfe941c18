import { calculate } from '../../../core/calculate';
import type { RefinedCalculationResult } from '../../../core/refined-calculation';
import { decodeShareFragment } from '../../../core/share-link';
import { opensSharedLink } from '../../../loader/share-fragment';
import { scenariosFor } from '../../../state/scenarios';
import type { CalculatorSession } from '../session';

/**
 * Opens the page's calculator link in this calculator, once per link (the loader woke it for this): every value
 * read as the element reads its attributes, then the inputs, the refinements and the saved scenarios
 * shown and calculated, with no follow-up popup. A damaged link changes nothing and says so
 * (session.linkMessage). The forecast starts in the visitor's month, as a calculation does. Returns the
 * result, or null when there was nothing to show.
 */
export function openSharedLink(session: CalculatorSession): RefinedCalculationResult | null {
  const { host, calculator } = session;
  const hash = host.ownerDocument.location.hash;
  if (session.linkRead === hash || !opensSharedLink(host)) return null;
  session.linkRead = hash;
  const read = decodeShareFragment(hash);
  if (!read.ok) {
    session.linkMessage.value = read.message;
    return null;
  }
  const { inputs, refinements, scenarios } = read.shared;
  scenariosFor(host).restore(scenarios.map(({ name, inputs }) => ({ name, result: calculate(inputs) })));
  session.linkMessage.value = null;
  return calculator.openShared(inputs, refinements);
}
