// The lead_events table: the history of the staff's work on a lead (each change of its status or
// assignee, with who and when). Written by server/staff/leads.ts, deleted with the lead by erasure
// and retention (server/staff/erase.ts).
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

export interface LeadEventRow {
  id: string;
  leadId: string;
  at: string;
  accountId: string | null;
  field: 'status' | 'assigned_to';
  fromValue: string | null;
  toValue: string | null;
}

/** A lead's history, oldest first, with who made each change (from the joined staff_accounts). */
export function leadHistory(db: Kysely<Tables>, leadId: string) {
  return db
    .selectFrom('lead_events')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'lead_events.account_id')
    .select(['lead_events.at', 'lead_events.field', 'lead_events.from_value', 'lead_events.to_value'])
    .select(['staff_accounts.id as by_id', 'staff_accounts.email as by_email', 'staff_accounts.name as by_name'])
    .where('lead_events.lead_id', '=', leadId)
    .orderBy('lead_events.at')
    .orderBy('lead_events.id')
    .execute();
}

/** Writes changes to leads (one statement; in the transaction of the change itself). */
export async function insertLeadEvents(db: Kysely<Tables>, events: readonly LeadEventRow[]): Promise<void> {
  await db
    .insertInto('lead_events')
    .values(
      events.map((event) => ({
        id: event.id,
        lead_id: event.leadId,
        at: event.at,
        account_id: event.accountId,
        field: event.field,
        from_value: event.fromValue,
        to_value: event.toValue,
      })),
    )
    .execute();
}

/** Deletes the history of leads by id (one slice: see erase). */
export async function deleteLeadEvents(db: Kysely<Tables>, leadIds: readonly string[]): Promise<void> {
  await db.deleteFrom('lead_events').where('lead_id', 'in', leadIds).execute();
}
