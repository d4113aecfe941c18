// POST /api/leads and POST /api/newsletter: JSON only, from the site or an allowed embed, rate
// limited per client address, idempotent with an Idempotency-Key, and quiet about the honeypot.
// GET /api/challenge: the proof of work the forms that e-mail their sender must solve (challenge.ts).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHALLENGED_KINDS,
  isHoneypotFilled,
  type Lead,
  type LeadCalculation,
  type Signup,
} from '../src/contracts/lead';
import {
  challengeResponse,
  createdResponse,
  idempotencyKeyHeader,
  leadRequest,
  signupRequest,
} from '../src/contracts/public-api';
import { monthOf, parseMonthStamp } from '../src/core/calendar-month';
import { calculateRefined } from '../src/core/refined-calculation';
import { openChallengeGate } from './challenge';
import { isRepeatSend, mustSolveHard, REPEAT_LIMITS, type RepeatLimits } from './challenge-cost';
import { clientGroup } from './client-address';
import { answersAs, FAILURES } from './errors';
import { confirmationMessages, leadMessages } from './mail/messages';
import type { MailService } from './mail/mail-service';
import { judgeOrigin } from './origin-policy';
import { creditOf } from './insights/privacy';
import { type LeadExtras, type RequestFacts, type SaveResult, saveLead, saveSignup } from './intake';
import { countRequest } from './repositories/rate-limits';
import type { BookingDeps } from './booking/bookings';
import { publicBookingRoutes } from './booking/public-routes';
import type { Storage } from './storage';

export const BODY_LIMIT = 16 * 1024;
const PREFLIGHT_MAX_AGE_SECONDS = 600;
const RATE_WINDOW_MS = 60_000;
/** Refused addresses remembered in memory at most (a bound on what a distributed flood can grow). */
const BLOCKED_ADDRESSES_KEPT = 10_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** What the intake needs of a form's post besides its checked fields. */
    submission: { idempotencyKey: string | undefined; altcha: unknown } | null;
  }
}

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
  /** Sends a client or a recipient may have with an ordinary challenge before hard ones are asked (challenge-cost.ts). */
  repeatLimits?: RepeatLimits;
  /** Whether report, popup and newsletter posts must carry a solved challenge (FORMS_CHALLENGE); default true. */
  formsChallenge?: boolean;
  /** Who is told of each lead, and the worker to wake once its messages are written. */
  mail: Pick<MailService, 'settings' | 'wake'>;
  /** The booking routes' shared parts (server/booking/); without them there are no booking routes. */
  booking?: BookingDeps;
}

/** Registers the API; meant for `app.register(leadsApi, { prefix: '/api', ... })`. */
export async function leadsApi(
  app: FastifyInstance,
  {
    storage,
    embedOrigins = [],
    rateLimit = 10,
    formsChallenge = true,
    repeatLimits = REPEAT_LIMITS,
    mail,
    booking,
  }: LeadsApiOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.decorateRequest('submission', null);
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

  /**
   * The solution a form that e-mails its sender must carry, verified (spent by the save); none needed
   * otherwise, or with the check off. A repeat (challenge-cost.ts) needs a hard challenge's.
   */
  const verifiedChallenge = async (altcha: unknown, needed: boolean, ip: string, recipient: string) => {
    if (!formsChallenge || !needed) return undefined;
    const challenge = await challenges.verify(altcha);
    if (!challenge) throw FAILURES.challenge();
    if (!challenge.hard && (await isRepeatSend(storage, ip, recipient, repeatLimits))) throw FAILURES.challenge();
    return challenge;
  };

  /**
   * What comes before the contract's check, in this order: a body that is not an object, a malformed
   * Idempotency-Key, and the honeypot: a bot gets the answer a person would, and nothing is kept.
   */
  const beforeCheck = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw FAILURES.malformed();
    request.submission = {
      idempotencyKey: readIdempotencyKey(request),
      altcha: 'altcha' in body ? body.altcha : undefined,
    };
    if (isHoneypotFilled(body)) return reply.code(201).send({ ok: true, id: randomUUID() });
  };

  /** Answers a checked lead or sign-up: its proof of work verified, saved once per Idempotency-Key. */
  const intake = async (
    request: FastifyRequest,
    reply: FastifyReply,
    {
      route,
      data,
      needsChallenge,
      save,
    }: {
      route: 'lead' | 'signup';
      data: Lead | Signup;
      needsChallenge: boolean;
      save: (facts: RequestFacts) => Promise<SaveResult>;
    },
  ) => {
    const { idempotencyKey, altcha } = request.submission ?? { idempotencyKey: undefined, altcha: undefined };
    const challenge = await verifiedChallenge(altcha, needsChallenge, request.ip, data.email);
    const fingerprint = createHash('sha256')
      .update(`${route}\n${JSON.stringify(data)}`)
      .digest('base64url');
    const result = await save({
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

  const storeLead = (lead: Lead, facts: RequestFacts, credit: LeadExtras['credit']) => {
    const calculation = calculationOf(lead);
    return saveLead(storage, lead, facts, {
      calculation,
      credit,
      messages: (record) => leadMessages(lead, calculation, record, mail.settings),
    });
  };

  /** What a lead this request makes is credited to (insights/privacy.ts). */
  const credit = (request: FastifyRequest) =>
    creditOf(request, judgeOrigin(request.headers.origin, request.host, embeds));

  const post = { bodyLimit: BODY_LIMIT, onRequest: [checkOrigin, limiter, requireJson], preValidation: beforeCheck };
  api.post('/leads', { ...post, schema: { body: leadRequest, response: { 201: createdResponse } } }, (request, reply) =>
    intake(request, reply, {
      route: 'lead',
      data: request.body,
      needsChallenge: CHALLENGED_KINDS.has(request.body.kind),
      save: (facts) => storeLead(request.body, facts, credit(request)),
    }),
  );
  api.post(
    '/newsletter',
    { ...post, schema: { body: signupRequest, response: { 201: createdResponse } } },
    (request, reply) =>
      intake(request, reply, {
        route: 'signup',
        data: request.body,
        needsChallenge: true,
        save: (facts) => saveSignup(storage, request.body, facts, confirmationMessages),
      }),
  );
  // Not rate limited: issuing writes nothing, and the posts it leads to are counted.
  api.get(
    '/challenge',
    { onRequest: [checkOrigin], schema: { response: { 200: challengeResponse } } },
    async (request) => challenges.issue(await mustSolveHard(storage.db, request.ip, storage.now())),
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
  if (booking)
    await publicBookingRoutes(api, {
      deps: booking,
      delivery: mail.settings,
      guards: {
        checkOrigin,
        post,
        preflight,
        // Every booking carries a proof of work: it e-mails the address typed.
        challenge: (request, recipient) => verifiedChallenge(request.submission?.altcha, true, request.ip, recipient),
        credit,
      },
      wake: () => mail.wake(),
    });

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

/**
 * The server computes the report from the inputs and refinements with the shared engine, from the
 * month the visitor's forecast started in: figures from a browser are never trusted.
 */
export function calculationOf(lead: Lead): LeadCalculation | undefined {
  const start = (lead.forecastStart && parseMonthStamp(lead.forecastStart)) || monthOf(new Date());
  return lead.inputs
    ? { inputs: lead.inputs, result: calculateRefined(lead.inputs, lead.refinements, start) }
    : undefined;
}

function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const key = idempotencyKeyHeader.safeParse(request.headers['idempotency-key']);
  if (!key.success) throw FAILURES.badIdempotencyKey();
  return key.data;
}
