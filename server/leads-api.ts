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
  MESSAGES,
} from '../src/contracts/lead';
import { calculate } from '../src/core/calculate';
import { CHALLENGE_REFUSAL, openChallengeGate } from './challenge';
import { isRepeatSend, mustSolveHard, REPEAT_LIMITS, type RepeatLimits } from './challenge-cost';
import { clientGroup } from './client-address';
import { isTransientDatabaseError } from './db/database';
import { confirmationMessages, leadMessages } from './mail/messages';
import type { MailService } from './mail/mail-service';
import { judgeOrigin } from './origin-policy';
import {
  ChallengeSpentError,
  IdempotencyConflictError,
  type LeadStorage,
  type RequestFacts,
  type SaveResult,
} from './storage';

export const BODY_LIMIT = 16 * 1024;
const PREFLIGHT_MAX_AGE_SECONDS = 600;
const RATE_WINDOW_MS = 60_000;
/** Refused addresses remembered in memory at most (a bound on what a distributed flood can grow). */
const BLOCKED_ADDRESSES_KEPT = 10_000;
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,200}$/;

/** An answer the API gives on purpose: status, machine-readable code, a sentence for people. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Per-field messages, as a refused form's are. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  toJSON() {
    return { error: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

const FAILURES = Object.freeze({
  forbiddenOrigin: () => new ApiError(403, 'forbidden-origin', 'Requests from this site are not allowed.'),
  unsupportedType: () =>
    new ApiError(415, 'unsupported-media-type', 'Send the form as JSON (Content-Type: application/json).'),
  malformed: () => new ApiError(400, 'malformed', 'The request body must be a JSON object.'),
  tooLarge: () => new ApiError(413, 'too-large', 'The request is too large.'),
  badKey: () =>
    new ApiError(400, 'invalid-idempotency-key', 'The Idempotency-Key header must be 1 to 200 printable characters.'),
  keyReused: () =>
    new ApiError(422, 'idempotency-key-reused', 'This Idempotency-Key was already used for a different request.'),
  rateLimited: () => new ApiError(429, 'rate-limited', 'Too many requests. Please wait a minute and try again.'),
  busy: () => new ApiError(503, 'busy', 'We are busy right now. Please try again in a few seconds.'),
  server: () => new ApiError(500, 'server-error', 'Something went wrong on our side. Please try again in a moment.'),
  notFound: () => new ApiError(404, 'not-found', 'There is no such API endpoint.'),
  methodNotAllowed: (method: string) => new ApiError(405, 'method-not-allowed', `Use ${method} for this endpoint.`),
  challenge: () =>
    new ApiError(400, 'challenge-failed', CHALLENGE_REFUSAL.message, { altcha: CHALLENGE_REFUSAL.field }),
});

/** The methods each endpoint answers (besides OPTIONS for the POST ones). */
const ENDPOINTS = new Map([
  ['/api/leads', 'POST'],
  ['/api/newsletter', 'POST'],
  ['/api/challenge', 'GET'],
]);

export interface LeadsApiOptions {
  storage: LeadStorage;
  /** Other sites whose pages may post (CORS). */
  embedOrigins?: readonly string[];
  /** Requests a minute per client address, across both endpoints and every server on the database. */
  rateLimit?: number;
  /** Sends a client or a recipient may have with an ordinary challenge before hard ones are asked (challenge-cost.ts). */
  repeatLimits?: RepeatLimits;
  /** Whether report, popup and newsletter posts must carry a solved challenge (FORMS_CHALLENGE); default true. */
  formsChallenge?: boolean;
  /** Who is told of each lead, and the worker to wake once its messages are written. */
  mail: Pick<MailService, 'settings' | 'wake'>;
}

/** Registers the API; meant for `app.register(leadsApi, { prefix: '/api', ... })`. */
export async function leadsApi(
  api: FastifyInstance,
  {
    storage,
    embedOrigins = [],
    rateLimit = 10,
    formsChallenge = true,
    repeatLimits = REPEAT_LIMITS,
    mail,
  }: LeadsApiOptions,
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
    const key = `api:${clientGroup(request.ip)}`;
    const blocked = blockedUntil.get(key);
    if (blocked !== undefined) {
      if (blocked > Date.now()) throw refuse(reply, blocked);
      blockedUntil.delete(key);
    }
    const { count, resetInMs } = await storage.countRequest(key, RATE_WINDOW_MS);
    if (count <= rateLimit) return;
    if (blockedUntil.size >= BLOCKED_ADDRESSES_KEPT) blockedUntil.clear();
    const until = Date.now() + resetInMs;
    blockedUntil.set(key, until);
    throw refuse(reply, until);
  };

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
    if (type !== 'application/json') throw FAILURES.unsupportedType();
  };

  api.setErrorHandler((error, request, reply) => {
    const failure = toApiError(error);
    if (failure.statusCode >= 500) request.log.error({ err: error }, 'lead intake failed');
    if (failure.statusCode === 503) reply.header('retry-after', '5');
    return reply.code(failure.statusCode).send(failure.toJSON());
  });

  /**
   * The solution a form that e-mails its sender must carry, verified (spent by the save); none needed
   * otherwise, or with the check off. A repeat (challenge-cost.ts) needs a hard challenge's.
   */
  const verifiedChallenge = async (request: FastifyRequest, needed: boolean, recipient: string) => {
    if (!formsChallenge || !needed) return undefined;
    const challenge = await challenges.verify((request.body as Record<string, unknown>).altcha);
    if (!challenge) throw FAILURES.challenge();
    if (!challenge.hard && (await isRepeatSend(storage, request.ip, recipient, repeatLimits)))
      throw FAILURES.challenge();
    return challenge;
  };

  const intake =
    <T extends { email: string }>(
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
      if (!checked.ok)
        return reply.code(400).send({ error: 'invalid', message: MESSAGES.invalid, fields: checked.fields });
      const challenge = await verifiedChallenge(request, needsChallenge(checked.data), checked.data.email);
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
  const saveLead = (lead: Lead, facts: RequestFacts) => {
    const calculation = lead.inputs ? { inputs: lead.inputs, result: calculate(lead.inputs) } : undefined;
    return storage.saveLead(lead, facts, {
      calculation,
      messages: (record) => leadMessages(lead, calculation, record, mail.settings),
    });
  };

  const post = { bodyLimit: BODY_LIMIT, onRequest: [checkOrigin, limiter, requireJson] };
  api.post(
    '/leads',
    post,
    intake('lead', checkLead, (lead) => CHALLENGED_KINDS.has(lead.kind), saveLead),
  );
  api.post(
    '/newsletter',
    post,
    intake(
      'signup',
      checkSignup,
      () => true,
      (data, facts) => storage.saveSignup(data, facts, confirmationMessages),
    ),
  );
  // Not rate limited: issuing writes nothing, and the posts it leads to are counted.
  api.get('/challenge', { onRequest: [checkOrigin] }, async (request) =>
    challenges.issue(await mustSolveHard(storage.database.db, request.ip, storage.now())),
  );

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
    throw FAILURES.notFound();
  });
}

function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw FAILURES.badKey();
  return key;
}

/** What to answer for an error: ours as they are, Fastify's body errors in our words. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof IdempotencyConflictError) return FAILURES.keyReused();
  if (error instanceof ChallengeSpentError) return FAILURES.challenge();
  if (isTransientDatabaseError(error)) return FAILURES.busy();
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return FAILURES.tooLarge();
  if (status === 415) return FAILURES.unsupportedType();
  if (status === 400) return new ApiError(400, 'malformed', 'The request body is not valid JSON.');
  return FAILURES.server();
}
