import { TIMINGS } from '../core';

export type LeadKind = 'report' | 'popup' | 'contact' | 'consultation' | 'sales';

/** What a lead form sends; the detail of the `cashflow-lead-submit` event. */
export interface LeadSubmission {
  kind: LeadKind;
  name?: string;
  email: string;
  company?: string;
  phone?: string;
  financialChallenge?: string;
  message?: string;
  /** The calculator's industry, or the one chosen on a contact form. */
  industry?: string;
  lineOfBusiness?: string;
  consent?: boolean;
}

/** The detail of the `cashflow-newsletter-subscribe` event. */
export interface NewsletterSubmission {
  email: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * No endpoint is configured yet, so, as the spec describes, a send is simulated: it waits one
 * second, logs to the console and sends nothing.
 */
async function simulateSend(what: string, data: unknown): Promise<void> {
  await wait(TIMINGS.simulatedSendMs);
  console.info(`[cashflow-elements] ${what} received (simulated: nothing was sent)`, data);
}

export const sendLead = (lead: LeadSubmission): Promise<void> => simulateSend('lead', lead);

export const sendNewsletterSignup = (signup: NewsletterSubmission): Promise<void> =>
  simulateSend('newsletter sign-up', signup);
