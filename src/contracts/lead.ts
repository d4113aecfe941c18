// The schemas of what /api/leads and /api/newsletter accept, built from the fields in lead-fields.ts
// with one message a person can act on per field (zod/mini: the same code could run in a browser).
// Unknown keys are dropped, not refused: a newer form can send a field this server does not know
// yet without losing the lead, and nothing unknown is ever stored.
import * as z from 'zod/mini';
import { GROWTH_MAX, GROWTH_MIN, MAX_AMOUNT } from '../core/inputs';
import { linesOf } from '../core/industries';
import { INDUSTRIES } from '../core/types';
import {
  CALCULATOR_INPUT_FIELDS,
  CALCULATOR_KINDS,
  CONTROL_EXCEPT_NEWLINES,
  EMAIL_PATTERN,
  FULL_FORM_KINDS,
  HIDDEN_OR_BIDI,
  LEAD_FIELDS,
  LEAD_KINDS,
  LINE_BREAK_OR_CONTROL,
  MESSAGES,
  NOT_A_NAME,
  type Lead,
  type LeadKind,
  type LeadTextField,
  type Signup,
} from './lead-fields';

export * from './lead-fields';

/**
 * A text field: refused if it holds a character its kind forbids (one-line fields: also hidden and
 * direction-changing ones), trimmed, at most its limit; the name also refuses web addresses and markup.
 */
function text(field: LeadTextField) {
  const { label, max, lines } = LEAD_FIELDS[field];
  const forbidden = lines === 'one' ? LINE_BREAK_OR_CONTROL : CONTROL_EXCEPT_NEWLINES;
  const forbiddenMessage = lines === 'one' ? MESSAGES.oneLine(label) : MESSAGES.badCharacters(label);
  return z.nullish(
    z.string({ error: MESSAGES.text(label) }).check(
      z.refine((value) => !forbidden.test(value), { error: forbiddenMessage, abort: true }),
      z.refine((value) => lines === 'many' || !HIDDEN_OR_BIDI.test(value), {
        error: MESSAGES.hiddenCharacters(label),
        abort: true,
      }),
      z.refine((value) => field !== 'name' || !NOT_A_NAME.test(value), { error: MESSAGES.nameNotProse, abort: true }),
      z.trim(),
      z.maxLength(max, { error: MESSAGES.tooLong(label, max) }),
    ),
  );
}

const email = z.nullish(
  z
    .string({ error: MESSAGES.email })
    .check(
      z.trim(),
      z.maxLength(LEAD_FIELDS.email.max, { error: MESSAGES.email }),
      z.regex(EMAIL_PATTERN, { error: MESSAGES.email }),
    ),
);

const page = z.nullish(
  z.string({ error: MESSAGES.text(LEAD_FIELDS.page.label) }).check(
    z.refine((value) => !LINE_BREAK_OR_CONTROL.test(value), {
      error: MESSAGES.oneLine(LEAD_FIELDS.page.label),
      abort: true,
    }),
    z.trim(),
    z.maxLength(LEAD_FIELDS.page.max, { error: MESSAGES.tooLong(LEAD_FIELDS.page.label, LEAD_FIELDS.page.max) }),
    z.refine((value) => value === '' || isPageAddress(value), { error: MESSAGES.page }),
  ),
);

const amount = (field: keyof typeof CALCULATOR_INPUT_FIELDS) => {
  const error = MESSAGES.amount(CALCULATOR_INPUT_FIELDS[field].label);
  return z.number({ error }).check(z.gte(-MAX_AMOUNT, { error }), z.lte(MAX_AMOUNT, { error }));
};
const growth = (field: keyof typeof CALCULATOR_INPUT_FIELDS) => {
  const error = MESSAGES.growth(CALCULATOR_INPUT_FIELDS[field].label);
  return z.number({ error }).check(z.gte(GROWTH_MIN, { error }), z.lte(GROWTH_MAX, { error }));
};

/** The calculator's inputs, each within the range the calculator allows; the line must be the industry's. */
export const calculatorInputsSchema = z
  .object(
    {
      monthlyRevenue: amount('monthlyRevenue'),
      monthlyExpenses: amount('monthlyExpenses'),
      cashReserves: amount('cashReserves'),
      revenueGrowth: growth('revenueGrowth'),
      expenseGrowth: growth('expenseGrowth'),
      industry: z.enum(INDUSTRIES, { error: MESSAGES.industry }),
      lineOfBusiness: z.string({ error: MESSAGES.lineOfBusiness }),
    },
    { error: MESSAGES.inputsType },
  )
  .check(
    z.refine((inputs) => linesOf(inputs.industry).includes(inputs.lineOfBusiness), {
      error: MESSAGES.lineOfBusiness,
      path: ['lineOfBusiness'],
    }),
  );

