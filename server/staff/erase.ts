// Erasing a person by e-mail address: every lead and newsletter sign-up of theirs, the staff's notes
// and history on those leads, and every e-mail or webhook about them in the outbox. A preview counts
// without deleting; the erasure runs in one transaction. Idempotency keys hold no personal data and
// expire on their own.
import { deleteCredits } from '../repositories/lead-credits';
import type { Kysely } from 'kysely';
import type { EraseCounts } from '../../src/contracts/staff-api';
import { emailKey, type Tables } from '../db/schema';
import { deleteLeadEvents } from '../repositories/lead-events';
import { deleteLeadNotes } from '../repositories/lead-notes';
import { deleteLeads, leadIdsOf } from '../repositories/leads';
import { deleteDeliveries, deliveryIdsAbout } from '../repositories/outbox';
import { deleteSignups, signupIdsOf } from '../repositories/signups';
import type { StaffContext } from './context';
import { forgetInMeetings } from '../booking/bookings';

interface Records {
  leads: string[];
  signups: string[];
  deliveries: string[];
}

/** What an erasure of `email` touches: the ids, found in one place for the preview and the erasure. */
async function findPerson(db: Kysely<Tables>, email: string): Promise<Records> {
  const key = emailKey(email);
  const leads = await leadIdsOf(db, key);
  const signups = await signupIdsOf(db, key);
  return { leads, signups, deliveries: await deliveryIdsAbout(db, { key, leads, signups }) };
}

const countsOf = ({ leads, signups, deliveries }: Records): EraseCounts => ({
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
    await forgetInMeetings({ storage: { ...ctx, db: trx }, firmTimeZone: ctx.firmTimeZone }, trx, {
      key: emailKey(email),
      leads: found.leads,
    });
    await deleteRecords(trx, found);
    return countsOf(found);
  });
}

/** Runs `each` on slices of `ids`: PostgreSQL and SQLite cap the parameters of one statement. */
async function inSlices(ids: readonly string[], each: (slice: string[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) await each(ids.slice(start, start + 500));
}

/** Deletes leads (with their notes and history), sign-ups and outbox rows by id; shared with the retention sweep. */
export async function deleteRecords(db: Kysely<Tables>, { leads, signups, deliveries }: Records): Promise<void> {
  await inSlices(leads, async (slice) => {
    await deleteLeadNotes(db, slice);
    await deleteLeadEvents(db, slice);
    await deleteCredits(db, slice);
    await deleteDeliveries(db, 'lead_id', slice);
    await deleteLeads(db, slice);
  });
  await inSlices(signups, async (slice) => {
    await deleteDeliveries(db, 'signup_id', slice);
    await deleteSignups(db, slice);
  });
  await inSlices(deliveries, (slice) => deleteDeliveries(db, 'id', slice));
}
