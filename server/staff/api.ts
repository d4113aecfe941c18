// The staff JSON API under /staff/api/ (the contract is src/staff/api-types.ts). Every route declares
// who may call it; one guard enforces it before any handler runs: the Origin and the session's CSRF
// token on every non-GET request, a live session (else 401), and the admin role (else 403).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isValidEmail } from '../../src/contracts/lead-fields';
import {
  CSRF_HEADER,
  LEAD_STATUSES,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  type PasskeyRegisterVerifyRequest,
  type PasskeySignInVerifyRequest,
  ROLES,
  type SessionResponse,
} from '../../src/staff/api-types';
import { answersAs, FAILURES } from '../errors';
import { leadsToCsv } from '../export-csv';
import { filteredLeads } from '../repositories/leads';
import { allSignups } from '../repositories/signups';
import { REPORT_FILE, type ReportRenderer } from '../mail/templates';
import {
  accountSummary,
  completeSetup,
  createAccount,
  findAccount,
  findAccountByEmail,
  listAccounts,
  noteSignIn,
  renewSetupLink,
  setPassword,
  setupTokenAccount,
  setupUrl,
  updateAccount,
} from './accounts';
import { type AuditRecord, audit, listAudit } from './audit';
import { emailKey } from '../db/schema';
import { sameSecret } from '../secrets';
import { type StaffContext, pageOf } from './context';
import { erasePerson, previewErasure } from './erase';
import {
  clearSessionCookie,
  clientFacts,
  isOwnOrigin,
  relyingParty,
  sessionOf,
  sessionToken,
  setSessionCookie,
} from './http';
import { addNote, isFilterActive, leadDetail, leadForReport, listLeads, parseLeadFilter, updateLead } from './leads';
import {
  deletePasskey,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  signInOptions,
  verifyPasskeySignIn,
} from './passkeys';
import { passwordProblem, verifyPassword } from './passwords';
import { createSession, endSession, endSessions, readSession, type Session } from './sessions';
import { listSubscribers } from './subscribers';
import { assertNotThrottled, clearAccountFailures, recordFailure, throttleKeys } from './throttle';

/** Who may call a route. */
type Access = 'anonymous' | 'signed-in' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    staffAccess?: Access;
  }
  interface FastifyRequest {
    staffSession: Session | null;
  }
}

