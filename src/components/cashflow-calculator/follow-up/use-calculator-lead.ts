import { toastsFor } from '../../../state/toasts';
import { useLeadSubmission } from '../../../ui/use-lead-submission';
import { useSession } from '../session';

/** The calculator's lead forms send to its endpoint and show toasts in its toaster. */
export function useCalculatorLead() {
  const session = useSession();
  return useLeadSubmission(session.host, toastsFor(session.host), () => session.endpoint);
}