/** Bots fill every field; people never see this one. Any value at all marks the request. */
const honeypot = z.optional(z.unknown());

export const leadSchema = z.object({
  kind: z.enum(LEAD_KINDS, { error: MESSAGES.kind }),
  name: text('name'),
  email,
  company: text('company'),
  phone: text('phone'),
  industry: text('industry'),
  lineOfBusiness: text('lineOfBusiness'),
  financialChallenge: text('financialChallenge'),
  message: text('message'),
  consent: z.nullish(z.boolean({ error: MESSAGES.consentType })),
  inputs: z.nullish(calculatorInputsSchema),
  website: honeypot,
  page,
});

/** The schema's fields and the Lead type's are the same names: this fails to compile if one drifts. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type SchemaKeys<S extends z.ZodMiniType> = Exclude<keyof z.output<S>, 'website'>;
const leadKeysAgree: Same<SchemaKeys<typeof leadSchema>, keyof Lead> = true;
const signupKeysAgree: Same<SchemaKeys<typeof signupSchema>, keyof Signup> = true;
void leadKeysAgree;
void signupKeysAgree;

export const signupSchema = z.object({
  email,
  website: honeypot,
  page,
});

export type Checked<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

/** Validates a lead. Every field's problem is reported at once, required fields included. */
export function checkLead(body: unknown): Checked<Lead> {
  const parsed = leadSchema.safeParse(body);
  const fields = parsed.success ? {} : fieldMessages(parsed.error);
  const data = withoutEmpty(parsed.success ? parsed.data : isRecord(body) ? body : {});
  const kind = parsed.success ? parsed.data.kind : isRecord(body) ? body.kind : undefined;
  const required = (field: string, message: string) => {
    if (!(field in fields) && isBlank(data[field])) fields[field] = message;
  };
  required('email', MESSAGES.email);
  if (FULL_FORM_KINDS.has(kind as LeadKind)) {
    required('name', MESSAGES.name);
    required('company', MESSAGES.company);
    if (!('consent' in fields) && data.consent !== true) fields.consent = MESSAGES.consent;
  }
  if (CALCULATOR_KINDS.has(kind as LeadKind) && !Object.keys(fields).some((field) => field.startsWith('inputs'))) {
    required('inputs', MESSAGES.inputsRequired);
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  // The calculator's industry and line are the lead's: one truth for the columns and the report.
  const inputs = data.inputs as Lead['inputs'];
  if (inputs) Object.assign(data, { industry: inputs.industry, lineOfBusiness: inputs.lineOfBusiness });
  // The required fields were checked just above; the rest are the schema's output without nulls.
  return { ok: true, data: data as unknown as Lead };
}

/** Validates a newsletter sign-up. */
export function checkSignup(body: unknown): Checked<Signup> {
  const parsed = signupSchema.safeParse(body);
  const fields = parsed.success ? {} : fieldMessages(parsed.error);
  const data = parsed.success ? withoutEmpty(parsed.data) : {};
  if (!('email' in fields) && isBlank(data.email)) fields.email = MESSAGES.email;
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, data: data as unknown as Signup };
}

/** True when a non-empty honeypot says a bot sent this. */
export function isHoneypotFilled(body: unknown): boolean {
  const value = isRecord(body) ? body.website : undefined;
  if (typeof value === 'string') return value.length > 0;
  return value !== undefined && value !== null && value !== false;
}

/** The first message for each field: top-level ones by name, the calculator's as inputs.<name>. */
function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const field = first === 'inputs' && second !== undefined ? `inputs.${String(second)}` : String(first ?? 'body');
    fields[field] ??= issue.message;
  }
  return fields;
}

/** Drops absent, null and empty-string values, and the honeypot, so storage sees only answers. */
function withoutEmpty(data: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'website' || value === undefined || value === null || value === '') continue;
    kept[key] = value;
  }
  return kept;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An absolute http(s) URL, or a path on this site. */
function isPageAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
