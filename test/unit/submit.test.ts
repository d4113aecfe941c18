import { describe, expect, it } from 'vitest';
import { resolveEndpoint } from '../../src/state/endpoint';
import { newIdempotencyKey, postJson, SubmitError, SUBMIT_MESSAGES } from '../../src/state/submit';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a script: a Response, or an Error to reject with, per call. */
function scriptedFetch(answers: (Response | Error | 'hang')[]) {
  const calls: Call[] = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'hang') {
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone());
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const lead = { kind: 'popup', email: 'owner@example.com' };
const fast = { retryDelayMs: 1, timeoutMs: 50 };

describe('postJson', () => {
  it('POSTs JSON once with the idempotency key when the server accepts it', async () => {
    const { calls, fetchImpl } = scriptedFetch([json(201, { ok: true, id: 1 })]);
    await postJson('https://api.example/leads', lead, { idempotencyKey: 'key-1', fetch: fetchImpl, ...fast });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('https://api.example/leads');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' });
    expect(JSON.parse(init.body as string)).toEqual(lead);
    expect(init.credentials).toBe('omit');
  });

  it('retries once after a server error, with the same key and body', async () => {
    const { calls, fetchImpl } = scriptedFetch([json(503, {}), json(201, { ok: true })]);
    await postJson('/api/leads', lead, { idempotencyKey: 'key-2', fetch: fetchImpl, ...fast });
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['key-2', 'key-2']);
    expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
  });

  it('retries once when there is no answer, then says the server could not be reached', async () => {
    const { calls, fetchImpl } = scriptedFetch([new TypeError('Failed to fetch')]);
    const error = await postJson('/api/leads', lead, { idempotencyKey: 'k', fetch: fetchImpl, ...fast }).catch((caught) => caught);
    expect(calls).toHaveLength(2);
    expect(error).toBeInstanceOf(SubmitError);
    expect(error.message).toBe(SUBMIT_MESSAGES.network);
    expect(error.status).toBe(null);
  });

  it('abandons an attempt that takes longer than the timeout, and retries it once', async () => {
    const { calls, fetchImpl } = scriptedFetch(['hang']);
    const error = await postJson('/api/leads', lead, { idempotencyKey: 'k', fetch: fetchImpl, retryDelayMs: 1, timeoutMs: 20 }).catch((caught) => caught);
    expect(calls).toHaveLength(2);
    expect(error.message).toBe(SUBMIT_MESSAGES.network);
  });

  it('does not retry a refused request, and passes on the per-field messages', async () => {
    const { calls, fetchImpl } = scriptedFetch([
      json(400, { error: 'invalid', message: 'Please correct the fields listed below.', fields: { email: 'Enter a valid email address.', junk: 3 } }),
    ]);
    const error = await postJson('/api/leads', lead, { idempotencyKey: 'k', fetch: fetchImpl, ...fast }).catch((caught) => caught);
    expect(calls).toHaveLength(1);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please correct the fields listed below.');
    expect(error.fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('falls back to a generic message when a refusal is not JSON', async () => {
    const { fetchImpl } = scriptedFetch([new Response('<h1>Forbidden</h1>', { status: 403 })]);
    const error = await postJson('/api/leads', lead, { idempotencyKey: 'k', fetch: fetchImpl, ...fast }).catch((caught) => caught);
    expect(error.message).toBe(SUBMIT_MESSAGES.invalid);
  });

  it('retries a rate-limited request once, then asks the person to wait', async () => {
    const { calls, fetchImpl } = scriptedFetch([json(429, { message: 'slow down' }, { 'Retry-After': '0' })]);
    const error = await postJson('/api/leads', lead, { idempotencyKey: 'k', fetch: fetchImpl, ...fast }).catch((caught) => caught);
    expect(calls).toHaveLength(2);
    expect(error.status).toBe(429);
    expect(error.message).toBe(SUBMIT_MESSAGES.rateLimited);
  });
});

describe('newIdempotencyKey', () => {
  it('is different every time', () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});

describe('resolveEndpoint', () => {
  const page = (meta?: string) =>
    ({
      baseURI: 'https://www.example.com/resources/page',
      querySelector: () => (meta === undefined ? null : { content: meta }),
    }) as unknown as Document;

  it('uses the element attribute first, relative to the page', () => {
    expect(resolveEndpoint('https://crm.example/hooks/lead', 'leads', page('/api'))).toBe('https://crm.example/hooks/lead');
    expect(resolveEndpoint('/api/leads', 'leads', page())).toBe('https://www.example.com/api/leads');
  });

  it('uses the page-wide API for the resource when the element has no endpoint', () => {
    expect(resolveEndpoint(undefined, 'leads', page('https://api.example/v1/'))).toBe('https://api.example/v1/leads');
    expect(resolveEndpoint(undefined, 'newsletter', page('/api'))).toBe('https://www.example.com/api/newsletter');
  });

  it('is undefined without either (the send is simulated)', () => {
    expect(resolveEndpoint(undefined, 'leads', page())).toBe(undefined);
  });

  it('ignores what is not an http(s) URL', () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(resolveEndpoint('javascript:alert(1)', 'leads', page())).toBe(undefined);
      expect(resolveEndpoint('javascript:alert(1)', 'leads', page('/api'))).toBe('https://www.example.com/api/leads');
      expect(resolveEndpoint(undefined, 'leads', page('data:text/html,hi'))).toBe(undefined);
    } finally {
      console.warn = warn;
    }
  });
});
