// The server_secrets table: random keys every server on the database shares (the challenge's HMAC
// key, the key that signs unsubscribe links). The first server to ask creates one in a single atomic
// insert; every later caller, on any server, reads that one.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { newSecret } from '../secrets';

export async function sharedSecret(db: Kysely<Tables>, name: string, at: number): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: newSecret(), created_at: new Date(at).toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
