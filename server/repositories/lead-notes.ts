// The lead_notes table: the staff's notes on a lead, with who wrote each and when. Written by
// server/staff/leads.ts, deleted with the lead by erasure and retention (server/staff/erase.ts).
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

export interface LeadNoteRow {
  id: string;
  leadId: string;
  at: string;
  accountId: string | null;
  text: string;
}

/** A lead's notes, oldest first, with who wrote each (from the joined staff_accounts). */
export function leadNotes(db: Kysely<Tables>, leadId: string) {
  return db
    .selectFrom('lead_notes')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'lead_notes.account_id')
    .select(['lead_notes.id', 'lead_notes.at', 'lead_notes.text'])
    .select(['staff_accounts.id as by_id', 'staff_accounts.email as by_email', 'staff_accounts.name as by_name'])
    .where('lead_notes.lead_id', '=', leadId)
    .orderBy('lead_notes.at')
    .orderBy('lead_notes.id')
    .execute();
}

export async function insertLeadNote(db: Kysely<Tables>, note: LeadNoteRow): Promise<void> {
  await db
    .insertInto('lead_notes')
    .values({ id: note.id, lead_id: note.leadId, at: note.at, account_id: note.accountId, text: note.text })
    .execute();
}

/** Deletes the notes on leads by id (one slice: see erase). */
export async function deleteLeadNotes(db: Kysely<Tables>, leadIds: readonly string[]): Promise<void> {
  await db.deleteFrom('lead_notes').where('lead_id', 'in', leadIds).execute();
}
