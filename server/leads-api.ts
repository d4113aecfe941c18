// POST /api/leads and POST /api/newsletter: JSON only, from the site or an allowed embed, rate
// limited per client address, idempotent with an Idempotency-Key, and quiet about the honeypot.
// GET /api/challenge: the proof of work the forms that e-mail their sender must solve (challenge.ts).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CHALLENGED_KINDS,
  type Checked,
  checkLead,
  checkSignup,
  isHoneypotFilled,
  type Lead,
} from '../src/contracts/lead';
import { calculate } from '../src/core/calculate';
import { openChallengeGate } from './challenge';
import { answersAs, FAILURES } from './errors';
import { confirmationMessages, leadMessages } from './mail/messages';
import type { MailService } from './mail/mail-service';
import { judgeOrigin } from './origin-policy';
import { type RequestFacts, type SaveResult, saveLead, saveSignup } from './intake';
import { countRequest } from './repositories/rate-limits';
import type { Storage } from './storage';

export const BODY_LIMIT = 16 * 1024;
const PREFLIGHT_MAX_AGE_SECONDS = 600;
const RATE_WINDOW_MS = 60_000;
/** Refused addresses remembered in memory at most (a bound on what a distributed flood can grow). */
const BLOCKED_ADDRESSES_KEPT = 10_000;
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,200}$/;

/** The methods each endpoint answers (besides OPTIONS for the POST ones). */
const ENDPOINTS = new Map([
  ['/api/leads', 'POST'],
  ['/api/newsletter', 'POST'],
  ['/api/challenge', 'GET'],
]);

export interface LeadsApiOptions {
  storage: Storage;
  /** Other sites whose pages may post (CORS). */
  embedOrigins?: readonly string[];
  /** Requests a minute per client address, across both endpoints and every server on the database. */
  rateLimit?: number;
  /** Whether report, popup and newsletter posts must carry a solved challenge (FORMS_CHALLENGE); default true. */
  formsChallenge?: boolean;
  /** Who is told of each lead, and the worker to wake once its messages are written. */
  mail: Pick<MailService, 'settings' | 'wake'>;
}

