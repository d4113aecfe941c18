import { useState } from 'react';
import { TIMINGS } from '../../core';
import { dispatchHostEvent } from '../../internal/host-events';
import { sendLead, type LeadSubmission } from '../../state/leads';
import { useSession } from './calculator-context';

const SUCCESS_TOASTS = {
  report: 'Your Cash Flow Report has been sent to your email.',
  popup: 'Your Cash Flow Report and Management Guide have been sent to your email.',
} as const;

/**
 * Sends a lead form: fires `cashflow-lead-submit`, waits for the send, then shows the spec's toasts
 * (for a report, 'PDF Generated' follows a second later). Resolves to whether it was sent, so the
 * form clears only on success and keeps what was typed on failure.
 */
export function useLeadSubmission() {
  const { host, toasts } = useSession();
  const [sending, setSending] = useState(false);

  const submit = async (lead: LeadSubmission): Promise<boolean> => {
    setSending(true);
    dispatchHostEvent(host, 'cashflow-lead-submit', lead);
    try {
      await sendLead(lead);
      toasts.show({ title: 'Success!', description: SUCCESS_TOASTS[lead.kind], tone: 'success' }, TIMINGS.successToastMs);
      if (lead.kind === 'report') {
        toasts.showLater(
          { title: 'PDF Generated', description: 'Your Cash Flow Report PDF has been sent to your email.', tone: 'success' },
          TIMINGS.pdfToastDelayMs,
          TIMINGS.pdfToastMs,
        );
      }
      return true;
    } catch (error) {
      console.error('[cashflow-elements] the lead could not be sent', error);
      toasts.show(
        {
          title: 'Not sent',
          description: 'We could not send your request. Your details are still in the form; please try again.',
          tone: 'error',
        },
        TIMINGS.successToastMs,
      );
      return false;
    } finally {
      setSending(false);
    }
  };

  return { sending, submit };
}
