// The staff JSON API's contract: the params, query, body and answers of every endpoint, as zod
// schemas (STAFF_SCHEMAS, beside each endpoint's method, path and access in staff-fields.ts'
// STAFF_ENDPOINTS). The server declares them on its routes (server/staff/api.ts,
// fastify-type-provider-zod: requests are checked, and answers before they are sent); the staff UI's
// client (src/staff/api.ts) takes its types from the same schemas, so a field renamed here fails tsc
// on both sides. The UI imports this file for types only; its constants are staff-fields.ts.
//
// Conventions
// - Everything is under STAFF_API = '/staff/api/'; requests and answers are JSON (UTF-8), except
//   export.csv (text/csv, a download) and leads/:id/report.pdf (application/pdf).
// - The session is a cookie the browser sends by itself (HttpOnly: the UI never sees it). Call
//   fetch with `credentials: 'same-origin'` (the default).
// - Every request other than GET/HEAD must carry the header `X-CSRF-Token: <csrfToken from GET
//   session>` and is refused unless its Origin is the site's own (browsers add Origin themselves).
//   The anonymous endpoints (sign-in, setup, passkeys/sign-in-*) have no session and so no token:
//   they check the Origin alone, and still require Content-Type: application/json.
// - A failure is `ApiFailure` with the status: 400 invalid (with `fields`), 401 unauthenticated
//   (no session, expired, signed out, disabled account: send the person to /staff/sign-in), 403
//   forbidden (an advisor calling an admin action) or bad-csrf / bad-origin, 404 not-found (also for
//   an id that does not exist: a guessed id learns nothing more), 409 conflict, 415, 429 throttled
//   (with `retryAfterSeconds`, and a Retry-After header), 503 unavailable.
// - Times are ISO 8601 strings in UTC. Ids are opaque strings.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import type { StoredCalculationResult } from '../core/refined-calculation';
import { BOOKING_STAFF_SCHEMAS } from './booking-api';
import { INSIGHTS_SCHEMAS } from './insights-api';
import { calculatorInputsSchema } from './lead';
import { HIDDEN_OR_BIDI, isValidEmail, LEAD_KINDS, LINE_BREAK_OR_CONTROL, MESSAGES } from './lead-fields';
import {
  LEAD_STATUSES,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  ROLES,
  SIGNUP_STATUSES,
  type StaffEndpointName,
} from './staff-fields';

export * from './staff-fields';

export const ERROR_CODES = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'bad-csrf',
  'bad-origin',
  'not-found',
  'conflict',
  'unsupported-media-type',
  'throttled',
  'unavailable',
  'server-error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiFailure = z.object({
  error: z.enum(ERROR_CODES),
  /** A sentence to show as it is. */
  message: z.string(),
  /** For 'invalid': field name → what is wrong with it. */
  fields: z.record(z.string(), z.string()).optional(),
  /** For 'throttled'. */
  retryAfterSeconds: z.number().optional(),
});
export type ApiFailure = z.infer<typeof apiFailure>;

// ── Pieces ─────────────────────────────────────────────────────────────────────────────────────

