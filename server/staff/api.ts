// The staff JSON API under /staff/api/. Every route is an endpoint of the contract
// (src/contracts/: STAFF_ENDPOINTS and STAFF_SCHEMAS), which declares who may call it and the schemas of its
// params, query, body and answers: Fastify checks the request against them before the handler runs
// (a 400 naming each field otherwise) and the answer before it is sent. One guard enforces the access
// before the body is even read: the Origin and the session's CSRF token on every non-GET request, a
// live session (else 401), and the admin role (else 403).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Access,
  CSRF_HEADER,
  type PasskeySignInVerifyRequest,
  type SessionResponse,
} from '../../src/contracts/staff-api';
import { answersAs, FAILURES } from '../errors';
import { insightsRoutes } from '../insights/staff-routes';
import { leadsToCsv } from '../export-csv';
import { filteredLeads } from '../repositories/leads';
import { allSignups } from '../repositories/signups';
import { passkeyAddedMessages } from '../mail/messages';
import { REPORT_FILE, type ReportRenderer } from '../mail/templates';
import { enqueue } from '../repositories/outbox';
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
import { endpoint } from './endpoint';
import type { BookingDeps } from '../booking/bookings';
import { bookingStaffRoutes } from '../booking/staff-routes';
import { sameSecret } from '../secrets';
import type { StaffContext } from './context';
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
import { addNote, isFilterActive, leadDetail, leadForReport, listLeads, updateLead } from './leads';
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
import { limitPasskeyOptions, reserveSignIn, signInSucceeded } from './throttle';

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
  /** Bookings' shared parts: their staff endpoints (server/booking/staff-routes.ts). */
  booking?: BookingDeps | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export async function staffApi(app: FastifyInstance, { ctx, renderReport, booking }: StaffApiOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  answersAs(api, 'staff');
  api.decorateRequest('staffSession', null);
  // A POST without a body (sign-out, the passkey options) is an empty object to its contract.
  api.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

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
  api.route({
    ...endpoint('session'),
    handler: async (request): Promise<SessionResponse> => ({
      account: session(request).account,
      csrfToken: session(request).csrfToken,
    }),
  });

  api.route({
    ...endpoint('signIn'),
    handler: async (request, reply) => {
      const body = request.body;
      const reservation = await reserveSignIn(ctx, request.ip, body.email);
      const account = await findAccountByEmail(ctx, body.email);
      // Hashes even for an unknown address (verifyPassword does a dummy hash), so timing tells nothing.
      const matches = await verifyPassword(body.password, account?.password_hash ?? null);
      if (!account || !matches || Number(account.disabled) === 1) {
        await log(request, { accountId: null, action: 'sign-in-failed', target: account?.id ?? null });
        throw FAILURES.badCredentials();
      }
      await signInSucceeded(ctx, reservation, account.email);
      return startSession(request, reply, account.id, 'password');
    },
  });

  api.route({
    ...endpoint('signOut'),
    handler: async (request, reply) => {
      await endSession(ctx, session(request).idHash);
      clearSessionCookie(request, reply);
      await log(request, { accountId: session(request).account.id, action: 'sign-out' });
      return reply.code(204).send();
    },
  });

  api.route({
    ...endpoint('signOutEverywhere'),
    handler: async (request, reply) => {
      const { accountId } = request.body;
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
    },
  });

  api.route({
    ...endpoint('setup'),
    handler: async (request, reply) => {
      const body = request.body;
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
    },
  });

  /** Asks the signed-in person for their password again, throttled as a sign-in: before what a borrowed session must not do alone. */
  const confirmPassword = async (request: FastifyRequest, currentPassword: string) => {
    const { account } = session(request);
    const reservation = await reserveSignIn(ctx, request.ip, account.email);
    const stored = await findAccount(ctx, account.id);
    if (!(await verifyPassword(currentPassword, stored?.password_hash ?? null)))
      throw FAILURES.invalid({ currentPassword: 'This is not your current password.' });
    await signInSucceeded(ctx, reservation, account.email);
  };

  api.route({
    ...endpoint('changePassword'),
    handler: async (request, reply) => {
      const body = request.body;
      const { account } = session(request);
      await confirmPassword(request, body.currentPassword);
      const problem = passwordProblem(body.newPassword, account.email);
      if (problem) throw FAILURES.invalid({ newPassword: problem });
      await setPassword(ctx, account.id, body.newPassword);
      await endSessions(ctx, account.id);
      await log(request, { accountId: account.id, action: 'password-change' });
      return startSession(request, reply, account.id, 'password-change');
    },
  });

  // ── Leads ────────────────────────────────────────────────────────────────────────────────────
  api.route({
    ...endpoint('leads'),
    handler: async (request) => listLeads(ctx, request.query),
  });

  api.route({
    ...endpoint('lead'),
    handler: async (request) => {
      const detail = await leadDetail(ctx, request.params.id);
      await log(request, { accountId: session(request).account.id, action: 'lead-view', target: detail.id });
      return detail;
    },
  });

  api.route({
    ...endpoint('updateLead'),
    handler: async (request) => {
      const change = request.body;
      await updateLead(ctx, session(request).account.id, request.params.id, change);
      await log(request, {
        accountId: session(request).account.id,
        action: 'lead-update',
        target: request.params.id,
        detail: change,
      });
      return leadDetail(ctx, request.params.id);
    },
  });

  api.route({
    ...endpoint('addNote'),
    handler: async (request, reply) => {
      const { text } = request.body;
      const note = await addNote(ctx, session(request).account.id, request.params.id, text);
      await log(request, { accountId: session(request).account.id, action: 'note-add', target: request.params.id });
      return reply.code(201).send(note);
    },
  });

  // The report the person received, made again from the stored calculation with the same renderer
  // and date as the report e-mail.
  api.route({
    ...endpoint('report'),
    handler: async (request, reply) => {
      const { lead, calculation } = await leadForReport(ctx, request.params.id);
      const pdf = await renderReport({
        email: lead.email,
        calculation: calculation.result,
        date: new Date(lead.createdAt),
      });
      await log(request, { accountId: session(request).account.id, action: 'report-view', target: lead.id });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${REPORT_FILE}"`)
        .send(Buffer.from(pdf));
    },
  });

  // ── Newsletter, export, erasure ──────────────────────────────────────────────────────────────
  api.route({
    ...endpoint('subscribers'),
    handler: async (request) => listSubscribers(ctx, request.query),
  });

  api.route({
    ...endpoint('exportCsv'),
    handler: async (request, reply) => {
      const { page: _page, ...filter } = request.query;
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
    },
  });

  api.route({
    ...endpoint('erase'),
    handler: async (request) => {
      const body = request.body;
      const counts = body.confirm ? await erasePerson(ctx, body.email) : await previewErasure(ctx, body.email);
      // The address is not logged: the log keeps that an erasure happened, and how much it removed.
      await log(request, {
        accountId: session(request).account.id,
        action: body.confirm ? 'erase' : 'erase-preview',
        detail: { counts },
      });
      return { erased: body.confirm === true, counts };
    },
  });

  // ── Accounts and audit ───────────────────────────────────────────────────────────────────────
  api.route({
    ...endpoint('accounts'),
    handler: async (request) => ({
      accounts: await listAccounts(ctx, session(request).account.role === 'admin'),
    }),
  });

  api.route({
    ...endpoint('invite'),
    handler: async (request, reply) => {
      const body = request.body;
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
    },
  });

  api.route({
    ...endpoint('updateAccount'),
    handler: async (request) => {
      const change = request.body;
      const updated = await updateAccount(ctx, session(request).account.id, request.params.id, change);
      await log(request, {
        accountId: session(request).account.id,
        action: 'account-update',
        target: updated.id,
        detail: change,
      });
      return updated;
    },
  });

  api.route({
    ...endpoint('setupLink'),
    handler: async (request) => {
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
    },
  });

  api.route({
    ...endpoint('audit'),
    handler: async (request) => {
      return listAudit(ctx, request.query);
    },
  });

  // ── Passkeys ─────────────────────────────────────────────────────────────────────────────────
  api.route({
    ...endpoint('passkeys'),
    handler: async (request) => ({
      passkeys: await listPasskeys(ctx, session(request).account.id),
    }),
  });

  api.route({
    ...endpoint('deletePasskey'),
    handler: async (request, reply) => {
      await deletePasskey(ctx, session(request).account.id, request.params.id);
      await log(request, {
        accountId: session(request).account.id,
        action: 'passkey-delete',
        target: request.params.id,
      });
      return reply.code(204).send();
    },
  });

  /** The same, with one of the person's own passkeys instead (throttled as a passkey sign-in). */
  const confirmPasskey = async (request: FastifyRequest, assertion: PasskeySignInVerifyRequest) => {
    const { account } = session(request);
    const reservation = await reserveSignIn(ctx, request.ip);
    const owner = await verifyPasskeySignIn(ctx, relyingParty(request), assertion);
    if (owner?.id !== account.id)
      throw FAILURES.invalid({ passkey: 'This is not one of your passkeys. Use your password instead.' });
    await signInSucceeded(ctx, reservation, account.email);
  };

  api.route({
    ...endpoint('passkeyRegisterOptions'),
    handler: async (request) => {
      const { passkey, currentPassword } = request.body;
      if (passkey) await confirmPasskey(request, passkey);
      else await confirmPassword(request, currentPassword ?? '');
      return registrationOptions(ctx, relyingParty(request), session(request).account);
    },
  });

  api.route({
    ...endpoint('passkeyRegisterVerify'),
    handler: async (request, reply) => {
      // The response's shape is the library's to check: it verifies every field of it.
      const passkey = await registerPasskey(ctx, relyingParty(request), session(request).account, request.body);
      const notice = passkeyAddedMessages({ email: session(request).account.email, at: passkey.createdAt });
      await ctx.db.transaction().execute((trx) => enqueue(trx, notice, ctx.now()));
      await log(request, { accountId: session(request).account.id, action: 'passkey-add', target: passkey.id });
      return reply.code(201).send(passkey);
    },
  });

  api.route({
    ...endpoint('passkeySignInOptions'),
    handler: async (request) => {
      await limitPasskeyOptions(ctx, request.ip);
      return signInOptions(ctx, relyingParty(request));
    },
  });

  api.route({
    ...endpoint('passkeySignInVerify'),
    handler: async (request, reply) => {
      const reservation = await reserveSignIn(ctx, request.ip);
      const account = await verifyPasskeySignIn(ctx, relyingParty(request), request.body);
      if (!account) {
        await log(request, { accountId: null, action: 'sign-in-failed', detail: { method: 'passkey' } });
        throw FAILURES.unauthenticated('This passkey could not sign you in.');
      }
      await signInSucceeded(ctx, reservation, account.email);
      return startSession(request, reply, account.id, 'passkey');
    },
  });

  if (booking) await bookingStaffRoutes(api, { ctx, booking });
  insightsRoutes(api, { ctx, log });

  // Anything else under /staff/api answers JSON.
  api.all('/*', async () => {
    throw FAILURES.notFound('There is no such staff API endpoint.');
  });
}
