// Every answer the server gives on purpose that is not a success: one error type (a status, a code
// and a sentence for people), one catalogue of them, and the app's one error handler (app.ts
// registers it), which answers them, and everything else (Fastify's, the database's, a contract's
// refusal) in the words of the API the request was for. The public API (/api) and the staff API
// (/staff/api) keep their own codes and sentences, which forms and the staff UI already show: the
// catalogue names both. Everything else is the site's: its pages answer in plain words.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { BOOKING_MESSAGES, type Slot } from '../src/contracts/booking-api';
import { MESSAGES } from '../src/contracts/lead';
import type { ErrorCode } from '../src/contracts/staff-api';
import { CHALLENGE_REFUSAL } from './challenge';
import { isTransientDatabaseError } from './db/database';
import { ChallengeSpentError, IdempotencyConflictError } from './intake';

/** The public API's codes besides those it shares with the staff API. */
type PublicErrorCode =
  | 'forbidden-origin'
  | 'malformed'
  | 'too-large'
  | 'invalid-idempotency-key'
  | 'idempotency-key-reused'
  | 'rate-limited'
  | 'busy'
  | 'method-not-allowed'
  | 'challenge-failed'
  | 'slot-taken'
  | 'link-expired';

/** An answer given on purpose: status, machine-readable code, a sentence for people. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | PublicErrorCode,
    message: string,
    readonly extra: {
      /** Per-field messages, as a refused form's are. */
      fields?: Readonly<Record<string, string>>;
      /** For a staff 429: in the body, and as Retry-After. */
      retryAfterSeconds?: number;
      /** A booking refused for its time: the nearest free slots to offer instead. */
      nearest?: readonly Slot[];
    } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

const BUSY = 'We are busy right now. Please try again in a few seconds.';

export const FAILURES = Object.freeze({
  // Both APIs.
  server: () => new AppError(500, 'server-error', 'Something went wrong on our side. Please try again in a moment.'),

  // The public API: the site's forms and embeds.
  forbiddenOrigin: () => new AppError(403, 'forbidden-origin', 'Requests from this site are not allowed.'),
  formNotJson: () =>
    new AppError(415, 'unsupported-media-type', 'Send the form as JSON (Content-Type: application/json).'),
  malformed: () => new AppError(400, 'malformed', 'The request body must be a JSON object.'),
  notJsonText: () => new AppError(400, 'malformed', 'The request body is not valid JSON.'),
  tooLarge: () => new AppError(413, 'too-large', 'The request is too large.'),
  badIdempotencyKey: () =>
    new AppError(400, 'invalid-idempotency-key', 'The Idempotency-Key header must be 1 to 200 printable characters.'),
  idempotencyKeyReused: () =>
    new AppError(422, 'idempotency-key-reused', 'This Idempotency-Key was already used for a different request.'),
  rateLimited: () => new AppError(429, 'rate-limited', 'Too many requests. Please wait a minute and try again.'),
  busy: () => new AppError(503, 'busy', BUSY),
  noEndpoint: () => new AppError(404, 'not-found', 'There is no such API endpoint.'),
  methodNotAllowed: (method: string) => new AppError(405, 'method-not-allowed', `Use ${method} for this endpoint.`),
  challenge: () =>
    new AppError(400, 'challenge-failed', CHALLENGE_REFUSAL.message, { fields: { altcha: CHALLENGE_REFUSAL.field } }),
  invalidForm: (fields: Record<string, string>) => new AppError(400, 'invalid', MESSAGES.invalid, { fields }),
  /** Bookings: a time in the past or outside hours (400, on the start field), or taken (409). */
  badSlot: (message: string, nearest: readonly Slot[]) =>
    new AppError(400, 'invalid', message, { fields: { start: message }, nearest }),
  slotTaken: (nearest: readonly Slot[]) => new AppError(409, 'slot-taken', BOOKING_MESSAGES.slotTaken, { nearest }),
  nobodyAvailable: () => new AppError(503, 'unavailable', BOOKING_MESSAGES.nobodyAvailable),
  linkExpired: () => new AppError(404, 'link-expired', BOOKING_MESSAGES.linkExpired),

  // The staff API.
  unauthenticated: (message = 'Please sign in.') => new AppError(401, 'unauthenticated', message),
  /** One message for an unknown address, a wrong password and a disabled account. */
  badCredentials: () =>
    new AppError(401, 'unauthenticated', 'That e-mail address and password do not match an account.'),
  forbidden: (message = 'Only an administrator can do this.') => new AppError(403, 'forbidden', message),
  badCsrf: () =>
    new AppError(403, 'bad-csrf', 'This request is missing its security token. Reload the page and try again.'),
  badOrigin: () => new AppError(403, 'bad-origin', 'Requests from other sites are not allowed.'),
  notFound: (what = 'There is no such page.') => new AppError(404, 'not-found', what),
  invalid: (fields: Record<string, string>) =>
    new AppError(400, 'invalid', 'Please correct the fields listed.', { fields }),
  conflict: (message: string) => new AppError(409, 'conflict', message),
  notJson: () => new AppError(415, 'unsupported-media-type', 'Send JSON (Content-Type: application/json).'),
  staffTooLarge: () => new AppError(413, 'invalid', 'The request is too large.'),
  throttled: (retryAfterSeconds: number) =>
    new AppError(
      429,
      'throttled',
      `Too many failed sign-ins. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    ),
  tooManyRequests: (retryAfterSeconds: number) =>
    new AppError(
      429,
      'throttled',
      `Too many requests. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    ),
  unavailable: () => new AppError(503, 'unavailable', BUSY),
});

