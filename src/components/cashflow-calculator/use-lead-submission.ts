import { toastsFor } from '../../state/toasts';
import { useLeadSubmission as useHostLeadSubmission } from '../../ui/use-lead-submission';
import { useSession } from './calculator-context';

/** The calculator's lead forms send to its endpoint and show toasts in its toaster. */
export function useLeadSubmission() {
  const session = useSession();
  return useHostLeadSubmission(session.host, toastsFor(session.host), () => session.endpoint);
}
