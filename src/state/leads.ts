import { TIMINGS } from '../core';
import { resolveEndpoint, type ApiResource } from './endpoint';
import type { LeadSubmission, NewsletterSubmission } from '../contracts/lead-fields';
import { postJson } from './submit';
import { type ChallengeFields, needsChallenge, postWithChallenge } from './challenge';

export type { LeadKind, LeadSubmission, NewsletterSubmission } from '../contracts/lead-fields';

export interface SendOptions {
  /** The element's `endpoint` attribute, if it has one. */
  endpoint?: string;
  idempotencyKey: string;
  /** The hidden honeypot field's value: people leave it empty, form-filling bots do not. */
  honeypot?: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The page a form was sent from, without its query or fragment (they may hold tokens). */
const sourcePage = () => `${location.origin}${location.pathname}`;

/**
 * Sends to the configured endpoint (see endpoint.ts). Without one, as the spec describes, the send
 * is simulated: it waits one second, logs to the console and sends nothing.
 */
async function send(resource: ApiResource, data: object, options: SendOptions): Promise<void> {
  const url = resolveEndpoint(options.endpoint, resource);
  if (!url) {
    await wait(TIMINGS.simulatedSendMs);
    console.info(`[cashflow-elements] ${resource} submission received (simulated: nothing was sent)`, data);
    return;
  }
  const body = { ...data, website: options.honeypot ?? '', page: sourcePage() };
  const post = (challenge: ChallengeFields) => postJson(url, { ...body, ...challenge }, { idempotencyKey: options.idempotencyKey });
  await (needsChallenge(resource, data) ? postWithChallenge(url, post) : post({}));
}

export const sendLead = (lead: LeadSubmission, options: SendOptions): Promise<void> => send('leads', lead, options);

export const sendNewsletterSignup = (signup: NewsletterSubmission, options: SendOptions): Promise<void> =>
  send('newsletter', signup, options);