const id = z.string().min(1).max(200);
const time = z.string();
const email = z.string().trim().refine(isValidEmail, 'Enter a valid e-mail address.');
const password = z.string().max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`);
/** A person's name as the staff area shows it: one line, no hidden or direction-changing characters. */
const personName = z
  .string()
  .refine((value) => !LINE_BREAK_OR_CONTROL.test(value), MESSAGES.oneLine('Name'))
  .refine((value) => !HIDDEN_OR_BIDI.test(value), MESSAGES.hiddenCharacters('Name'))
  .transform((value) => value.trim())
  .pipe(z.string().max(120, 'At most 120 characters.'));
/** The one path parameter: an id, checked against the database (404 for any that is not there). */
const idParams = z.object({ id: z.string() });

/** A query parameter that is text of at most 200 characters (not a repeated one); '' counts as absent. */
const QUERY_TEXT = 'Must be text of at most 200 characters.';
const queryText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string({ error: QUERY_TEXT }).max(200, QUERY_TEXT).optional(),
);
const PAGE = /^\d{1,6}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
/** A page number from a query string, 1 to 999999. */
const pageNumber = (value: string) => PAGE.test(value) && Number(value) >= 1;
/** A page where a bad one means the first (the lists that never refuse their query). */
const lenientPage = z
  .string()
  .refine(pageNumber)
  .transform(Number)
  .optional()
  .catch(undefined)
  .transform((page) => page ?? 1);

/** A page of a list: the total it was cut from, and where. */
const paged = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, total: z.number(), page: z.number(), pageSize: z.number() });

// ── Session ────────────────────────────────────────────────────────────────────────────────────

export const account = z.object({
  id: z.string(),
  email: z.string(),
  /** May be empty: the CLI creates an account from an e-mail address alone. */
  name: z.string(),
  role: z.enum(ROLES),
});
export type Account = z.infer<typeof account>;

/** GET session (401 when signed out), and the answer of every sign-in. */
export const sessionResponse = z.object({
  account,
  /** Send as X-CSRF-Token on every non-GET request of this session. */
  csrfToken: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** 401 'unauthenticated' with the same message for a wrong address and a wrong password; 429 'throttled' after repeated failures. */
export const signInRequest = z.object({ email: z.string().max(254), password });
export type SignInRequest = z.input<typeof signInRequest>;

/** Without accountId: every session of every account, the caller's own included. */
export const signOutEverywhereRequest = z.object({ accountId: id.optional() });
export type SignOutEverywhereRequest = z.input<typeof signOutEverywhereRequest>;
export const signOutEverywhereResponse = z.object({ sessionsEnded: z.number() });
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponse>;

/** 400 'invalid' with fields.password for a short or common password; 404 'not-found' for a used, expired or unknown token. */
export const setupRequest = z.object({
  token: z.string().max(200),
  password: z.string(),
  /** Optional: the person's name as others will see it. */
  name: personName.optional(),
});
export type SetupRequest = z.input<typeof setupRequest>;

/** Every session of the account ends and this browser gets a new one (a new csrfToken). 400 with fields.currentPassword when it is wrong. */
export const changePasswordRequest = z.object({ currentPassword: password, newPassword: z.string() });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

// ── Leads ──────────────────────────────────────────────────────────────────────────────────────

/** GET leads?… and GET export.csv?… (all optional); anything malformed is a 400 naming it. */
export const leadFilter = z.object({
  kind: queryText.pipe(z.enum(LEAD_KINDS, { error: `One of ${LEAD_KINDS.join(', ')}.` }).optional()),
  status: queryText.pipe(z.enum(LEAD_STATUSES, { error: `One of ${LEAD_STATUSES.join(', ')}.` }).optional()),
  industry: queryText,
  /** YYYY-MM-DD, inclusive, UTC. */
  from: queryText.pipe(z.string().refine(isDay, 'A date like 2026-11-23.').optional()),
  /** YYYY-MM-DD, inclusive, UTC. */
  to: queryText.pipe(z.string().refine(isDay, 'A date like 2026-11-23.').optional()),
  /** Matches name, e-mail or company (case-insensitive substring). */
  q: queryText.transform((q) => q?.trim() || undefined).optional(),
  /** 1-based; GET leads only. */
  page: queryText.pipe(z.string().refine(pageNumber, 'A page number from 1.').transform(Number).optional()),
});
export type LeadFilter = z.output<typeof leadFilter>;

export const accountRef = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type AccountRef = z.infer<typeof accountRef>;

export const leadSummary = z.object({
  id: z.string(),
  createdAt: time,
  kind: z.enum(LEAD_KINDS),
  name: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  industry: z.string().nullable(),
  /** From the stored calculation; null when the lead has none. */
  riskLevel: z.enum(['High', 'Medium', 'Low']).nullable(),
  status: z.enum(LEAD_STATUSES),
  assignedTo: accountRef.nullable(),
});
export type LeadSummary = z.infer<typeof leadSummary>;

/** Newest first. */
export const leadListResponse = paged({ leads: z.array(leadSummary) });
export type LeadListResponse = z.infer<typeof leadListResponse>;

/** What the calculator sent and what the server computed from it (leads.calculation). */
export const leadCalculation = z.object({
  inputs: calculatorInputsSchema,
  /** The calculator's own result (src/core): made by the server, stored as it was made (with the outlook and refinements since issue 20). */
  result: z.custom<StoredCalculationResult>((value) => typeof value === 'object' && value !== null),
});
export type LeadCalculation = z.infer<typeof leadCalculation>;

export const delivery = z.object({
  id: z.string(),
  createdAt: time,
  channel: z.enum(['email', 'webhook']),
  template: z.string(),
  recipient: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'cancelled']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: time.nullable(),
});
export type Delivery = z.infer<typeof delivery>;

export const leadHistoryEntry = z.object({
  at: time,
  by: accountRef.nullable(),
  field: z.enum(['status', 'assignedTo']),
  /** A status, or an account id (null: unassigned). */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntry>;

export const leadNote = z.object({
  id: z.string(),
  at: time,
  by: accountRef.nullable(),
  /** Plain text as typed: render it as text, never as markup. */
  text: z.string(),
});
export type LeadNote = z.infer<typeof leadNote>;

/** GET leads/:id (recorded in the audit log as a view). */
export const leadDetail = leadSummary.extend({
  phone: z.string().nullable(),
  lineOfBusiness: z.string().nullable(),
  financialChallenge: z.string().nullable(),
  message: z.string().nullable(),
  consent: z.boolean().nullable(),
  page: z.string().nullable(),
  calculation: leadCalculation.nullable(),
  /** Whether GET leads/:id/report.pdf can answer (the lead has a calculation). */
  hasReport: z.boolean(),
  deliveries: z.array(delivery),
  history: z.array(leadHistoryEntry),
  /** Oldest first. */
  notes: z.array(leadNote),
});
export type LeadDetail = z.infer<typeof leadDetail>;

/** assignedTo: an account id, or null to unassign. */
export const leadUpdateRequest = z
  .object({ status: z.enum(LEAD_STATUSES).optional(), assignedTo: id.nullable().optional() })
  .refine((change) => change.status !== undefined || change.assignedTo !== undefined, 'Send a status or an assignee.');
export type LeadUpdateRequest = z.input<typeof leadUpdateRequest>;

export const noteRequest = z.object({
  text: z.string().trim().min(1, 'Write a note.').max(NOTE_MAX_LENGTH, `At most ${NOTE_MAX_LENGTH} characters.`),
});
export type NoteRequest = z.input<typeof noteRequest>;

// ── Newsletter, export, erasure ────────────────────────────────────────────────────────────────

/** GET subscribers?status=&q=&page=: a value it does not know is ignored, never refused. */
export const subscriberQuery = z.object({
  status: z.enum(SIGNUP_STATUSES).optional().catch(undefined),
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((q) => q?.trim().slice(0, 200) ?? ''),
  page: lenientPage,
});

export const subscriber = z.object({
  id: z.string(),
  createdAt: time,
  email: z.string(),
  status: z.enum(SIGNUP_STATUSES),
  confirmedAt: time.nullable(),
  unsubscribedAt: time.nullable(),
});
export type Subscriber = z.infer<typeof subscriber>;

/** Newest first. */
export const subscriberListResponse = paged({ subscribers: z.array(subscriber) });
export type SubscriberListResponse = z.infer<typeof subscriberListResponse>;

/** GET export.csv?<leadFilter without page> (admin): the CSV of `npm run leads:export` for the filtered
 *  leads (sign-ups are not filtered by lead filters: they are included only when no filter is set),
 *  as an attachment, UTF-8 with a byte order mark so Excel reads accents. */
export const exportCsv = z.string();

/** Without `confirm`: a preview, nothing erased. With confirm: true: erased. */
export const eraseRequest = z.object({ email, confirm: z.boolean().optional() });
export type EraseRequest = z.input<typeof eraseRequest>;

export const eraseCounts = z.object({
  leads: z.number(),
  signups: z.number(),
  /** Pending, sent or failed e-mails and webhooks about the person. */
  deliveries: z.number(),
});
export type EraseCounts = z.infer<typeof eraseCounts>;

export const eraseResponse = z.object({ erased: z.boolean(), counts: eraseCounts });
export type EraseResponse = z.infer<typeof eraseResponse>;

// ── Accounts and audit (admin) ─────────────────────────────────────────────────────────────────

export const accountSummary = account.extend({
  disabled: z.boolean(),
  createdAt: time,
  /** False until the setup link has been used. */
  hasPassword: z.boolean(),
  passkeys: z.number(),
  lastSignInAt: time.nullable(),
});
export type AccountSummary = z.infer<typeof accountSummary>;

/** Advisors may call it too (to assign leads): they get the enabled accounts only, without lastSignInAt/passkeys detail (zeros/null). */
export const accountListResponse = z.object({ accounts: z.array(accountSummary) });
export type AccountListResponse = z.infer<typeof accountListResponse>;

/** 201; 409 'conflict' when the address has an account. */
export const inviteRequest = z.object({ email, role: z.enum(ROLES), name: personName.optional() });
export type InviteRequest = z.input<typeof inviteRequest>;

/** Also the answer of POST accounts/:id/setup-link: a new link (the old ones stop working). */
export const inviteResponse = z.object({
  account: accountSummary,
  /** The one-time setup link. */
  setupUrl: z.string(),
  expiresAt: time,
});
export type InviteResponse = z.infer<typeof inviteResponse>;

/** Disabling ends the account's sessions. An admin cannot disable or demote themself (409), so there is always one. */
export const accountUpdateRequest = z
  .object({ role: z.enum(ROLES).optional(), disabled: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, 'Send a role or disabled.');
export type AccountUpdateRequest = z.input<typeof accountUpdateRequest>;

/** GET audit?action=&page=: an action that is not one (letters and dashes) lists them all. */
export const auditQuery = z.object({
  action: z
    .string()
    .regex(/^[a-z-]{1,40}$/)
    .optional()
    .catch(undefined),
  page: lenientPage,
});

export const auditEntry = z.object({
  id: z.string(),
  at: time,
  actor: accountRef.nullable(),
  /** e.g. sign-in, sign-in-failed, sign-out, lead-view, lead-update, note-add, export, erase,
   *  account-create, account-update, setup, password-change, passkey-add, passkey-delete. */
  action: z.string(),
  /** What it concerned, e.g. a lead or account id; never an erased person's address. */
  target: z.string().nullable(),
  /** Facts about the action, e.g. { counts } for an erasure, { filter } for an export. */
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Newest first. */
export const auditListResponse = paged({ entries: z.array(auditEntry) });
export type AuditListResponse = z.infer<typeof auditListResponse>;

// ── Passkeys ───────────────────────────────────────────────────────────────────────────────────

export const passkey = z.object({ id: z.string(), name: z.string(), createdAt: time, lastUsedAt: time.nullable() });
export type Passkey = z.infer<typeof passkey>;

/** The signed-in account's. */
export const passkeyListResponse = z.object({ passkeys: z.array(passkey) });
export type PasskeyListResponse = z.infer<typeof passkeyListResponse>;

/** WebAuthn's own JSON, which @simplewebauthn makes and verifies field by field: only its shape is ours. */
const webAuthn = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null);
/** An authenticator's response: an object with its credential's id; the library verifies the rest. */
const webAuthnResponse = <T extends { id: string }>() =>
  z.custom<T>((value) => z.looseObject({ id: z.string() }).safeParse(value).success);

/** POST passkeys/register-options (signed in): a passkey alone is a full sign-in, so adding one asks for
 *  the password again, or one of the account's passkeys (an assertion to sign-in-options' challenge):
 *  a borrowed session is not enough. A wrong one is 400 on currentPassword or passkey and counts as a
 *  failed sign-in. The account is e-mailed when a passkey is added. */
export const passkeyRegisterOptionsRequest = z
  .object({
    currentPassword: password.optional(),
    passkey: z.object({ challengeId: id, response: webAuthnResponse<AuthenticationResponseJSON>() }).optional(),
  })
  .refine((body) => body.currentPassword !== undefined || body.passkey !== undefined, {
    message: 'Enter your current password, or confirm with one of your passkeys.',
    path: ['currentPassword'],
  });
export type PasskeyRegisterOptionsRequest = { currentPassword: string } | { passkey: PasskeySignInVerifyRequest };

/** → options for startRegistration(). Passkeys are discoverable and need user verification (a PIN or biometric). */
export const passkeyRegisterOptionsResponse = webAuthn<PublicKeyCredentialCreationOptionsJSON>();
export type PasskeyRegisterOptionsResponse = z.infer<typeof passkeyRegisterOptionsResponse>;

export const passkeyRegisterVerifyRequest = z.object({
  response: webAuthnResponse<RegistrationResponseJSON>(),
  /** A label, e.g. "MacBook"; default "Passkey". */
  name: z.string().max(200).optional(),
});
export type PasskeyRegisterVerifyRequest = z.output<typeof passkeyRegisterVerifyRequest>;

/** Options for startAuthentication() and the challenge's id to send back (discoverable credentials: no address asked). */
export const passkeySignInOptionsResponse = z.object({
  challengeId: z.string(),
  options: webAuthn<PublicKeyCredentialRequestOptionsJSON>(),
});
export type PasskeySignInOptionsResponse = z.infer<typeof passkeySignInOptionsResponse>;

export const passkeySignInVerifyRequest = z.object({
  challengeId: id,
  response: webAuthnResponse<AuthenticationResponseJSON>(),
});
export type PasskeySignInVerifyRequest = z.output<typeof passkeySignInVerifyRequest>;

// ── Every endpoint ─────────────────────────────────────────────────────────────────────────────

/** What an endpoint declares beside its method and path (STAFF_ENDPOINTS): its schemas. */
interface EndpointSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** By status; 204 has no body. */
  response: Record<number, z.ZodType>;
}

const none = z.undefined();

/** The schemas of every endpoint of STAFF_ENDPOINTS: the server declares them on its routes, the UI's client takes its types from them. */
export const STAFF_SCHEMAS = {
  session: { response: { 200: sessionResponse } },
  signIn: { body: signInRequest, response: { 200: sessionResponse } },
  signOut: { response: { 204: none } },
  signOutEverywhere: { body: signOutEverywhereRequest, response: { 200: signOutEverywhereResponse } },
  setup: { body: setupRequest, response: { 200: sessionResponse } },
  changePassword: { body: changePasswordRequest, response: { 200: sessionResponse } },
  leads: { querystring: leadFilter, response: { 200: leadListResponse } },
  lead: { params: idParams, response: { 200: leadDetail } },
  updateLead: { params: idParams, body: leadUpdateRequest, response: { 200: leadDetail } },
  addNote: { params: idParams, body: noteRequest, response: { 201: leadNote } },
  report: { params: idParams, response: { 200: z.instanceof(Uint8Array) } },
  subscribers: { querystring: subscriberQuery, response: { 200: subscriberListResponse } },
  exportCsv: { querystring: leadFilter, response: { 200: exportCsv } },
  erase: { body: eraseRequest, response: { 200: eraseResponse } },
  accounts: { response: { 200: accountListResponse } },
  invite: { body: inviteRequest, response: { 201: inviteResponse } },
  updateAccount: { params: idParams, body: accountUpdateRequest, response: { 200: accountSummary } },
  setupLink: { params: idParams, response: { 200: inviteResponse } },
  audit: { querystring: auditQuery, response: { 200: auditListResponse } },
  passkeys: { response: { 200: passkeyListResponse } },
  deletePasskey: { params: idParams, response: { 204: none } },
  passkeyRegisterOptions: { body: passkeyRegisterOptionsRequest, response: { 200: passkeyRegisterOptionsResponse } },
  passkeyRegisterVerify: { body: passkeyRegisterVerifyRequest, response: { 201: passkey } },
  passkeySignInOptions: { response: { 200: passkeySignInOptionsResponse } },
  passkeySignInVerify: { body: passkeySignInVerifyRequest, response: { 200: sessionResponse } },
  ...BOOKING_STAFF_SCHEMAS,
  ...INSIGHTS_SCHEMAS,
} as const satisfies Record<StaffEndpointName, EndpointSchemas>;

export type StaffSchemas = typeof STAFF_SCHEMAS;
