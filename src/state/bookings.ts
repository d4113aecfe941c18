/**
 * The slot picker's and the manage-meeting page's way to the firm's booking API: whether anyone
 * takes bookings, the free slots, booking one (with the proof of work and the Idempotency-Key of
 * the lead forms, through postJson), and a manage link's meeting, cancel and reschedule. Every URL is
 * beside the picker's endpoint (by default <api>/bookings), as the challenge is beside a form's.
 */
import { BOOKING_ROUTES } from '../contracts/booking-fields';
import { postWithChallenge } from './challenge';
import { resolveEndpoint } from './firm-urls';
import { postJson, SubmitError, SUBMIT_MESSAGES, SUBMIT_TIMING } from './submit';

/** The booking API's URL for a route of BOOKING_ROUTES, beside the endpoint (<api>/bookings). */
export function bookingUrl(endpoint: string, route: string, query: Record<string, string | undefined> = {}): string {
  const url = new URL(route.replace(/^\/api\//, ''), endpoint);
  for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value);
  return url.href;
}

/**
 * The picker's endpoint: its attribute, else the page's API meta, else the API beside the bundle.
 * Undefined when it is not an http(s) URL (or "demo": bookings are never simulated), with the reason.
 */
export function bookingEndpoint(attribute: string | undefined): { url: string } | { problem: string } {
  const endpoint = resolveEndpoint(attribute, 'bookings');
  if (endpoint.kind === 'url') return { url: endpoint.url };
  return {
    problem:
      endpoint.kind === 'demo'
        ? `${endpoint.setting}: bookings are never simulated; point it at the firm's API.`
        : `${endpoint.setting} is not an http(s) URL: point it at the firm's API.`,
  };
}

/** GETs JSON from the booking API; throws a SubmitError with words for the visitor otherwise. */
export async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      mode: 'cors',
      signal: AbortSignal.timeout(SUBMIT_TIMING.timeoutMs),
    });
  } catch {
    throw new SubmitError(SUBMIT_MESSAGES.network, null);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SubmitError(SUBMIT_MESSAGES.server, response.status);
  }
  if (response.ok) return body as T;
  const answer = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = typeof answer.message === 'string' ? answer.message : SUBMIT_MESSAGES.server;
  throw new SubmitError(message, response.status, {}, undefined, answer);
}

/**
 * POSTs to the booking API: with a solved proof of work when `challenged` (a booking e-mails the
 * address typed), retrying once with a fresh one. Resolves to the answer; throws a SubmitError.
 */
export function postBooking(
  url: string,
  data: object,
  { idempotencyKey, challenged }: { idempotencyKey: string; challenged: boolean },
): Promise<Record<string, unknown>> {
  const post = (fields: object) =>
    postJson(url, { ...data, ...fields }, { idempotencyKey, setting: 'the booking endpoint' });
  return challenged ? postWithChallenge(url, post) : post({});
}

export { BOOKING_ROUTES };
