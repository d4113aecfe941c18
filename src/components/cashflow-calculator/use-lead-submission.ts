import { useLeadSubmission as useHostLeadSubmission } from '../../ui/use-lead-submission';
import { useSession } from './calculator-context';

/** The calculator's lead forms send through its host element and show toasts in its toaster. */
export function useLeadSubmission() {
  const { host, toasts } = useSession();
  return useHostLeadSubmission(host, toasts);
}