/** Registers the API; meant for `app.register(leadsApi, { prefix: '/api', ... })`. */
export async function leadsApi(
  api: FastifyInstance,
  { storage, embedOrigins = [], rateLimit = 10, formsChallenge = true, mail }: LeadsApiOptions,
): Promise<void> {
  const embeds = new Set(embedOrigins.map((origin) => origin.toLowerCase()));
  const challenges = await openChallengeGate(storage);

  /**
   * One counter per client address, kept in the database, so every server counts the same requests.
   * An address over the limit is remembered here until its window ends and refused without a database
   * write, so a flood cannot crowd out real leads on the single SQLite writer (only stricter, never looser).
   */
  const blockedUntil = new Map<string, number>();
  const refuse = (reply: FastifyReply, until: number) => {
    reply.header('retry-after', String(Math.max(1, Math.ceil((until - Date.now()) / 1000))));
    return FAILURES.rateLimited();
  };
  const limiter = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = `api:${request.ip}`;
    const blocked = blockedUntil.get(key);
    if (blocked !== undefined) {
      if (blocked > Date.now()) throw refuse(reply, blocked);
      blockedUntil.delete(key);
    }
    const { count, resetInMs } = await countRequest(storage.db, key, RATE_WINDOW_MS, storage.now());
    if (count <= rateLimit) return;
    if (blockedUntil.size >= BLOCKED_ADDRESSES_KEPT) blockedUntil.clear();
    const until = Date.now() + resetInMs;
    blockedUntil.set(key, until);
    throw refuse(reply, until);
  };

  answersAs(api, 'public');
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('vary', 'Origin');
  });

  /**
   * Answers CORS for allowed embeds, and refuses a foreign page's POST with a 403 that page can
   * read: its preflight passes and the refusal carries CORS headers, so the element can tell its
   * owner "add this origin to EMBED_ORIGINS" instead of seeing a bare CORS failure that looks like
   * the visitor's network. The refusal comes before the body is read; it says nothing more than
   * that. Origin "null" (sandboxed frames, files) stays a plain refusal: nothing to add to the list.
   */
  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const verdict = judgeOrigin(origin, request.host, embeds);
    const readable = verdict === 'embed' || (verdict === 'foreign' && origin !== 'null');
    if (readable && origin) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', 'Retry-After, Idempotent-Replayed');
    }
    if (verdict === 'foreign' && !(readable && request.method === 'OPTIONS')) throw FAILURES.forbiddenOrigin();
  };

  /** Before the body is read: JSON only, whatever parsers the server has for other types. */
  const requireJson = async (request: FastifyRequest) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') throw FAILURES.formNotJson();
  };

  /** The solution a form that e-mails its sender must carry, verified (spent by the save); none needed otherwise, or with the check off. */
  const verifiedChallenge = async (body: Record<string, unknown>, needed: boolean) => {
    if (!formsChallenge || !needed) return undefined;
    const challenge = await challenges.verify(body.altcha);
    if (!challenge) throw FAILURES.challenge();
    return challenge;
  };

  const intake =
    <T>(
      route: 'lead' | 'signup',
      check: (body: unknown) => Checked<T>,
      needsChallenge: (data: T) => boolean,
      save: (data: T, facts: RequestFacts) => Promise<SaveResult>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw FAILURES.malformed();
      const idempotencyKey = readIdempotencyKey(request);
      // A bot gets the answer a person would, and nothing is kept.
      if (isHoneypotFilled(body)) return reply.code(201).send({ ok: true, id: randomUUID() });
      const checked = check(body);
      if (!checked.ok) throw FAILURES.invalidForm(checked.fields);
      const challenge = await verifiedChallenge(body as Record<string, unknown>, needsChallenge(checked.data));
      const fingerprint = createHash('sha256')
        .update(`${route}\n${JSON.stringify(checked.data)}`)
        .digest('base64url');
      const result = await save(checked.data, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500),
        idempotencyKey,
        fingerprint,
        challenge,
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      if (!result.replayed) mail.wake();
      return reply.code(201).send({ ok: true, id: result.id });
    };

  /** The server computes the report from the inputs with the shared engine: figures from a browser are never trusted. */
  const storeLead = (lead: Lead, facts: RequestFacts) => {
    const calculation = lead.inputs ? { inputs: lead.inputs, result: calculate(lead.inputs) } : undefined;
    return saveLead(storage, lead, facts, {
      calculation,
      messages: (record) => leadMessages(lead, calculation, record, mail.settings),
    });
  };

  const post = { bodyLimit: BODY_LIMIT, onRequest: [checkOrigin, limiter, requireJson] };
  api.post(
    '/leads',
    post,
    intake('lead', checkLead, (lead) => CHALLENGED_KINDS.has(lead.kind), storeLead),
  );
  api.post(
    '/newsletter',
    post,
    intake(
      'signup',
      checkSignup,
      () => true,
      (data, facts) => saveSignup(storage, data, facts, confirmationMessages),
    ),
  );
  // Not rate limited: issuing writes nothing, and the posts it leads to are counted.
  api.get('/challenge', { onRequest: [checkOrigin] }, () => challenges.issue());

  const preflight = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', 'POST, OPTIONS');
    if (reply.hasHeader('access-control-allow-origin')) {
      reply.header('access-control-allow-methods', 'POST');
      reply.header('access-control-allow-headers', 'Content-Type, Idempotency-Key');
      reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
    }
    return reply.code(204).send();
  };
  api.options('/leads', { onRequest: [checkOrigin] }, preflight);
  api.options('/newsletter', { onRequest: [checkOrigin] }, preflight);

  // Anything else under /api answers JSON, not the site's not-found page.
  api.all('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const method = ENDPOINTS.get(path);
    if (method) {
      reply.header('allow', method === 'POST' ? 'POST, OPTIONS' : method);
      throw FAILURES.methodNotAllowed(method);
    }
    throw FAILURES.noEndpoint();
  });
}

function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw FAILURES.badIdempotencyKey();
  return key;
}
