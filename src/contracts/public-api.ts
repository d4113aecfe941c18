// The public API's contract as its routes declare it (server/leads-api.ts, server/newsletter-routes.ts,
// with fastify-type-provider-zod): what POST /api/leads and /api/newsletter accept (the checks of
// lead.ts, with their per-field messages), what they answer, the proof of work GET /api/challenge
// hands out, and the newsletter links' query strings.
import * as z from 'zod/mini';
import { type Checked, checkLead, checkSignup } from './lead';

/** A check of lead.ts as a schema: the data it accepts, or one issue per field with its message. */
const checkedBy = <T>(check: (body: unknown) => Checked<T>) =>
  z.pipe(
    z.unknown(),
    z.transform((body: unknown, context) => {
      const checked = check(body);
      if (checked.ok) return checked.data;
      for (const [field, message] of Object.entries(checked.fields))
        context.issues.push({ code: 'custom', message, path: [field], input: body });
      return z.NEVER;
    }),
  );

/** POST /api/leads: a lead of any kind (every field's problem is reported at once). */
export const leadRequest = checkedBy(checkLead);
/** POST /api/newsletter. */
export const signupRequest = checkedBy(checkSignup);

/** 201: stored (also a replayed Idempotency-Key, a repeat sign-up and a filled honeypot). */
export const createdResponse = z.object({ ok: z.literal(true), id: z.string() });

/** GET /api/challenge: ALTCHA's SHA-256 challenge (its v1 protocol). */
export const challengeResponse = z.object({
  /** SHA-256. */
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.optional(z.number()),
  salt: z.string(),
  signature: z.string(),
});

/** The Idempotency-Key header: 1 to 200 printable ASCII characters, or none. */
export const idempotencyKeyHeader = z.optional(z.string().check(z.regex(/^[\x20-\x7e]{1,200}$/)));

/** A link's value of the shape ours have, or undefined (the link is then answered as expired). */
const linkPart = (pattern: RegExp) => z.catch(z.optional(z.string().check(z.regex(pattern))), undefined);
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const SIGNUP_ID = /^[0-9a-f-]{36}$/;

/** POST /newsletter/confirm?token=… */
export const confirmLinkQuery = z.object({ token: linkPart(TOKEN) });
/** POST /newsletter/unsubscribe?id=…&token=… */
export const unsubscribeLinkQuery = z.object({ id: linkPart(SIGNUP_ID), token: linkPart(TOKEN) });
