// The staff_passkeys table: each account's WebAuthn credentials (the public key, the signature
// counter, the transports) with their names and times. How they are registered and verified is
// server/staff/passkeys.ts's; the count of an account's passkeys is a join in accounts.ts.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

export interface PasskeyRow {
  /** The credential id, base64url. */
  id: string;
  accountId: string;
  name: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  /** JSON array of transports, or null. */
  transports: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The credential ids and transports of an account's passkeys (to exclude when it registers another). */
export function passkeyCredentialsOf(db: Kysely<Tables>, accountId: string) {
  return db.selectFrom('staff_passkeys').select(['id', 'transports']).where('account_id', '=', accountId).execute();
}

/** Writes a passkey; false when one with its credential id is already registered (nothing written then). */
export async function insertPasskey(db: Kysely<Tables>, passkey: PasskeyRow): Promise<boolean> {
  const inserted = await db
    .insertInto('staff_passkeys')
    .values({
      id: passkey.id,
      account_id: passkey.accountId,
      name: passkey.name,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
      created_at: passkey.createdAt,
      last_used_at: passkey.lastUsedAt,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** A passkey by credential id with its account, or undefined. */
export function findPasskeyWithAccount(db: Kysely<Tables>, id: string) {
  return db
    .selectFrom('staff_passkeys')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_passkeys.account_id')
    .select([
      'staff_passkeys.id as passkey_id',
      'staff_passkeys.public_key',
      'staff_passkeys.counter',
      'staff_passkeys.transports',
    ])
    .select([
      'staff_accounts.id',
      'staff_accounts.email',
      'staff_accounts.name',
      'staff_accounts.role',
      'staff_accounts.disabled',
    ])
    .where('staff_passkeys.id', '=', id)
    .executeTakeFirst();
}

/** Records a sign-in with a passkey: its new signature counter, and when. */
export async function recordPasskeyUse(
  db: Kysely<Tables>,
  id: string,
  { counter, lastUsedAt }: { counter: number; lastUsedAt: string },
): Promise<void> {
  await db.updateTable('staff_passkeys').set({ counter, last_used_at: lastUsedAt }).where('id', '=', id).execute();
}

/** An account's passkeys, oldest first. */
export function passkeysOf(db: Kysely<Tables>, accountId: string) {
  return db
    .selectFrom('staff_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
}

/** Deletes one of an account's passkeys; false when the account has none with this id. */
export async function deleteAccountPasskey(db: Kysely<Tables>, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_passkeys')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
