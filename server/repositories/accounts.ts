// The staff_accounts table: one account per lower-cased address, its role, password hash, setup
// token and sign-in time (what an account may do, and how passwords and links are made, are
// server/staff/accounts.ts's).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Role } from '../../src/contracts/staff-fields';
import type { StaffAccountsTable, Tables } from '../db/schema';

export type AccountRow = Selectable<StaffAccountsTable>;

/** Inserts an account: false when its address has one already. */
export async function insertAccount(db: Kysely<Tables>, row: Insertable<StaffAccountsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('staff_accounts')
    .values(row)
    .onConflict((conflict) => conflict.column('email_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findAccount(db: Kysely<Tables>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccountByEmailKey(db: Kysely<Tables>, emailKey: string): Promise<AccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
}

/** Whether `id` is an account that is not disabled. */
export async function isActiveAccount(db: Kysely<Tables>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('id', '=', id)
    .where('disabled', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** An account as others see it (id, address, name), or undefined. */
export function accountRefOf(db: Kysely<Tables>, id: string) {
  return db.selectFrom('staff_accounts').select(['id', 'email', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function setSetupToken(
  db: Kysely<Tables>,
  id: string,
  { tokenHash, expiresAt }: { tokenHash: string; expiresAt: number },
): Promise<void> {
  await db
    .updateTable('staff_accounts')
    .set({ setup_token_hash: tokenHash, setup_expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/**
 * Uses the enabled account's unexpired setup token once, in one statement: sets the password hash
 * (and the name, when given). The account, or undefined.
 */
export function claimSetupToken(
  db: Kysely<Tables>,
  { tokenHash, at, passwordHash, name }: { tokenHash: string; at: number; passwordHash: string; name?: string },
) {
  return db
    .updateTable('staff_accounts')
    .set({
      password_hash: passwordHash,
      setup_token_hash: null,
      setup_expires_at: null,
      ...(name ? { name } : {}),
    })
    .where('setup_token_hash', '=', tokenHash)
    .where('setup_expires_at', '>', at)
    .where('disabled', '=', 0)
    .returning(['id', 'email', 'name', 'role'])
    .executeTakeFirst();
}

/** The enabled account whose unexpired setup token hashes to `tokenHash`, or undefined. */
export function accountOfSetupToken(db: Kysely<Tables>, tokenHash: string, at: number) {
  return db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'name', 'role'])
    .where('setup_token_hash', '=', tokenHash)
    .where('setup_expires_at', '>', at)
    .where('disabled', '=', 0)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<Tables>, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('staff_accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function setLastSignIn(db: Kysely<Tables>, id: string, at: string): Promise<void> {
  await db.updateTable('staff_accounts').set({ last_sign_in_at: at }).where('id', '=', id).execute();
}

export async function setRoleAndState(
  db: Kysely<Tables>,
  id: string,
  { role, disabled }: { role?: Role | undefined; disabled?: boolean | undefined },
): Promise<void> {
  await db
    .updateTable('staff_accounts')
    .set({ ...(role ? { role } : {}), ...(disabled === undefined ? {} : { disabled: disabled ? 1 : 0 }) })
    .where('id', '=', id)
    .execute();
}

/** Every account (or the enabled ones), by address, with how many passkeys each has. */
export function listAccountRows(db: Kysely<Tables>, { enabledOnly }: { enabledOnly: boolean }) {
  let query = db
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
  if (enabledOnly) query = query.where('disabled', '=', 0);
  return query.execute();
}
