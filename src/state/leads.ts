import { TIMINGS, type Industry } from '../core';

export type LeadKind = 'report' | 'popup';

/** What a lead form sends; the detail of the `cashflow-lead-submit` event. */
export interface LeadSubmission {
  kind: LeadKind;
  name?: string;
  email: string;
  company?: string;
  financialChallenge?: string;
  industry: Industry;
  lineOfBusiness: string;
  consent?: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a lead. No endpoint is configured yet, so, as the spec describes, the send is simulated:
 * it waits one second, logs the lead to the console and sends nothing.
 */
export async function sendLead(lead: LeadSubmission): Promise<void> {
  await wait(TIMINGS.simulatedSendMs);
  console.info('[cashflow-elements] lead received (simulated: nothing was sent)', lead);
}
