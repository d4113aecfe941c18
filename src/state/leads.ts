import { TIMINGS } from '../core';
import { defaultEndpoint, DEMO_ENDPOINT, resolveEndpoint, type ApiResource } from './firm-urls';
import type { LeadSubmission, NewsletterSubmission } from '../contracts/lead-fields';
import { postJson, SubmitError, SUBMIT_MESSAGES } from './submit';
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
 * Sends to the endpoint (see firm-urls.ts: by default the firm's API beside the bundle). Only when
 * asked for with endpoint="demo" is the send simulated as the spec describes: it waits one second,
 * logs to the console and sends nothing. An endpoint that is not a URL fails like any other send.
 */
async function send(resource: ApiResource, data: object, options: SendOptions): Promise<void> {
  const endpoint = resolveEndpoint(options.endpoint, resource);
  if (endpoint.kind === 'demo') {
    await wait(TIMINGS.simulatedSendMs);
    console.info(
      `[cashflow-elements] ${resource} submission received (simulated by ${endpoint.setting}: nothing was sent)`,
      data,
    );
    return;
  }
  const expectedUrl = defaultEndpoint(resource);
  if (endpoint.kind === 'invalid') {
    throw new SubmitError(
      SUBMIT_MESSAGES.undeliverable,
      null,
      {},
      `${endpoint.setting} is not an http(s) URL: point it at the firm's API (${expectedUrl}), or use "${DEMO_ENDPOINT}" for a demo that sends nothing.`,
    );
  }
  const body = { ...data, website: options.honeypot ?? '', page: sourcePage() };
  const post = (challenge: ChallengeFields) =>
    postJson(
      endpoint.url,
      { ...body, ...challenge },
      { idempotencyKey: options.idempotencyKey, setting: endpoint.setting, expectedUrl },
    );
  await (needsChallenge(resource, data) ? postWithChallenge(endpoint.url, post) : post({}));
}

export const sendLead = (lead: LeadSubmission, options: SendOptions): Promise<void> => send('leads', lead, options);

export const sendNewsletterSignup = (signup: NewsletterSubmission, options: SendOptions): Promise<void> =>
  send('newsletter', signup, options);
