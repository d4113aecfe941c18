// The staff JSON API's contract, shared by the server (server/staff/) and the staff UI (src/staff/):
// the request and response of every endpoint, and how the pages are served. Types only, plus a few
// constants both sides need, so the UI imports it for (almost) nothing.
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
//
// Pages: the server answers GET on each path of STAFF_PAGES with the same HTML shell (never
// prerendered, `<meta name="robots" content="noindex">` and X-Robots-Tag: noindex, the site's strict
// CSP): an empty `<div id="staff-app"></div>` in <body>, and
// `<script type="module" src="/staff/app.js">` (and `<link rel="stylesheet" href="/staff/app.css">`
// when dist/staff/app.css exists). The UI picks the page from location.pathname (see
// STAFF_PAGES) and may switch pages client-side with history.pushState. The build puts the entry at
// dist/staff/app.js (stable name; its chunks may go to dist/chunks/), and writes no index.html under
// dist/staff/. An anonymous request for any page but sign-in and setup is answered 303 to
// /staff/sign-in?next=<the path>; a signed-in request for /staff/sign-in is answered 303 to /staff.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { LeadCalculation, LeadKind } from '../contracts/lead-fields';

export const STAFF_API = '/staff/api/';
export const CSRF_HEADER = 'X-CSRF-Token';
/** The bundle the page shell loads, and its optional stylesheet. */
export const STAFF_ENTRY = '/staff/app.js';
export const STAFF_STYLESHEET = '/staff/app.css';
/** The site's icon, which the shell links (<link rel="icon" type="image/svg+xml">): without it
 *  browsers ask for /favicon.ico, a 404 logged on every staff page. (Proposed by the ui helper.) */
export const STAFF_ICON = '/favicon.svg';
/** The element of the shell the UI renders into. */
export const STAFF_ROOT_ID = 'staff-app';

/** Every page path the server answers with the shell (`:id` is a lead id). */
export const STAFF_PAGES = Object.freeze({
  signIn: '/staff/sign-in',
  /** ?token=… from the CLI's or an admin's invitation link. */
  setup: '/staff/setup',
  inbox: '/staff',
  lead: '/staff/leads/:id',
  subscribers: '/staff/subscribers',
  accounts: '/staff/accounts',
  audit: '/staff/audit',
  security: '/staff/security',
});

export const ROLES = ['admin', 'advisor'] as const;
export type Role = (typeof ROLES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Passwords: at least this long, at most MAX (a bound on hashing work), and not a common one. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const LEADS_PAGE_SIZE = 25;

export type ErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'bad-csrf'
  | 'bad-origin'
  | 'not-found'
  | 'conflict'
  | 'unsupported-media-type'
  | 'throttled'
  | 'unavailable'
  | 'server-error';

export interface ApiFailure {
  error: ErrorCode;
  /** A sentence to show as it is. */
  message: string;
  /** For 'invalid': field name → what is wrong with it. */
  fields?: Record<string, string>;
  /** For 'throttled'. */
  retryAfterSeconds?: number;
}

// ── Session ────────────────────────────────────────────────────────────────────────────────────

export interface Account {
  id: string;
  email: string;
  /** May be empty: the CLI creates an account from an e-mail address alone. */
  name: string;
  role: Role;
}

/** GET session (401 when signed out). */
export interface SessionResponse {
  account: Account;
  /** Send as X-CSRF-Token on every non-GET request of this session. */
  csrfToken: string;
}

/** POST sign-in → SessionResponse (a new session cookie). 401 'unauthenticated' with the same
 *  message for a wrong address and a wrong password; 429 'throttled' after repeated failures. */
export interface SignInRequest {
  email: string;
  password: string;
}

/** POST sign-out → 204. Ends this session. */

/** POST sign-out-everywhere (admin) → SignOutEverywhereResponse. Without accountId: every session of
 *  every account, the caller's own included. */
export interface SignOutEverywhereRequest {
  accountId?: string;
}
export interface SignOutEverywhereResponse {
  sessionsEnded: number;
}

/** POST setup (anonymous) → SessionResponse: sets the password from the one-time link and signs in.
 *  400 'invalid' with fields.password for a short or common password; 404 'not-found' for a used,
 *  expired or unknown token (one message for all three). */
export interface SetupRequest {
  token: string;
  password: string;
  /** Optional: the person's name as others will see it. */
  name?: string;
}

/** POST password (signed in) → SessionResponse: changes the password; every session of the account
 *  ends and this browser gets a new one (a new csrfToken). 400 with fields.currentPassword when it is wrong. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

// ── Leads ──────────────────────────────────────────────────────────────────────────────────────

/** GET leads?… and GET export.csv?… take these as query parameters (all optional). */
export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  industry?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  to?: string;
  /** Matches name, e-mail or company (case-insensitive substring). */
  q?: string;
  /** 1-based; GET leads only. */
  page?: number;
}

export interface AccountRef {
  id: string;
  email: string;
  name: string;
}

export interface LeadSummary {
  id: string;
  createdAt: string;
  kind: LeadKind;
  name: string | null;
  email: string;
  company: string | null;
  industry: string | null;
  /** From the stored calculation; null when the lead has none. */
  riskLevel: 'High' | 'Medium' | 'Low' | null;
  status: LeadStatus;
  assignedTo: AccountRef | null;
}

