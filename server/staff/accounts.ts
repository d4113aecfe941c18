// Staff accounts: created with a one-time setup link (by the CLI or an admin), which sets the
// password; roles; disabling; password changes. Passwords live in passwords.ts, sessions in sessions.ts.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Account, AccountSummary, Role } from '../../src/contracts/staff-api';
import type { StaffAccountsTable } from '../db/schema';
import { emailKey } from '../db/schema';
import { digest, newSecret } from '../secrets';
import { type StaffContext, iso } from './context';
import { FAILURES } from '../errors';
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

const toAccount = (row: Pick<Selectable<StaffAccountsTable>, 'id' | 'email' | 'name' | 'role'>): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

async function issueSetupToken(ctx: StaffContext, accountId: string): Promise<SetupLink> {
  const token = newSecret();
  const expires = ctx.now() + SETUP_LINK_TTL_MS;
  await ctx.db
    .updateTable('staff_accounts')
    .set({ setup_token_hash: digest(token), setup_expires_at: expires })
    .where('id', '=', accountId)
    .execute();
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
  const inserted = await ctx.db
    .insertInto('staff_accounts')
    .values(row)
    .onConflict((conflict) => conflict.column('email_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw FAILURES.conflict('There is already an account with this e-mail address.');
  return { account: toAccount(row), ...(await issueSetupToken(ctx, id)) };
}

/** A new setup link for an existing account (the old one stops working): a lost password. */
export async function renewSetupLink(ctx: StaffContext, accountId: string): Promise<SetupLink> {
  if (!(await findAccount(ctx, accountId))) throw FAILURES.notFound('There is no such account.');
  return issueSetupToken(ctx, accountId);
}

export async function findAccount(ctx: StaffContext, id: string): Promise<Selectable<StaffAccountsTable> | undefined> {
  return ctx.db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccountByEmail(
  ctx: StaffContext,
  email: string,
): Promise<Selectable<StaffAccountsTable> | undefined> {
  return ctx.db.selectFrom('staff_accounts').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
}

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
  const row = await ctx.db
    .updateTable('staff_accounts')
    .set({
      password_hash: passwordHash,
      setup_token_hash: null,
      setup_expires_at: null,
      ...(name?.trim() ? { name: name.trim() } : {}),
    })
    .where('setup_token_hash', '=', digest(token))
    .where('setup_expires_at', '>', ctx.now())
    .where('disabled', '=', 0)
    .returning(['id', 'email', 'name', 'role'])
    .executeTakeFirst();
  if (!row) return null;
  await endSessions(ctx, row.id);
  return toAccount(row);
}

/** The account of a setup token that can still be used, for the setup page to greet by address. */
export async function setupTokenAccount(ctx: StaffContext, token: string): Promise<Account | null> {
  const row = await ctx.db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'name', 'role'])
    .where('setup_token_hash', '=', digest(token))
    .where('setup_expires_at', '>', ctx.now())
    .where('disabled', '=', 0)
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function setPassword(ctx: StaffContext, accountId: string, password: string): Promise<void> {
  await ctx.db
    .updateTable('staff_accounts')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', accountId)
    .execute();
}

export async function noteSignIn(ctx: StaffContext, accountId: string): Promise<void> {
  await ctx.db
    .updateTable('staff_accounts')
    .set({ last_sign_in_at: iso(ctx.now()) })
    .where('id', '=', accountId)
    .execute();
}

/** Every account for admins; the enabled ones, without their sign-in facts, for advisors (to assign leads). */
export async function listAccounts(ctx: StaffContext, forAdmin: boolean): Promise<AccountSummary[]> {
  let query = ctx.db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'name', 'role', 'disabled', 'created_at', 'password_hash', 'last_sign_in_at'])
    .select((eb) =>
      eb
        .selectFrom('staff_passkeys')
        .whereRef('staff_passkeys.account_id', '=', 'staff_accounts.id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('passkeys'),
    )
    .orderBy('email_key');
  if (!forAdmin) query = query.where('disabled', '=', 0);
  const rows = await query.execute();
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
  await ctx.db
    .updateTable('staff_accounts')
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined ? {} : { disabled: change.disabled ? 1 : 0 }),
    })
    .where('id', '=', id)
    .execute();
  if (change.disabled) await endSessions(ctx, id);
  return accountSummary(ctx, id);
}
