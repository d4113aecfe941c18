// What /api/leads and /api/newsletter accept, with one message a person can act on per field.
// Unknown keys are dropped, not refused: a newer form can send a field this server does not know
// yet without losing the lead, and nothing unknown is ever stored.
import { z } from 'zod';

export const LEAD_KINDS = /** @type {const} */ (['report', 'popup', 'contact', 'consultation', 'sales']);

/** Kinds whose form asks for name, company and consent; the popup asks only for an e-mail. */
const FULL_FORM_KINDS = new Set(['report', 'contact', 'consultation', 'sales']);

export const MESSAGES = Object.freeze({
  invalid: 'Please correct the fields listed below.',
  email: 'Enter a valid email address, like name@company.com.',
  name: 'Enter your full name.',
  company: 'Enter your company name.',
  consent: 'Please agree to be contacted so we can answer your request.',
  kind: `Choose what the request is for: ${LEAD_KINDS.join(', ')}.`,
  page: 'The page address must be a web address (http or https) or a path.',
});

// Line breaks in a one-line field are how a value smuggles extra headers into an e-mail; other
// control characters have no business in a form either. U+2028/2029 and NEL break lines too.
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Multi-line fields may hold tab, LF and CR, nothing else from the control range.
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// Something@something.tld: no spaces or control characters, one @, a dotted domain whose labels
// are letters, digits and inner hyphens, ending in a letter TLD (or a punycode one).
const EMAIL =
  /^[^\s@"(),:;<>[\\\]\u0000-\u001f\u007f]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * A one-line text field: refused if it holds a line break, trimmed, at most `max` characters.
 * @param {string} label as a person reads it, capitalised
 * @param {number} max
 */
const line = (label, max) =>
  z
    .string({ error: `${label} must be text.` })
    .refine((value) => !LINE_BREAK_OR_CONTROL.test(value), { error: `${label} must fit on one line.`, abort: true })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters.` })
    .nullish();

/**
 * A multi-line text field: line breaks allowed, trimmed, at most `max` characters.
 * @param {string} label
 * @param {number} max
 */
const paragraph = (label, max) =>
  z
    .string({ error: `${label} must be text.` })
    .refine((value) => !CONTROL_EXCEPT_NEWLINES.test(value), { error: `${label} contains characters we can't accept.`, abort: true })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters.` })
    .nullish();

const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, { error: MESSAGES.email })
  .regex(EMAIL, { error: MESSAGES.email })
  .nullish();

const page = line('Page address', 500).refine((value) => !value || isPageAddress(value), { error: MESSAGES.page });

/** Bots fill every field; people never see this one. Any value at all marks the request. */
const honeypot = z.unknown().optional();

export const leadSchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: MESSAGES.kind }),
  name: line('Name', 120),
  email,
  company: line('Company name', 160),
  phone: line('Phone', 40),
  industry: line('Industry', 80),
  lineOfBusiness: line('Line of business', 80),
  financialChallenge: paragraph('Financial challenge', 1000),
  message: paragraph('Message', 2000),
  consent: z.boolean({ error: 'Consent must be true or false.' }).nullish(),
  website: honeypot,
  page,
});

export const signupSchema = z.object({
  email,
  website: honeypot,
  page,
});

/**
 * Validates a lead. Every field's problem is reported at once, required fields included.
 * @param {unknown} body a parsed JSON object
 * @returns {{ ok: true, data: import('./storage.mjs').Lead } | { ok: false, fields: Record<string, string> }}
 */
export function checkLead(body) {
  const parsed = leadSchema.safeParse(body);
  const fields = parsed.success ? {} : fieldMessages(parsed.error);
  const data = parsed.success ? withoutEmpty(parsed.data) : withoutEmpty(/** @type {any} */ (body) ?? {});
  const kind = parsed.success ? parsed.data.kind : /** @type {any} */ (body)?.kind;
  const required = (/** @type {string} */ field, /** @type {string} */ message) => {
    if (!(field in fields) && isBlank(data[field])) fields[field] = message;
  };
  required('email', MESSAGES.email);
  if (FULL_FORM_KINDS.has(kind)) {
    required('name', MESSAGES.name);
    required('company', MESSAGES.company);
    if (!('consent' in fields) && data.consent !== true) fields.consent = MESSAGES.consent;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, data: /** @type {any} */ (data) };
}

/**
 * Validates a newsletter sign-up.
 * @param {unknown} body a parsed JSON object
 * @returns {{ ok: true, data: import('./storage.mjs').Signup } | { ok: false, fields: Record<string, string> }}
 */
export function checkSignup(body) {
  const parsed = signupSchema.safeParse(body);
  const fields = parsed.success ? {} : fieldMessages(parsed.error);
  const data = parsed.success ? withoutEmpty(parsed.data) : {};
  if (!('email' in fields) && isBlank(data.email)) fields.email = MESSAGES.email;
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, data: /** @type {any} */ (data) };
}

/**
 * True when a non-empty honeypot says a bot sent this.
 * @param {unknown} body
 */
export function isHoneypotFilled(body) {
  const value = /** @type {any} */ (body)?.website;
  if (typeof value === 'string') return value.length > 0;
  return value !== undefined && value !== null && value !== false;
}

/**
 * The first message for each top-level field.
 * @param {z.ZodError} error
 */
function fieldMessages(error) {
  /** @type {Record<string, string>} */
  const fields = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.message;
  }
  return fields;
}

/**
 * Drops absent, null and empty-string values, and the honeypot, so storage sees only answers.
 * @param {Record<string, unknown>} data
 * @returns {Record<string, any>}
 */
function withoutEmpty(data) {
  /** @type {Record<string, any>} */
  const kept = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'website' || value === undefined || value === null || value === '') continue;
    kept[key] = value;
  }
  return kept;
}

/** @param {unknown} value */
const isBlank = (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * An absolute http(s) URL, or a path on this site.
 * @param {string} value
 */
function isPageAddress(value) {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
