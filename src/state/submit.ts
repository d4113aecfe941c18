/**
 * Posting a form to a real endpoint: JSON with an Idempotency-Key, a timeout, and one automatic
 * retry with backoff when the failure may be passing (no answer, a timeout, 429 or 5xx). The same
 * key goes with the retry, so a request that reached the server once is stored once. Only a JSON
 * answer counts as delivered; a misconfigured embed (refused origin, wrong endpoint) is told apart
 * from a connection problem, so neither the visitor nor the site owner is misled.
 */
import { FIRM } from '../core/firm';
import { experimentHeader } from './beacon';

export const SUBMIT_TIMING = Object.freeze({
  /** How long one attempt may take before it is abandoned. */
  timeoutMs: 10_000,
  /** Wait before the automatic retry (doubled by a Retry-After up to retryAfterCapMs). */
  retryDelayMs: 800,
  retryAfterCapMs: 5_000,
});

/**
 * A send that did not succeed, with words for the person, for a 400 per-field messages, and when
 * the cause is the page's setup, what the site owner should change (logged to the console).
 */
export class SubmitError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly fix?: string,
    /** The refusal's whole JSON answer (a booking's 409 lists the nearest free times in it). */
    readonly answer?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'SubmitError';
  }
}

export const SUBMIT_MESSAGES = Object.freeze({
  network: 'We could not reach our server. Check your connection and try again: what you typed is still here.',
  server:
    'Our server could not save your request just now. Please try again in a moment: what you typed is still here.',
  rateLimited: 'Too many requests from your connection. Please wait a minute, then try again.',
  invalid: 'Please check the form: some details were not accepted.',
  undeliverable: `Your request could not be delivered: this page is not connected to ${FIRM.name} correctly. What you typed is still here. Please reach us at ${FIRM.phone} or ${FIRM.email}.`,
});

export interface PostOptions {
  idempotencyKey: string;
  /** What chose the URL (an attribute, a meta, the default), named in the site owner's fix. */
  setting?: string;
  /** The URL the firm's API answers at, suggested when the endpoint is not it. */
  expectedUrl?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The answer's JSON object ({ message, fields } on errors), or undefined when it is not JSON. */
async function jsonBody(response: Response): Promise<Record<string, unknown> | undefined> {
  if (!/[/+]json\b/i.test(response.headers.get('Content-Type') ?? '')) return undefined;
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const stringFields = (fields: unknown): Record<string, string> =>
  fields && typeof fields === 'object'
    ? Object.fromEntries(
        Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

function retryAfterMs(response: Response, fallbackMs: number): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, SUBMIT_TIMING.retryAfterCapMs) : fallbackMs;
}

type Settings = Required<Omit<PostOptions, 'setting' | 'expectedUrl'>> & Pick<PostOptions, 'setting' | 'expectedUrl'>;
type Attempt =
  { ok: true; answer: Record<string, unknown> } | { ok: false; error: SubmitError; retryInMs: number | null };

/** A failure the page's setup causes: the visitor is told to reach the firm another way, the owner what to fix. */
const undeliverable = (status: number | null, fix: string): Attempt => ({
  ok: false,
  error: new SubmitError(SUBMIT_MESSAGES.undeliverable, status, {}, fix),
  retryInMs: null,
});

const serverOf = (url: string) => new URL(url, location.href).origin;

const refusedOriginFix = (url: string) =>
  `the server at ${serverOf(url)} refused this page's origin: add ${location.origin} to EMBED_ORIGINS on that server.`;

/** The owner's fix when the URL answered, but not as the firm's API does. */
function notTheApiFix(url: string, what: string, options: Settings): string {
  const expected =
    options.expectedUrl && options.expectedUrl !== url ? ` (the firm's server answers at ${options.expectedUrl})` : '';
  return `${options.setting ?? 'the endpoint'} sends to ${url}, which answered ${what}: it should point at the firm's API${expected}.`;
}

/** Whether the server answers at all: a no-cors request gets an (unreadable) answer whenever there is one. */
async function answersAtAll(url: string, options: Settings): Promise<boolean> {
  try {
    await options.fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * fetch rejected: offline, DNS, the server down, our timeout, or a CORS refusal, which the page
 * cannot read. A server that answers a no-cors request is up, so then it was CORS: a setup fault.
 */
async function noAnswer(url: string, options: Settings, timedOut: boolean): Promise<Attempt> {
  if (!timedOut && navigator.onLine && (await answersAtAll(url, options))) {
    return undeliverable(
      null,
      `the server at ${serverOf(url)} answered, but CORS did not let this page read the answer: add ${location.origin} to EMBED_ORIGINS on the server at ${serverOf(url)}, or check that ${options.setting ?? 'the endpoint'} points at the firm's API.`,
    );
  }
  const fix = `no answer from ${url}${navigator.onLine ? ' (is the server up, and is its address right?)' : ' (the browser is offline)'}.`;
  return { ok: false, error: new SubmitError(SUBMIT_MESSAGES.network, null, {}, fix), retryInMs: options.retryDelayMs };
}

async function attempt(url: string, body: string, options: Settings): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': options.idempotencyKey,
        // The headline the visitor was shown, so the server credits the lead to it (issue 22).
        ...experimentHeader(),
      },
      body,
      signal: controller.signal,
      credentials: 'omit',
      mode: 'cors',
    });
  } catch {
    return noAnswer(url, options, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  const json = await jsonBody(response);
  if (response.status === 429) {
    return {
      ok: false,
      error: new SubmitError(SUBMIT_MESSAGES.rateLimited, 429),
      retryInMs: retryAfterMs(response, options.retryDelayMs),
    };
  }
  if (response.status >= 500) {
    return {
      ok: false,
      error: new SubmitError(SUBMIT_MESSAGES.server, response.status),
      retryInMs: options.retryDelayMs,
    };
  }
  if (response.status === 403 && json?.error === 'forbidden-origin') return undeliverable(403, refusedOriginFix(url));
  // Not JSON (an HTML page, a 404 of a web server): whatever answered is not the firm's API, and a
  // 200 from it delivered nothing.
  if (!json)
    return undeliverable(
      response.status,
      notTheApiFix(
        url,
        `${response.status} ${response.headers.get('Content-Type') ?? 'with no content type'}, not JSON`,
        options,
      ),
    );
  if (response.status === 404 || response.status === 405)
    return undeliverable(response.status, notTheApiFix(url, String(response.status), options));
  if (response.ok) return { ok: true, answer: json };
  // Another 4xx: the request itself was refused; sending it again unchanged would be refused again.
  const message = typeof json.message === 'string' ? json.message : SUBMIT_MESSAGES.invalid;
  return {
    ok: false,
    error: new SubmitError(message, response.status, stringFields(json.fields), undefined, json),
    retryInMs: null,
  };
}

/** POSTs data as JSON; resolves to the answer when the server accepted it, throws a SubmitError otherwise. */
export async function postJson(url: string, data: unknown, options: PostOptions): Promise<Record<string, unknown>> {
  const settings: Settings = {
    timeoutMs: SUBMIT_TIMING.timeoutMs,
    retryDelayMs: SUBMIT_TIMING.retryDelayMs,
    fetch: (...args) => fetch(...args),
    ...options,
  };
  const body = JSON.stringify(data);
  const first = await attempt(url, body, settings);
  if (first.ok) return first.answer;
  if (first.retryInMs === null) throw first.error;
  await sleep(first.retryInMs);
  const second = await attempt(url, body, settings);
  if (!second.ok) throw second.error;
  return second.answer;
}

/** A fresh idempotency key (random, so two people never share one). */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