/** GET leads → newest first. */
export interface LeadListResponse {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the calculator sent and what the server computed from it (leads.calculation). */
export type { LeadCalculation };

export interface Delivery {
  id: string;
  createdAt: string;
  channel: 'email' | 'webhook';
  template: string;
  recipient: string;
  status: 'pending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface LeadHistoryEntry {
  at: string;
  by: AccountRef | null;
  field: 'status' | 'assignedTo';
  /** A status, or an account id (null: unassigned). */
  from: string | null;
  to: string | null;
}

export interface LeadNote {
  id: string;
  at: string;
  by: AccountRef | null;
  /** Plain text as typed: render it as text, never as markup. */
  text: string;
}

/** GET leads/:id (recorded in the audit log as a view). */
export interface LeadDetail extends LeadSummary {
  phone: string | null;
  lineOfBusiness: string | null;
  financialChallenge: string | null;
  message: string | null;
  consent: boolean | null;
  page: string | null;
  calculation: LeadCalculation | null;
  /** Whether GET leads/:id/report.pdf can answer (the lead has a calculation). */
  hasReport: boolean;
  deliveries: Delivery[];
  history: LeadHistoryEntry[];
  /** Oldest first. */
  notes: LeadNote[];
}

/** PATCH leads/:id → LeadDetail. assignedTo: an account id, or null to unassign. */
export interface LeadUpdateRequest {
  status?: LeadStatus;
  assignedTo?: string | null;
}

export const NOTE_MAX_LENGTH = 5000;

/** POST leads/:id/notes → 201 LeadNote. */
export interface NoteRequest {
  text: string;
}

// ── Newsletter, export, erasure ────────────────────────────────────────────────────────────────

export interface Subscriber {
  id: string;
  createdAt: string;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** GET subscribers?status=&q=&page= → newest first. */
export interface SubscriberListResponse {
  subscribers: Subscriber[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET export.csv?<LeadFilter without page> (admin): the CSV of `npm run leads:export` for the filtered
 *  leads (sign-ups are not filtered by lead filters: they are included only when no filter is set),
 *  as an attachment, UTF-8 with a byte order mark so Excel reads accents. */

/** POST erase (admin). Without `confirm`: a preview, nothing erased. With confirm: true: erased. */
export interface EraseRequest {
  email: string;
  confirm?: boolean;
}
export interface EraseCounts {
  leads: number;
  signups: number;
  /** Pending, sent or failed e-mails and webhooks about the person. */
  deliveries: number;
}
export interface EraseResponse {
  erased: boolean;
  counts: EraseCounts;
}

// ── Accounts and audit (admin) ─────────────────────────────────────────────────────────────────

export interface AccountSummary extends Account {
  disabled: boolean;
  createdAt: string;
  /** False until the setup link has been used. */
  hasPassword: boolean;
  passkeys: number;
  lastSignInAt: string | null;
}

/** GET accounts → { accounts } (admin). Advisors may call it too (to assign leads): they get the
 *  enabled accounts only, without lastSignInAt/passkeys detail (zeros/null). */
export interface AccountListResponse {
  accounts: AccountSummary[];
}

/** POST accounts (admin) → 201 InviteResponse; 409 'conflict' when the address has an account. */
export interface InviteRequest {
  email: string;
  role: Role;
  name?: string;
}
export interface InviteResponse {
  account: AccountSummary;
  /** The one-time setup link (also for a new link for an existing account without a password). */
  setupUrl: string;
  expiresAt: string;
}

/** PATCH accounts/:id (admin) → AccountSummary. Disabling ends the account's sessions. An admin
 *  cannot disable or demote themself (409), so there is always one. */
export interface AccountUpdateRequest {
  role?: Role;
  disabled?: boolean;
}

/** POST accounts/:id/setup-link (admin) → InviteResponse: a new link (the old ones stop working). */

export interface AuditEntry {
  id: string;
  at: string;
  actor: AccountRef | null;
  /** e.g. sign-in, sign-in-failed, sign-out, lead-view, lead-update, note-add, export, erase,
   *  account-create, account-update, setup, password-change, passkey-add, passkey-delete. */
  action: string;
  /** What it concerned, e.g. a lead or account id; never an erased person's address. */
  target: string | null;
  /** Facts about the action, e.g. { counts } for an erasure, { filter } for an export. */
  detail: Record<string, unknown> | null;
  ip: string | null;
  userAgent: string | null;
}

/** GET audit?action=&page= (admin) → newest first. */
export interface AuditListResponse {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

// ── Passkeys ───────────────────────────────────────────────────────────────────────────────────

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET passkeys → { passkeys } (the signed-in account's). DELETE passkeys/:id → 204. */
export interface PasskeyListResponse {
  passkeys: Passkey[];
}

/** POST passkeys/register-options (signed in): a passkey alone is a full sign-in, so adding one asks for
 *  the password again (a borrowed session is not enough; a wrong one is 400 on currentPassword and
 *  counts as a failed sign-in). The account is e-mailed when a passkey is added. */
export interface PasskeyRegisterOptionsRequest {
  currentPassword: string;
}

/** → options for startRegistration(). Passkeys are discoverable and need user verification (a PIN or biometric). */
export type PasskeyRegisterOptionsResponse = PublicKeyCredentialCreationOptionsJSON;

/** POST passkeys/register-verify → 201 Passkey. */
export interface PasskeyRegisterVerifyRequest {
  response: RegistrationResponseJSON;
  /** A label, e.g. "MacBook"; default "Passkey". */
  name?: string;
}

/** POST passkeys/sign-in-options (anonymous, body {}) → options for startAuthentication() and the
 *  challenge's id to send back (discoverable credentials: no address asked). */
export interface PasskeySignInOptionsResponse {
  challengeId: string;
  options: PublicKeyCredentialRequestOptionsJSON;
}

/** POST passkeys/sign-in-verify (anonymous) → SessionResponse. */
export interface PasskeySignInVerifyRequest {
  challengeId: string;
  response: AuthenticationResponseJSON;
}