export interface StaffApiOptions {
  ctx: StaffContext;
  renderReport: ReportRenderer['report'];
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

const email = z.string().trim().refine(isValidEmail, 'Enter a valid e-mail address.');
const password = z.string().max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters.`);
const id = z.string().min(1).max(200);
const SCHEMAS = {
  signIn: z.object({ email: z.string().max(254), password }),
  signOutEverywhere: z.object({ accountId: id.optional() }),
  setup: z.object({ token: z.string().max(200), password: z.string(), name: z.string().trim().max(120).optional() }),
  changePassword: z.object({ currentPassword: password, newPassword: z.string() }),
  leadUpdate: z
    .object({ status: z.enum(LEAD_STATUSES).optional(), assignedTo: id.nullable().optional() })
    .refine(
      (change) => change.status !== undefined || change.assignedTo !== undefined,
      'Send a status or an assignee.',
    ),
  note: z.object({
    text: z.string().trim().min(1, 'Write a note.').max(NOTE_MAX_LENGTH, `At most ${NOTE_MAX_LENGTH} characters.`),
  }),
  erase: z.object({ email, confirm: z.boolean().optional() }),
  invite: z.object({ email, role: z.enum(ROLES), name: z.string().trim().max(120).optional() }),
  accountUpdate: z
    .object({ role: z.enum(ROLES).optional(), disabled: z.boolean().optional() })
    .refine((change) => change.role !== undefined || change.disabled !== undefined, 'Send a role or disabled.'),
  passkeyRegister: z.object({ response: z.looseObject({ id: z.string() }), name: z.string().max(200).optional() }),
  passkeySignIn: z.object({ challengeId: id, response: z.looseObject({ id: z.string() }) }),
};

/** The body checked against `schema`; a 400 naming each field otherwise. */
function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw FAILURES.invalid(fields);
}

export async function staffApi(api: FastifyInstance, { ctx, renderReport }: StaffApiOptions): Promise<void> {
  answersAs(api, 'staff');
  api.decorateRequest('staffSession', null);

  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
  });

  /** The guard every route passes through, in this order, before its body is even read. */
  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.staffAccess;
    if (access === undefined) return; // the not-found handler
    const changes = !SAFE_METHODS.has(request.method);
    if (changes && !isOwnOrigin(ctx, request)) throw FAILURES.badOrigin();
    if (access === 'anonymous') {
      if (changes && (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() !== 'application/json')
        throw FAILURES.notJson();
      return;
    }
    const session = await sessionOf(ctx, request);
    if (!session) throw FAILURES.unauthenticated();
    if (changes && !sameSecret(request.headers[CSRF_HEADER.toLowerCase()], session.csrfToken)) throw FAILURES.badCsrf();
    if (access === 'admin' && session.account.role !== 'admin') throw FAILURES.forbidden();
    request.staffSession = session;
  });

  const session = (request: FastifyRequest): Session => request.staffSession!;
  const log = (request: FastifyRequest, record: AuditRecord) => audit(ctx, record, clientFacts(request));
  const anonymous = { config: { staffAccess: 'anonymous' as const } };
  const signedIn = { config: { staffAccess: 'signed-in' as const } };
  const admin = { config: { staffAccess: 'admin' as const } };

  /** Starts a new session (a new id; the one the browser had, if any, ends) and answers it. */
  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    accountId: string,
    method: string,
  ): Promise<SessionResponse> => {
    const previous = sessionToken(request);
    if (previous) {
      const old = await readSession(ctx, previous);
      if (old) await endSession(ctx, old.idHash);
    }
    const { token, csrfToken } = await createSession(ctx, accountId, clientFacts(request));
    setSessionCookie(request, reply, token);
    await noteSignIn(ctx, accountId);
    await log(request, { accountId, action: 'sign-in', detail: { method } });
    const started = await readSession(ctx, token);
    return { account: started!.account, csrfToken };
  };

  // ── Session ──────────────────────────────────────────────────────────────────────────────────
  api.get('/session', signedIn, async (request): Promise<SessionResponse> => ({
    account: session(request).account,
    csrfToken: session(request).csrfToken,
  }));

  api.post('/sign-in', anonymous, async (request, reply) => {
    const body = parse(SCHEMAS.signIn, request.body);
    const keys = throttleKeys(request.ip, emailKey(body.email));
    await assertNotThrottled(ctx, keys);
    const account = await findAccountByEmail(ctx, body.email);
    // Hashes even for an unknown address (verifyPassword does a dummy hash), so timing tells nothing.
    const matches = await verifyPassword(body.password, account?.password_hash ?? null);
    if (!account || !matches || Number(account.disabled) === 1) {
      await recordFailure(ctx, keys);
      await log(request, { accountId: null, action: 'sign-in-failed', target: account?.id ?? null });
      throw FAILURES.badCredentials();
    }
    await clearAccountFailures(ctx, keys);
    return startSession(request, reply, account.id, 'password');
  });

  api.post('/sign-out', signedIn, async (request, reply) => {
    await endSession(ctx, session(request).idHash);
    clearSessionCookie(request, reply);
    await log(request, { accountId: session(request).account.id, action: 'sign-out' });
    return reply.code(204).send();
  });

  api.post('/sign-out-everywhere', admin, async (request, reply) => {
    const { accountId } = parse(SCHEMAS.signOutEverywhere, request.body);
    if (accountId !== undefined && !(await findAccount(ctx, accountId)))
      throw FAILURES.notFound('There is no such account.');
    const sessionsEnded = await endSessions(ctx, accountId);
    if (accountId === undefined || accountId === session(request).account.id) clearSessionCookie(request, reply);
    await log(request, {
      accountId: session(request).account.id,
      action: 'sign-out-everywhere',
      target: accountId ?? 'all',
      detail: { sessionsEnded },
    });
    return { sessionsEnded };
  });

  api.post('/setup', anonymous, async (request, reply) => {
    const body = parse(SCHEMAS.setup, request.body);
    const account = await setupTokenAccount(ctx, body.token);
    const gone = () =>
      FAILURES.notFound('This setup link has expired or was already used. Ask an administrator for a new one.');
    if (!account) throw gone();
    const problem = passwordProblem(body.password, account.email);
    if (problem) throw FAILURES.invalid({ password: problem });
    const done = await completeSetup(ctx, body.token, body.password, body.name);
    if (!done) throw gone();
    await log(request, { accountId: done.id, action: 'setup' });
    return startSession(request, reply, done.id, 'setup');
  });

  api.post('/password', signedIn, async (request, reply) => {
    const body = parse(SCHEMAS.changePassword, request.body);
    const { account } = session(request);
    const keys = throttleKeys(request.ip, emailKey(account.email));
    await assertNotThrottled(ctx, keys);
    const stored = await findAccount(ctx, account.id);
    if (!(await verifyPassword(body.currentPassword, stored?.password_hash ?? null))) {
      await recordFailure(ctx, keys);
      throw FAILURES.invalid({ currentPassword: 'This is not your current password.' });
    }
    const problem = passwordProblem(body.newPassword, account.email);
    if (problem) throw FAILURES.invalid({ newPassword: problem });
    await setPassword(ctx, account.id, body.newPassword);
    await endSessions(ctx, account.id);
    await log(request, { accountId: account.id, action: 'password-change' });
    return startSession(request, reply, account.id, 'password-change');
  });

  // ── Leads ────────────────────────────────────────────────────────────────────────────────────
  api.get('/leads', signedIn, async (request) =>
    listLeads(ctx, parseLeadFilter(request.query as Record<string, unknown>)),
  );

  api.get<{ Params: { id: string } }>('/leads/:id', signedIn, async (request) => {
    const detail = await leadDetail(ctx, request.params.id);
    await log(request, { accountId: session(request).account.id, action: 'lead-view', target: detail.id });
    return detail;
  });

  api.patch<{ Params: { id: string } }>('/leads/:id', signedIn, async (request) => {
    const change = parse(SCHEMAS.leadUpdate, request.body);
    await updateLead(ctx, session(request).account.id, request.params.id, change);
    await log(request, {
      accountId: session(request).account.id,
      action: 'lead-update',
      target: request.params.id,
      detail: change,
    });
    return leadDetail(ctx, request.params.id);
  });

  api.post<{ Params: { id: string } }>('/leads/:id/notes', signedIn, async (request, reply) => {
    const { text } = parse(SCHEMAS.note, request.body);
    const note = await addNote(ctx, session(request).account.id, request.params.id, text);
    await log(request, { accountId: session(request).account.id, action: 'note-add', target: request.params.id });
    return reply.code(201).send(note);
  });

  // The report the person received, made again from the stored calculation with the same renderer
  // and date as the report e-mail.
  api.get<{ Params: { id: string } }>('/leads/:id/report.pdf', signedIn, async (request, reply) => {
    const { lead, calculation } = await leadForReport(ctx, request.params.id);
    const pdf = await renderReport({
      ...(lead.name ? { name: lead.name } : {}),
      ...(lead.company ? { company: lead.company } : {}),
      email: lead.email,
      calculation: calculation.result,
      date: new Date(lead.createdAt),
    });
    await log(request, { accountId: session(request).account.id, action: 'report-view', target: lead.id });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${REPORT_FILE}"`)
      .send(Buffer.from(pdf));
  });

  // ── Newsletter, export, erasure ──────────────────────────────────────────────────────────────
  api.get('/subscribers', signedIn, async (request) => listSubscribers(ctx, request.query as Record<string, unknown>));

  api.get('/export.csv', admin, async (request, reply) => {
    const { page: _page, ...filter } = parseLeadFilter(request.query as Record<string, unknown>);
    const leads = await filteredLeads(ctx.db, filter);
    // Sign-ups have none of the leads' fields to filter on: they come with the unfiltered export only.
    const signups = isFilterActive(filter) ? [] : await allSignups(ctx.db);
    // The search text is not logged: it may be a person's address, which must not outlive their erasure.
    const { q, ...narrowedBy } = filter;
    await log(request, {
      accountId: session(request).account.id,
      action: 'export',
      detail: { filter: narrowedBy, searched: q !== undefined, leads: leads.length, signups: signups.length },
    });
    const day = new Date(ctx.now()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .send(`\uFEFF${leadsToCsv(leads, signups)}`);
  });

  api.post('/erase', admin, async (request) => {
    const body = parse(SCHEMAS.erase, request.body);
    const counts = body.confirm ? await erasePerson(ctx, body.email) : await previewErasure(ctx, body.email);
    // The address is not logged: the log keeps that an erasure happened, and how much it removed.
    await log(request, {
      accountId: session(request).account.id,
      action: body.confirm ? 'erase' : 'erase-preview',
      detail: { counts },
    });
    return { erased: body.confirm === true, counts };
  });

  // ── Accounts and audit ───────────────────────────────────────────────────────────────────────
  api.get('/accounts', signedIn, async (request) => ({
    accounts: await listAccounts(ctx, session(request).account.role === 'admin'),
  }));

  api.post('/accounts', admin, async (request, reply) => {
    const body = parse(SCHEMAS.invite, request.body);
    const created = await createAccount(ctx, body);
    await log(request, {
      accountId: session(request).account.id,
      action: 'account-create',
      target: created.account.id,
      detail: { role: body.role },
    });
    return reply.code(201).send({
      account: await accountSummary(ctx, created.account.id),
      setupUrl: setupUrl(ctx.publicUrl, created.token),
      expiresAt: created.expiresAt,
    });
  });

  api.patch<{ Params: { id: string } }>('/accounts/:id', admin, async (request) => {
    const change = parse(SCHEMAS.accountUpdate, request.body);
    const updated = await updateAccount(ctx, session(request).account.id, request.params.id, change);
    await log(request, {
      accountId: session(request).account.id,
      action: 'account-update',
      target: updated.id,
      detail: change,
    });
    return updated;
  });

  api.post<{ Params: { id: string } }>('/accounts/:id/setup-link', admin, async (request) => {
    const link = await renewSetupLink(ctx, request.params.id);
    await log(request, {
      accountId: session(request).account.id,
      action: 'account-setup-link',
      target: request.params.id,
    });
    return {
      account: await accountSummary(ctx, request.params.id),
      setupUrl: setupUrl(ctx.publicUrl, link.token),
      expiresAt: link.expiresAt,
    };
  });

  api.get('/audit', admin, async (request) => {
    const query = request.query as Record<string, unknown>;
    const action = typeof query.action === 'string' && /^[a-z-]{1,40}$/.test(query.action) ? query.action : undefined;
    return listAudit(ctx, { action, page: pageOf(query) });
  });

  // ── Passkeys ─────────────────────────────────────────────────────────────────────────────────
  api.get('/passkeys', signedIn, async (request) => ({
    passkeys: await listPasskeys(ctx, session(request).account.id),
  }));

  api.delete<{ Params: { id: string } }>('/passkeys/:id', signedIn, async (request, reply) => {
    await deletePasskey(ctx, session(request).account.id, request.params.id);
    await log(request, { accountId: session(request).account.id, action: 'passkey-delete', target: request.params.id });
    return reply.code(204).send();
  });

  api.post('/passkeys/register-options', signedIn, async (request) =>
    registrationOptions(ctx, relyingParty(request), session(request).account),
  );

  api.post('/passkeys/register-verify', signedIn, async (request, reply) => {
    const body = parse(SCHEMAS.passkeyRegister, request.body);
    // The shape is the library's to check: it verifies every field of the response.
    const passkey = await registerPasskey(
      ctx,
      relyingParty(request),
      session(request).account,
      body as unknown as PasskeyRegisterVerifyRequest,
    );
    await log(request, { accountId: session(request).account.id, action: 'passkey-add', target: passkey.id });
    return reply.code(201).send(passkey);
  });

  api.post('/passkeys/sign-in-options', anonymous, async (request) => signInOptions(ctx, relyingParty(request)));

  api.post('/passkeys/sign-in-verify', anonymous, async (request, reply) => {
    const body = parse(SCHEMAS.passkeySignIn, request.body);
    const keys = throttleKeys(request.ip);
    await assertNotThrottled(ctx, keys);
    const account = await verifyPasskeySignIn(
      ctx,
      relyingParty(request),
      body as unknown as PasskeySignInVerifyRequest,
    );
    if (!account) {
      await recordFailure(ctx, keys);
      await log(request, { accountId: null, action: 'sign-in-failed', detail: { method: 'passkey' } });
      throw FAILURES.unauthenticated('This passkey could not sign you in.');
    }
    return startSession(request, reply, account.id, 'passkey');
  });

  // Anything else under /staff/api answers JSON.
  api.all('/*', async () => {
    throw FAILURES.notFound('There is no such staff API endpoint.');
  });
}