/** Which API a route belongs to, declared by its plugin (see answersAs): the words its failures are in. */
export type ApiArea = 'public' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    errors?: ApiArea;
  }
}

/** Marks every route the plugin `api` declares as part of `area`, for the error handler. */
export function answersAs(api: FastifyInstance, area: ApiArea): void {
  api.addHook('onRoute', (route) => {
    route.config = { ...route.config, errors: area };
  });
}

/** How each API words the failures that are not ours: Fastify's body errors, a busy database, a contract's refusal. */
const FOREIGN: Record<
  ApiArea,
  {
    invalid: (fields: Record<string, string>) => AppError;
    busy: () => AppError;
    byStatus: Partial<Record<number, () => AppError>>;
  }
> = {
  public: {
    invalid: FAILURES.invalidForm,
    busy: FAILURES.busy,
    byStatus: { 400: FAILURES.notJsonText, 413: FAILURES.tooLarge, 415: FAILURES.formNotJson },
  },
  staff: {
    invalid: FAILURES.invalid,
    busy: FAILURES.unavailable,
    byStatus: {
      400: () => FAILURES.invalid({ body: 'The request body is not valid JSON.' }),
      413: FAILURES.staffTooLarge,
      415: FAILURES.notJson,
    },
  },
};

/** The field a contract's issue is about: its path (`inputs.monthlyRevenue`), or `body` for the whole. */
const fieldOf = (path: string) => path.replace(/^\//, '').replaceAll('/', '.') || 'body';

/** What to answer for an error: ours as they are, the rest in the area's words. */
export function toAppError(error: unknown, area: ApiArea): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof IdempotencyConflictError) return FAILURES.idempotencyKeyReused();
  if (error instanceof ChallengeSpentError) return FAILURES.challenge();
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) fields[fieldOf(issue.instancePath)] ??= issue.message ?? MESSAGES.invalid;
    return FOREIGN[area].invalid(fields);
  }
  if (isTransientDatabaseError(error)) return FOREIGN[area].busy();
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return (typeof status === 'number' && FOREIGN[area].byStatus[status]?.()) || FAILURES.server();
}

/** The app's one error handler. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const area = request.routeOptions.config.errors;
  if (area === undefined) return answerForSite(error, request, reply);
  const failure = toAppError(error, area);
  if (failure.statusCode >= 500) request.log.error({ err: error }, `${area} API request failed`);
  if (failure.extra.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(failure.extra.retryAfterSeconds));
  if (failure.statusCode === 503) reply.header('retry-after', '5');
  return reply.code(failure.statusCode).send(failure.toJSON());
}

/**
 * The site's pages (and the links in newsletter e-mails): a folder or a refused path is simply not
 * found; anything else is answered in plain words, and server faults are logged.
 */
function answerForSite(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 403 || status === 404) return reply.notFoundPage();
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).type('text/plain; charset=utf-8').send('Something went wrong on our side.');
  }
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(error instanceof Error ? error.message : 'Bad request');
}

/**
 * The app's error handler and the compilers of its route contracts (zod schemas from src/contracts/:
 * requests are checked against them, and answers before they are sent), for every route of the app.
 */
export const routeContracts = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'route-contracts' },
);
