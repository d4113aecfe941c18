import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRM } from '../../src/core/firm';
import { newIdempotencyKey, postJson, SubmitError, SUBMIT_MESSAGES } from '../../src/state/submit';

interface Call {
  url: string;
  init: RequestInit;
}

/**
 * A fetch that answers the POSTs from a script: a Response, or an Error to reject with, per call.
 * The no-cors probe that follows a rejection (is the server there at all?) gets `probe`.
 */
function scriptedFetch(answers: (Response | Error | 'hang')[], probe: 'answers' | 'fails' = 'fails') {
  const calls: Call[] = [];
  const probes: Call[] = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    if (init.mode === 'no-cors') {
      probes.push({ url, init });
      return probe === 'answers'
        ? Promise.resolve(new Response(null, { status: 200 }))
        : Promise.reject(new TypeError('Failed to fetch'));
    }
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'hang') {
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone());
  }) as unknown as typeof fetch;
  return { calls, probes, fetchImpl };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const lead = { kind: 'popup', email: 'owner@example.com' };
const fast = { retryDelayMs: 1, timeoutMs: 50 };

/** The page the form is on, and whether the browser thinks it is online. */
function onPage(origin: string, onLine = true) {
  vi.stubGlobal('location', new URL(`${origin}/pricing`));
  vi.stubGlobal('navigator', { onLine });
}

