// Staff accounts: created with a one-time setup link (by the CLI or an admin), which sets the
// password; roles; disabling; password changes. Passwords live in passwords.ts, sessions in sessions.ts.
import { randomUUID } from 'node:crypto';
import type { Account, AccountSummary, Role } from '../../src/contracts/staff-api';
import { emailKey } from '../db/schema';
import { FAILURES } from '../errors';
import {
  type AccountRow,
  accountOfSetupToken,
  claimSetupToken,
  findAccountByEmailKey,
  findAccount as findAccountRow,
  insertAccount,
  listAccountRows,
  setLastSignIn,
  setPasswordHash,
  setRoleAndState,
  setSetupToken,
} from '../repositories/accounts';
import { digest, newSecret } from '../secrets';
import { type StaffContext, iso } from './context';
import { hashPassword } from './passwords';
import { endSessions } from './sessions';

/** How long a setup link works: long enough for an invitation sent on a Friday. */
export const SETUP_LINK_TTL_MS = 72 * 60 * 60 * 1000;

export interface SetupLink {
  token: string;
  expiresAt: string;
}

/** The address people use to reach the site, for links: PUBLIC_URL, else what the caller knows. */
export const setupUrl = (base: URL | string, token: string): string =>
  new URL(`/staff/setup?token=${encodeURIComponent(token)}`, base).toString();

const toAccount = (row: Pick<AccountRow, 'id' | 'email' | 'name' | 'role'>): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

async function issueSetupToken(ctx: StaffContext, accountId: string): Promise<SetupLink> {
  const token = newSecret();
  const expires = ctx.now() + SETUP_LINK_TTL_MS;
  await setSetupToken(ctx.db, accountId, { tokenHash: digest(token), expiresAt: expires });
  return { token, expiresAt: iso(expires) };
}

/** A new account and its setup link; 409 when the address already has one. */
export async function createAccount(
  ctx: StaffContext,
  input: { email: string; role: Role; name?: string | undefined },
): Promise<{ account: Account } & SetupLink> {
  const id = randomUUID();
  const row = {
    id,
    created_at: iso(ctx.now()),
    email: input.email.trim(),
    email_key: emailKey(input.email),
    name: input.name?.trim() ?? '',
    role: input.role,
    disabled: 0,
  };
  if (!(await insertAccount(ctx.db, row)))
    throw FAILURES.conflict('There is already an account with this e-mail address.');
  return { account: toAccount(row), ...(await issueSetupToken(ctx, id)) };
}

/** A new setup link for an existing account (the old one stops working): a lost password. */
export async function renewSetupLink(ctx: StaffContext, accountId: string): Promise<SetupLink> {
  if (!(await findAccount(ctx, accountId))) throw FAILURES.notFound('There is no such account.');
  return issueSetupToken(ctx, accountId);
}

export const findAccount = (ctx: StaffContext, id: string): Promise<AccountRow | undefined> =>
  findAccountRow(ctx.db, id);

export const findAccountByEmail = (ctx: StaffContext, email: string): Promise<AccountRow | undefined> =>
  findAccountByEmailKey(ctx.db, emailKey(email));

/**
 * Uses a setup token once: sets the password (and name) and ends the account's other sessions.
 * Null for an unknown, used or expired token, or a disabled account: one answer for all.
 */
export async function completeSetup(
  ctx: StaffContext,
  token: string,
  password: string,
  name?: string,
): Promise<Account | null> {
  const passwordHash = await hashPassword(password);
  // One statement claims the token: two uses of one link, on one server or two, set it once.
  const row = await claimSetupToken(ctx.db, {
    tokenHash: digest(token),
    at: ctx.now(),
    passwordHash,
    ...(name?.trim() ? { name: name.trim() } : {}),
  });
  if (!row) return null;
  await endSessions(ctx, row.id);
  return toAccount(row);
}

/** The account of a setup token that can still be used, for the setup page to greet by address. */
export async function setupTokenAccount(ctx: StaffContext, token: string): Promise<Account | null> {
  const row = await accountOfSetupToken(ctx.db, digest(token), ctx.now());
  return row ? toAccount(row) : null;
}

export async function setPassword(ctx: StaffContext, accountId: string, password: string): Promise<void> {
  await setPasswordHash(ctx.db, accountId, await hashPassword(password));
}

export async function noteSignIn(ctx: StaffContext, accountId: string): Promise<void> {
  await setLastSignIn(ctx.db, accountId, iso(ctx.now()));
}

/** Every account for admins; the enabled ones, without their sign-in facts, for advisors (to assign leads). */
export async function listAccounts(ctx: StaffContext, forAdmin: boolean): Promise<AccountSummary[]> {
  const rows = await listAccountRows(ctx.db, { enabledOnly: !forAdmin });
  return rows.map((row) => ({
    ...toAccount(row),
    disabled: Number(row.disabled) === 1,
    createdAt: row.created_at,
    hasPassword: row.password_hash !== null,
    passkeys: forAdmin ? Number(row.passkeys ?? 0) : 0,
    lastSignInAt: forAdmin ? row.last_sign_in_at : null,
  }));
}

export async function accountSummary(ctx: StaffContext, id: string): Promise<AccountSummary> {
  const found = (await listAccounts(ctx, true)).find((account) => account.id === id);
  if (!found) throw FAILURES.notFound('There is no such account.');
  return found;
}

/**
 * Changes an account's role or disables it (which ends its sessions). An admin cannot demote or
 * disable themself, so the last admin cannot lock everyone out by mistake.
 */
export async function updateAccount(
  ctx: StaffContext,
  actorId: string,
  id: string,
  change: { role?: Role | undefined; disabled?: boolean | undefined },
): Promise<AccountSummary> {
  const account = await findAccount(ctx, id);
  if (!account) throw FAILURES.notFound('There is no such account.');
  if (id === actorId && ((change.role && change.role !== 'admin') || change.disabled)) {
    throw FAILURES.conflict('You cannot demote or disable your own account: ask another administrator.');
  }
  await setRoleAndState(ctx.db, id, change);
  if (change.disabled) await endSessions(ctx, id);
  return accountSummary(ctx, id);
}
