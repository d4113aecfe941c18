// The fields of the lead forms and the newsletter form: kinds, labels, limits, the e-mail rule and
// every message. No zod here, so the browser forms import it for nothing: the schemas built from it
// are in lead.ts (the server's validation). Storage columns, the CSV export and the public types
// derive from these names; test/unit/contracts.test.ts fails if any of them drifts.
import type { StoredCalculationResult } from '../core/refined-calculation';
import { REFINEMENT_LABELS } from '../core/refinement-labels';
import type { ForecastRefinements } from '../core/refinements';
import type { CalculatorInputs } from '../core/types';

export const LEAD_KINDS = ['report', 'popup', 'contact', 'consultation', 'sales'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Kinds whose form asks for name, company and consent; the popup asks only for an e-mail. */
export const FULL_FORM_KINDS: ReadonlySet<LeadKind> = new Set(['report', 'contact', 'consultation', 'sales']);

/** Kinds sent from the calculator: their lead carries its inputs, and the report is built from them. */
export const CALCULATOR_KINDS: ReadonlySet<LeadKind> = new Set(['report', 'popup']);

/** The calculator's inputs a lead carries under `inputs`, with the labels the calculator shows. */
export const CALCULATOR_INPUT_FIELDS = {
  monthlyRevenue: { label: 'Monthly Revenue', kind: 'amount' },
  monthlyExpenses: { label: 'Monthly Expenses', kind: 'amount' },
  cashReserves: { label: 'Cash Reserves', kind: 'amount' },
  revenueGrowth: { label: 'Revenue Growth (annual)', kind: 'growth' },
  expenseGrowth: { label: 'Expense Growth (annual)', kind: 'growth' },
  industry: { label: 'Industry', kind: 'industry' },
  lineOfBusiness: { label: 'Line of Business', kind: 'line' },
} as const satisfies Record<keyof CalculatorInputs, { label: string; kind: 'amount' | 'growth' | 'industry' | 'line' }>;

/** The forecast's optional refinements a lead carries under `refinements`, with the labels the calculator shows. */
export const REFINEMENT_FIELDS = {
  daysToGetPaid: { label: REFINEMENT_LABELS.daysToGetPaid },
  daysToPaySuppliers: { label: REFINEMENT_LABELS.daysToPaySuppliers },
  seasonality: { label: REFINEMENT_LABELS.seasonality },
  oneOffItems: { label: REFINEMENT_LABELS.oneOffItems },
  minimumCash: { label: REFINEMENT_LABELS.minimumCash },
} as const satisfies Record<keyof ForecastRefinements, { label: string }>;

/**
 * Kinds whose answer the server e-mails to the address typed, as it does a newsletter sign-up's: they
 * carry a proof of work (server/challenge.ts), so a bot cannot cheaply make the firm mail strangers.
 */
export const CHALLENGED_KINDS: ReadonlySet<LeadKind> = new Set(['report', 'popup']);

/** Every text field a lead may carry: its label as the person reads it, its limit, its shape. */
export const LEAD_FIELDS = {
  name: { label: 'Full Name', max: 120, lines: 'one' },
  email: { label: 'Email', max: 254, lines: 'one' },
  company: { label: 'Company Name', max: 160, lines: 'one' },
  phone: { label: 'Phone', max: 40, lines: 'one' },
  industry: { label: 'Industry', max: 80, lines: 'one' },
  lineOfBusiness: { label: 'Line of Business', max: 80, lines: 'one' },
  financialChallenge: { label: 'Biggest financial challenge', max: 1000, lines: 'many' },
  message: { label: 'Message', max: 2000, lines: 'many' },
  page: { label: 'Page address', max: 500, lines: 'one' },
} as const satisfies Record<string, { label: string; max: number; lines: 'one' | 'many' }>;

export type LeadTextField = keyof typeof LEAD_FIELDS;

/** The labels of every field the server may name in a 400, for the form's alert. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(LEAD_FIELDS).map(([field, { label }]) => [field, label])),
  consent: 'Consent',
  kind: 'Request type',
  inputs: 'Calculator figures',
  ...Object.fromEntries(
    Object.entries(CALCULATOR_INPUT_FIELDS).map(([field, { label }]) => [`inputs.${field}`, label]),
  ),
  refinements: 'Forecast refinements',
  ...Object.fromEntries(Object.entries(REFINEMENT_FIELDS).map(([field, { label }]) => [`refinements.${field}`, label])),
  forecastStart: 'Forecast start month',
};

export const MESSAGES = Object.freeze({
  invalid: 'Please correct the fields listed below.',
  email: 'Enter a valid email address, like name@company.com.',
  name: 'Enter your full name.',
  company: 'Enter your company name.',
  consent: 'Please agree to be contacted so we can answer your request.',
  consentType: 'Consent must be true or false.',
  kind: `Choose what the request is for: ${LEAD_KINDS.join(', ')}.`,
  page: 'The page address must be a web address (http or https) or a path.',
  text: (label: string) => `${label} must be text.`,
  oneLine: (label: string) => `${label} must fit on one line.`,
  badCharacters: (label: string) => `${label} contains characters we can't accept.`,
  hiddenCharacters: (label: string) =>
    `${label} contains invisible or direction-changing characters (such as a right-to-left override or a zero-width space): please type it again without them.`,
  nameNotProse: 'Enter just your name: a web address or markup (< >) cannot be part of it.',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  inputsRequired: 'The report is built from your figures: calculate first, then ask for the report.',
  inputsType: 'The calculator figures must be sent as an object of numbers.',
  amount: (label: string) =>
    `${label} must be a whole number of dollars between -1,000,000,000,000 and 1,000,000,000,000.`,
  growth: (label: string) => `${label} must be a percentage from -10 to 20.`,
  industry: 'Choose an industry: Construction, Manufacturing, Transportation or Other.',
  lineOfBusiness: 'Choose a line of business of the chosen industry.',
  refinementsType: 'The forecast refinements must be sent as an object.',
  paymentDays: (label: string) => `${label} must be a whole number of days from 0 to 180.`,
  seasonality:
    'Seasonality must be flat, an industry preset or custom, with twelve monthly factors from 0 to 3 that are not all 0.',
  oneOffItems:
    'One-off items: at most 12, each in a month from 1 to 36, with a whole number of dollars other than 0 (negative for money out) and a one-line label of at most 60 characters.',
  minimumCash: 'Minimum cash buffer must be a whole number of dollars from 0 to 1,000,000,000,000.',
  forecastStart: "The forecast's start month must be the current month, written like 2026-11.",
});

export { HIDDEN_OR_BIDI, LINE_BREAK_OR_CONTROL } from '../core/text-rules';
/** A web address (a scheme, or www.) or markup in a name: words for a stranger, not a name. */
export const NOT_A_NAME = /[a-z][a-z0-9+.-]*:\/\/|\b(?:https?|mailto|javascript|data|file|tel|sms):|\bwww\.|[<>]/i;
// Multi-line fields may hold tab, LF and CR, nothing else from the control range.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
export const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Something@something.tld: no spaces or control characters, one @, a dotted domain whose labels are
 * letters, digits and inner hyphens, ending in a letter TLD (or a punycode one).
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-control-regex -- an address may hold no control character
  /^[^\s@"(),:;<>[\\\]\u0000-\u001f\u007f]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** The e-mail rule the server applies, for a form to check as the person types. */
export const isValidEmail = (text: string): boolean => text.length <= LEAD_FIELDS.email.max && EMAIL_PATTERN.test(text);

/** What a form sends (the detail of `cashflow-lead-submit`, less the request's own `website` and `page`). */
export interface LeadSubmission {
  kind: LeadKind;
  name?: string;
  email: string;
  company?: string;
  phone?: string;
  financialChallenge?: string;
  message?: string;
  /** The calculator's industry, or the one chosen on a contact form. */
  industry?: string;
  lineOfBusiness?: string;
  consent?: boolean;
  /** The calculator's inputs, sent with a report or popup lead: the server computes the report from them. */
  inputs?: CalculatorInputs;
  /** The forecast's refinements, with the inputs; absent is the spec's forecast. */
  refinements?: ForecastRefinements;
  /** The month the calculator's forecast starts in, "2026-11" (the visitor's month); absent is the server's. */
  forecastStart?: string;
}

/** The detail of `cashflow-newsletter-subscribe`. */
export interface NewsletterSubmission {
  email: string;
}

/** A lead as it is accepted and stored: trimmed text, every absent field left out. */
export type Lead = LeadSubmission & { page?: string };
/**
 * What a stored lead keeps of the calculator: the inputs as sent and the result the server computed
 * from them with the shared engine (never figures from the browser). The result carries the
 * refinements and the cash-out outlook; a lead stored before they existed has neither.
 */
export interface LeadCalculation {
  inputs: CalculatorInputs;
  result: StoredCalculationResult;
}

/** A newsletter sign-up as it is accepted and stored. */
export type Signup = NewsletterSubmission & { page?: string };

/** A lead's fields in the order the CSV export and the staff views show them. */
export const LEAD_RECORD_FIELDS = [
  'kind',
  'name',
  'email',
  'company',
  'phone',
  'industry',
  'lineOfBusiness',
  'financialChallenge',
  'message',
  'consent',
  'page',
] as const satisfies ReadonlyArray<keyof Lead>;

export type LeadRecordField = (typeof LEAD_RECORD_FIELDS)[number];