beforeEach(() => onPage('https://client.example'));
afterEach(() => vi.unstubAllGlobals());

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
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual([
      'key-2',
      'key-2',
    ]);
    expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
  });

  it('retries once when there is no answer, then says the server could not be reached', async () => {
    const { calls, probes, fetchImpl } = scriptedFetch([new TypeError('Failed to fetch')], 'fails');
    const error = await postJson('https://firm.example/api/leads', lead, {
      idempotencyKey: 'k',
      fetch: fetchImpl,
      ...fast,
    }).catch((caught) => caught);
    expect(calls).toHaveLength(2);
    expect(probes.map((probe) => probe.url)).toEqual([
      'https://firm.example/api/leads',
      'https://firm.example/api/leads',
    ]);
    expect(error).toBeInstanceOf(SubmitError);
    expect(error.message).toBe(SUBMIT_MESSAGES.network);
    expect(error.status).toBe(null);
    expect(error.fix).toMatch(/no answer from https:\/\/firm\.example\/api\/leads/);
  });

  it('offline, says so without probing the server', async () => {
    onPage('https://client.example', false);
    const { probes, fetchImpl } = scriptedFetch([new TypeError('Failed to fetch')], 'answers');
    const error = await postJson('https://firm.example/api/leads', lead, {
      idempotencyKey: 'k',
      fetch: fetchImpl,
      ...fast,
    }).catch((caught) => caught);
    expect(probes).toHaveLength(0);
    expect(error.message).toBe(SUBMIT_MESSAGES.network);
    expect(error.fix).toMatch(/offline/);
  });

  it('a CORS refusal (no readable answer, yet the server is there) is undeliverable, not retried, and names the origin to allow', async () => {
    const { calls, fetchImpl } = scriptedFetch([new TypeError('Failed to fetch')], 'answers');
    const error = await postJson('https://firm.example/api/leads', lead, {
      idempotencyKey: 'k',
      fetch: fetchImpl,
      ...fast,
    }).catch((caught) => caught);
    expect(calls).toHaveLength(1);
    expect(error.message).toBe(SUBMIT_MESSAGES.undeliverable);
    expect(error.fix).toMatch(
      /add https:\/\/client\.example to EMBED_ORIGINS on the server at https:\/\/firm\.example/,
    );
  });

  it('a readable 403 forbidden-origin is undeliverable and names the origin to allow', async () => {
    const { calls, fetchImpl } = scriptedFetch([
      json(403, { error: 'forbidden-origin', message: 'Requests from this site are not allowed.' }),
    ]);
    const error = await postJson('https://firm.example/api/leads', lead, {
      idempotencyKey: 'k',
      fetch: fetchImpl,
      ...fast,
    }).catch((caught) => caught);
    expect(calls).toHaveLength(1);
    expect(error.status).toBe(403);
    expect(error.message).toBe(SUBMIT_MESSAGES.undeliverable);
    expect(error.fix).toBe(
      "the server at https://firm.example refused this page's origin: add https://client.example to EMBED_ORIGINS on that server.",
    );
  });

  it('a 404 (wrong endpoint) is undeliverable and says where the endpoint should point', async () => {
    const { fetchImpl } = scriptedFetch([json(404, { error: 'not-found', message: 'There is no such API endpoint.' })]);
    const options = {
      idempotencyKey: 'k',
      fetch: fetchImpl,
      setting: 'endpoint="https://firm.example/api/lead"',
      expectedUrl: 'https://firm.example/api/leads',
      ...fast,
    };
    const error = await postJson('https://firm.example/api/lead', lead, options).catch((caught) => caught);
    expect(error.status).toBe(404);
    expect(error.message).toBe(SUBMIT_MESSAGES.undeliverable);
    expect(error.fix).toBe(
      'endpoint="https://firm.example/api/lead" sends to https://firm.example/api/lead, which answered 404: it should point at the firm\'s API (the firm\'s server answers at https://firm.example/api/leads).',
    );
  });

  it('an answer that is not JSON is not a delivery, even a 200', async () => {
    for (const answer of [
      new Response('<h1>Thanks!</h1>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      new Response('<h1>Forbidden</h1>', { status: 403 }),
    ]) {
      const { calls, fetchImpl } = scriptedFetch([answer]);
      const error = await postJson('https://client.example/contact', lead, {
        idempotencyKey: 'k',
        fetch: fetchImpl,
        ...fast,
      }).catch((caught) => caught);
      expect(calls).toHaveLength(1);
      expect(error).toBeInstanceOf(SubmitError);
      expect(error.message).toBe(SUBMIT_MESSAGES.undeliverable);
      expect(error.fix).toMatch(/answered (200 text\/html|403 text\/plain.*), not JSON/);
    }
  });

  it("the undeliverable message gives the firm's phone and e-mail and says nothing typed was lost", () => {
    expect(SUBMIT_MESSAGES.undeliverable).toContain(FIRM.phone);
    expect(SUBMIT_MESSAGES.undeliverable).toContain(FIRM.email);
    expect(SUBMIT_MESSAGES.undeliverable).toMatch(/could not be delivered.*What you typed is still here/);
  });

  it('abandons an attempt that takes longer than the timeout, and retries it once', async () => {
    const { calls, fetchImpl } = scriptedFetch(['hang']);
    const error = await postJson('/api/leads', lead, {
      idempotencyKey: 'k',
      fetch: fetchImpl,
      retryDelayMs: 1,
      timeoutMs: 20,
    }).catch((caught) => caught);
    expect(calls).toHaveLength(2);
    expect(error.message).toBe(SUBMIT_MESSAGES.network);
  });

  it('does not retry a refused request, and passes on the per-field messages', async () => {
    const { calls, fetchImpl } = scriptedFetch([
      json(400, {
        error: 'invalid',
        message: 'Please correct the fields listed below.',
        fields: { email: 'Enter a valid email address.', junk: 3 },
      }),
    ]);
    const error = await postJson('/api/leads', lead, { idempotencyKey: 'k', fetch: fetchImpl, ...fast }).catch(
      (caught) => caught,
    );
    expect(calls).toHaveLength(1);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please correct the fields listed below.');
    expect(error.fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('falls back to a generic message when a JSON refusal has none', async () => {
    const { fetchImpl } = scriptedFetch([json(422, { error: 'idempotency-key-reused' })]);
    const error = await postJson('/api/leads', lead, { idempotencyKey: 'k', fetch: fetchImpl, ...fast }).catch(
      (caught) => caught,
    );
    expect(error.message).toBe(SUBMIT_MESSAGES.invalid);
  });

  it('retries a rate-limited request once, then asks the person to wait', async () => {
    const { calls, fetchImpl } = scriptedFetch([json(429, { message: 'slow down' }, { 'Retry-After': '0' })]);
    const error = await postJson('/api/leads', lead, { idempotencyKey: 'k', fetch: fetchImpl, ...fast }).catch(
      (caught) => caught,
    );
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
