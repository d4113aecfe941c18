// A meeting as its messages, the advisor's feed and their CalDAV calendar describe it, read from its
// row (and its lead, while there is one).
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import type { AdvisorMeetingMail, MeetingSnapshot } from '../mail/meeting-emails';
import { findLead } from '../repositories/leads';
import type { MeetingRow } from '../repositories/meetings';

export async function advisorOf(db: Kysely<Tables>, id: string): Promise<{ name: string; email: string }> {
  const row = await db.selectFrom('staff_accounts').select(['name', 'email']).where('id', '=', id).executeTakeFirst();
  return row ?? { name: '', email: '' };
}

export const snapshotOf = (row: MeetingRow, advisor: { name: string; email: string }): MeetingSnapshot => ({
  meetingId: row.id,
  start: new Date(Number(row.start_at)).toISOString(),
  end: new Date(Number(row.end_at)).toISOString(),
  sequence: Number(row.sequence),
  advisor: { name: advisor.name, email: advisor.email },
});

/** What the advisor's side says of a meeting (`advisorId`: a former advisor's, on a reassignment). */
export async function advisorMailOf(
  db: Kysely<Tables>,
  row: MeetingRow,
  firmTimeZone: string,
  advisorId: string = row.advisor_id,
): Promise<AdvisorMeetingMail> {
  const lead = row.lead_id ? await findLead(db, row.lead_id) : undefined;
  return {
    meeting: snapshotOf(row, await advisorOf(db, advisorId)),
    firmTimeZone,
    visitor: {
      email: row.visitor_email,
      ...(lead?.name ? { name: lead.name } : {}),
      ...(lead?.company ? { company: lead.company } : {}),
      ...(lead?.phone ? { phone: lead.phone } : {}),
    },
    topic: row.topic,
    leadId: row.lead_id,
  };
}
