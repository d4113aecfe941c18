/**
 * Posting a form to a real endpoint: JSON with an Idempotency-Key, a timeout, and one automatic
 * retry with backoff when the failure may be passing (no answer, a timeout, 429 or 5xx). The same
 * key goes with the retry, so a request that reached the server once is stored once.
 */

export const SUBMIT_TIMING = Object.freeze({
  /** How long one attempt may take before it is abandoned. */
  timeoutMs: 10_000,
  /** Wait before the automatic retry (doubled by a Retry-After up to retryAfterCapMs). */
  retryDelayMs: 800,
  retryAfterCapMs: 5_000,
});

/** A send that did not succeed, with words for the person and, for a 400, per-field messages. */
export class SubmitError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'SubmitError';
  }
}

export const SUBMIT_MESSAGES = Object.freeze({
  network: 'We could not reach our server. Check your connection and try again: what you typed is still here.',
  server: 'Our server could not save your request just now. Please try again in a moment: what you typed is still here.',
  rateLimited: 'Too many requests from your connection. Please wait a minute, then try again.',
  invalid: 'Please check the form: some details were not accepted.',
});

export interface PostOptions {
  idempotencyKey: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads a server's JSON error answer ({ message, fields }) if it has one. */
async function errorBody(response: Response): Promise<{ message?: string; fields?: Record<string, string> }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, fields } = body as { message?: unknown; fields?: unknown };
      const cleanFields =
        fields && typeof fields === 'object'
          ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
          : undefined;
      return { message: typeof message === 'string' ? message : undefined, fields: cleanFields };
    }
  } catch {
    /* not JSON: the generic message will do */
  }
  return {};
}

function retryAfterMs(response: Response, fallbackMs: number): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, SUBMIT_TIMING.retryAfterCapMs) : fallbackMs;
}

type Attempt = { ok: true } | { ok: false; error: SubmitError; retryInMs: number | null };

async function attempt(url: string, body: string, options: Required<PostOptions>): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await options.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': options.idempotencyKey },
      body,
      signal: controller.signal,
      credentials: 'omit',
      mode: 'cors',
    });
    if (response.ok) return { ok: true };
    const { message, fields } = await errorBody(response);
    if (response.status === 429) {
      return { ok: false, error: new SubmitError(SUBMIT_MESSAGES.rateLimited, 429), retryInMs: retryAfterMs(response, options.retryDelayMs) };
    }
    if (response.status >= 500) {
      return { ok: false, error: new SubmitError(SUBMIT_MESSAGES.server, response.status), retryInMs: options.retryDelayMs };
    }
    // 4xx: the request itself was refused; sending it again unchanged would be refused again.
    return { ok: false, error: new SubmitError(message ?? SUBMIT_MESSAGES.invalid, response.status, fields), retryInMs: null };
  } catch {
    // fetch rejects on no answer at all: offline, DNS, CORS refusal, or our timeout's abort.
    return { ok: false, error: new SubmitError(SUBMIT_MESSAGES.network, null), retryInMs: options.retryDelayMs };
  } finally {
    clearTimeout(timer);
  }
}

/** POSTs data as JSON; resolves when the server accepted it, throws a SubmitError otherwise. */
export async function postJson(url: string, data: unknown, options: PostOptions): Promise<void> {
  const settings: Required<PostOptions> = {
    timeoutMs: SUBMIT_TIMING.timeoutMs,
    retryDelayMs: SUBMIT_TIMING.retryDelayMs,
    fetch: (...args) => fetch(...args),
    ...options,
  };
  const body = JSON.stringify(data);
  const first = await attempt(url, body, settings);
  if (first.ok) return;
  if (first.retryInMs === null) throw first.error;
  await sleep(first.retryInMs);
  const second = await attempt(url, body, settings);
  if (!second.ok) throw second.error;
}

/** A fresh idempotency key (random, so two people never share one). */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
