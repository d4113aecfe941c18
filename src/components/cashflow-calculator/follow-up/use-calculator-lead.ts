import type { LeadSubmission } from '../../../contracts/lead-fields';
import type { CalculatorInputs } from '../../../core/types';
import type { CalculatorStore } from '../../../state/calculator';
import { toastsFor } from '../../../state/toasts';
import { useLeadSubmission } from '../../../ui/use-lead-submission';
import { useSession } from '../session';

/** The calculator's lead forms send to its endpoint and show toasts in its toaster. */
export function useCalculatorLead() {
  const session = useSession();
  return useLeadSubmission(session.host, toastsFor(session.host), () => session.endpoint);
}

/**
 * What a lead carries of the calculator: the figures of the result on screen (the server builds the
 * report from them with the same engine), its refinements when it has any, and the month its forecast
 * starts in; before a result, the inputs as typed.
 */
export function calculationOf(
  calculator: CalculatorStore,
): Pick<LeadSubmission, 'refinements' | 'forecastStart'> & { inputs: CalculatorInputs } {
  const result = calculator.result.value;
  if (!result) return { inputs: calculator.inputs.value };
  return {
    inputs: result.inputs,
    ...(Object.keys(result.refinements).length > 0 ? { refinements: result.refinements } : {}),
    forecastStart: result.outlook.startMonth,
  };
}
