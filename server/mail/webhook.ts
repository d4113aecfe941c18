// Leads for CRMs: each lead POSTed as JSON, signed as the Standard Webhooks convention does
// (https://www.standardwebhooks.com): headers webhook-id (the same on every retry, so a receiver can
// drop duplicates), webhook-timestamp (seconds) and webhook-signature "v1,<base64 HMAC-SHA256 of
// `${id}.${timestamp}.${body}`>", keyed with the base64 part of the whsec_ secret.
import { createHmac } from 'node:crypto';
import { sameSecret } from '../secrets';
import { PermanentDeliveryError } from './delivery-errors';

/** A receiver refuses a signature older or newer than this (the convention's recommendation). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
const TIMEOUT_MS = 15_000;

const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface WebhookHeaders {
  'webhook-id'?: string;
  'webhook-timestamp'?: string;
  'webhook-signature'?: string;
}

/** What a receiver runs: true when the headers sign this exact body, recently. */
export function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = headers['webhook-signature'];
  if (!id || !signatures || !Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = signWebhook(secret, id, timestamp, body);
  return signatures.split(' ').some((signature) => sameSecret(signature, expected));
}

/**
 * POSTs one signed delivery. A 2xx is success; 410 Gone, and any other 4xx but 408 and 429, will not
 * change on a retry (PermanentDeliveryError); anything else (5xx, 408, 429, no answer) is worth one.
 */
export async function postWebhook(
  url: string,
  secret: string,
  id: string,
  payload: unknown,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<void> {
  const body = JSON.stringify(payload);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'cashflow-elements-webhook',
      'webhook-id': id,
      'webhook-timestamp': String(nowSeconds),
      'webhook-signature': signWebhook(secret, id, nowSeconds, body),
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) return;
  const message = `The webhook answered ${response.status} ${response.statusText}`.trim();
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
    throw new PermanentDeliveryError(message);
  throw new Error(message);
}
