import { useState } from 'react';
import { TIMINGS } from '../core';
import { dispatchHostEvent } from '../internal/host-events';
import { sendLead, type LeadKind, type LeadSubmission } from '../state/leads';
import type { ToastStore } from '../state/toasts';

const SUCCESS_TEXT: Record<LeadKind, string> = {
  report: 'Your Cash Flow Report has been sent to your email.',
  popup: 'Your Cash Flow Report and Management Guide have been sent to your email.',
  contact: 'Thank you for your message. We will reply within one business day.',
  consultation: 'Your consultation request is in. An advisor will contact you within one business day to schedule it.',
  sales: 'Thank you. Our team will contact you within one business day.',
};

export const FAILURE_TOAST = {
  title: 'Not sent',
  description: 'We could not send your request. What you typed is still in the form; please try again.',
  tone: 'error' as const,
};

/**
 * Sends a lead form: fires `cashflow-lead-submit` on the host, waits for the send, then shows the
 * spec's toasts (for a report, 'PDF Generated' follows a second later). Resolves to whether it
 * was sent, so a form clears only on success and keeps what was typed on failure.
 */
export function useLeadSubmission(host: HTMLElement, toasts: ToastStore) {
  const [sending, setSending] = useState(false);

  const submit = async (lead: LeadSubmission): Promise<boolean> => {
    setSending(true);
    dispatchHostEvent(host, 'cashflow-lead-submit', lead);
    try {
      await sendLead(lead);
      toasts.show({ title: 'Success!', description: SUCCESS_TEXT[lead.kind], tone: 'success' }, TIMINGS.successToastMs);
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
      toasts.show(FAILURE_TOAST, TIMINGS.successToastMs);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { sending, submit };
}
