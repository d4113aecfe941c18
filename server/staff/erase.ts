// Erasing a person by e-mail address: every lead and newsletter sign-up of theirs, the staff's notes
// and history on those leads, and every e-mail or webhook about them in the outbox. A preview counts
// without deleting; the erasure runs in one transaction. Idempotency keys hold no personal data and
// expire on their own.
import type { Kysely, Transaction } from 'kysely';
import type { EraseCounts } from '../../src/staff/api-types';
import type { Tables } from '../db/schema';
import { emailKey } from '../db/schema';
import type { StaffContext } from './context';

/** What an erasure of `email` touches: the ids, found in one place for the preview and the erasure. */
async function findPerson(db: Kysely<Tables> | Transaction<Tables>, email: string) {
  const key = emailKey(email);
  const leads = (
    await db
      .selectFrom('leads')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', key))
      .execute()
  ).map((row) => row.id);
  const signups = (await db.selectFrom('newsletter_signups').select('id').where('email_key', '=', key).execute()).map(
    (row) => row.id,
  );
  const outbox = db
    .selectFrom('outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('email_key', '=', key),
        ...(leads.length > 0 ? [eb('lead_id', 'in', leads)] : []),
        ...(signups.length > 0 ? [eb('signup_id', 'in', signups)] : []),
      ]),
    );
  const deliveries = (await outbox.execute()).map((row) => row.id);
  return { leads, signups, deliveries };
}

const countsOf = ({
  leads,
  signups,
  deliveries,
}: {
  leads: string[];
  signups: string[];
  deliveries: string[];
}): EraseCounts => ({
  leads: leads.length,
  signups: signups.length,
  deliveries: deliveries.length,
});

export async function previewErasure(ctx: StaffContext, email: string): Promise<EraseCounts> {
  return countsOf(await findPerson(ctx.db, email));
}

export async function erasePerson(ctx: StaffContext, email: string): Promise<EraseCounts> {
  return ctx.db.transaction().execute(async (trx) => {
    const found = await findPerson(trx, email);
    await deleteRecords(trx, found);
    return countsOf(found);
  });
}

/** Deletes leads (with their notes and history), sign-ups and outbox rows by id; shared with the retention sweep. */
export async function deleteRecords(
  db: Kysely<Tables> | Transaction<Tables>,
  { leads, signups, deliveries }: { leads: string[]; signups: string[]; deliveries: string[] },
): Promise<void> {
  // In slices: PostgreSQL and SQLite cap the parameters of one statement.
  for (let start = 0; start < leads.length; start += 500) {
    const slice = leads.slice(start, start + 500);
    await db.deleteFrom('lead_notes').where('lead_id', 'in', slice).execute();
    await db.deleteFrom('lead_events').where('lead_id', 'in', slice).execute();
    await db.deleteFrom('outbox').where('lead_id', 'in', slice).execute();
    await db.deleteFrom('leads').where('id', 'in', slice).execute();
  }
  for (let start = 0; start < signups.length; start += 500) {
    const slice = signups.slice(start, start + 500);
    await db.deleteFrom('outbox').where('signup_id', 'in', slice).execute();
    await db.deleteFrom('newsletter_signups').where('id', 'in', slice).execute();
  }
  for (let start = 0; start < deliveries.length; start += 500) {
    await db
      .deleteFrom('outbox')
      .where('id', 'in', deliveries.slice(start, start + 500))
      .execute();
  }
}
