// The staff area's plain constants, shared by the server (server/staff/) and the staff UI
// (src/staff/): where the API and the pages are, the roles and statuses, the limits. No zod here, so
// the UI imports them for nothing; the schemas of every request and answer are staff-api.ts.
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

import { BOOKING_STAFF_ENDPOINTS } from './booking-fields';
import { INSIGHTS_ENDPOINTS } from './insights-fields';

export const STAFF_API = '/staff/api/';
export const CSRF_HEADER = 'X-CSRF-Token';
/** The bundle the page shell loads, and its optional stylesheet. */
export const STAFF_ENTRY = '/staff/app.js';
export const STAFF_STYLESHEET = '/staff/app.css';
/** The site's icon, which the shell links (<link rel="icon" type="image/svg+xml">): without it
 *  browsers ask for /favicon.ico, a 404 logged on every staff page. */
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
  /** Meetings booked online (issue 21): ?advisor=&when=&status=&page=. */
  meetings: '/staff/meetings',
  /** Bookable hours, holidays, the calendar feed and CalDAV (issue 21); admins: ?advisor=<account id>. */
  availability: '/staff/availability',
  /** The funnel, the headline experiment and real-user speed (issue 22): ?from=&to=. */
  insights: '/staff/insights',
});

export const ROLES = ['admin', 'advisor'] as const;
export type Role = (typeof ROLES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const SIGNUP_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/** Passwords: at least this long, at most MAX (a bound on hashing work), and not a common one. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const LEADS_PAGE_SIZE = 25;
export const NOTE_MAX_LENGTH = 5000;

/** Who may call an endpoint. */
export type Access = 'anonymous' | 'signed-in' | 'admin';

/** Every endpoint of the staff API: its method, path under STAFF_API and who may call it. Its schemas are staff-api.ts's STAFF_SCHEMAS. */
export const STAFF_ENDPOINTS = {
  session: { method: 'GET', path: 'session', access: 'signed-in' },
  signIn: { method: 'POST', path: 'sign-in', access: 'anonymous' },
  signOut: { method: 'POST', path: 'sign-out', access: 'signed-in' },
  signOutEverywhere: { method: 'POST', path: 'sign-out-everywhere', access: 'admin' },
  setup: { method: 'POST', path: 'setup', access: 'anonymous' },
  changePassword: { method: 'POST', path: 'password', access: 'signed-in' },
  leads: { method: 'GET', path: 'leads', access: 'signed-in' },
  lead: { method: 'GET', path: 'leads/:id', access: 'signed-in' },
  updateLead: { method: 'PATCH', path: 'leads/:id', access: 'signed-in' },
  addNote: { method: 'POST', path: 'leads/:id/notes', access: 'signed-in' },
  report: { method: 'GET', path: 'leads/:id/report.pdf', access: 'signed-in' },
  subscribers: { method: 'GET', path: 'subscribers', access: 'signed-in' },
  exportCsv: { method: 'GET', path: 'export.csv', access: 'admin' },
  erase: { method: 'POST', path: 'erase', access: 'admin' },
  accounts: { method: 'GET', path: 'accounts', access: 'signed-in' },
  invite: { method: 'POST', path: 'accounts', access: 'admin' },
  updateAccount: { method: 'PATCH', path: 'accounts/:id', access: 'admin' },
  setupLink: { method: 'POST', path: 'accounts/:id/setup-link', access: 'admin' },
  audit: { method: 'GET', path: 'audit', access: 'admin' },
  passkeys: { method: 'GET', path: 'passkeys', access: 'signed-in' },
  deletePasskey: { method: 'DELETE', path: 'passkeys/:id', access: 'signed-in' },
  passkeyRegisterOptions: { method: 'POST', path: 'passkeys/register-options', access: 'signed-in' },
  passkeyRegisterVerify: { method: 'POST', path: 'passkeys/register-verify', access: 'signed-in' },
  passkeySignInOptions: { method: 'POST', path: 'passkeys/sign-in-options', access: 'anonymous' },
  passkeySignInVerify: { method: 'POST', path: 'passkeys/sign-in-verify', access: 'anonymous' },
  ...BOOKING_STAFF_ENDPOINTS,
  ...INSIGHTS_ENDPOINTS,
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; access: Access }
>;

export type StaffEndpointName = keyof typeof STAFF_ENDPOINTS;
