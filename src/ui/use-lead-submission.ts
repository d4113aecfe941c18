import { TIMINGS } from '../core';
import { dispatchHostEvent } from '../internal/host-events';
import { sendLead, type LeadKind, type LeadSubmission } from '../state/leads';
import type { ToastStore } from '../state/toasts';
import { useSubmission } from './use-submission';

const SUCCESS_TEXT: Record<LeadKind, string> = {
  report: 'Your Cash Flow Report has been sent to your email.',
  popup: 'Your Cash Flow Report and Management Guide have been sent to your email.',
  contact: 'Thank you for your message. We will reply within one business day.',
  consultation: 'Your consultation request is in. An advisor will contact you within one business day to schedule it.',
  sales: 'Thank you. Our team will contact you within one business day.',
};

/**
 * Sends a lead form: fires `cashflow-lead-submit` on the host, sends to the endpoint (or simulates
 * the send), then shows the spec's toasts (for a report, 'PDF Generated' follows a second later).
 * Resolves to whether it was sent: a form clears only on success; on failure `error` says why and
 * the form keeps what was typed for a retry.
 */
export function useLeadSubmission(host: HTMLElement, toasts: ToastStore, endpoint: () => string | undefined) {
  const { sending, error, run } = useSubmission();

  const submit = async (lead: LeadSubmission, honeypot: string): Promise<boolean> => {
    // A filled honeypot is a bot: the host's analytics and CRM should not count it.
    if (!honeypot) dispatchHostEvent(host, 'cashflow-lead-submit', lead);
    const sent = await run(lead, (idempotencyKey) =>
      sendLead(lead, { endpoint: endpoint(), idempotencyKey, honeypot }),
    );
    if (sent) {
      toasts.show({ title: 'Success!', description: SUCCESS_TEXT[lead.kind], tone: 'success' }, TIMINGS.successToastMs);
      if (lead.kind === 'report') {
        toasts.showLater(
          {
            title: 'PDF Generated',
            description: 'Your Cash Flow Report PDF has been sent to your email.',
            tone: 'success',
          },
          TIMINGS.pdfToastDelayMs,
          TIMINGS.pdfToastMs,
        );
      }
    }
    return sent;
  };

  return { sending, error, submit };
}
