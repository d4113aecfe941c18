// The staff's view of leads: the inbox (filters, search, paging), one lead with its calculation,
// deliveries, history and notes, and the work on it (status, assignee, notes).
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  type AccountRef,
  type LeadCalculation,
  type LeadDetail,
  type LeadFilter,
  type LeadListResponse,
  type LeadNote,
  type LeadSummary,
  LEADS_PAGE_SIZE,
  type LeadUpdateRequest,
} from '../../src/contracts/staff-api';
import type { LeadsTable } from '../db/schema';
import { FAILURES } from '../errors';
import {
  countLeads,
  findLead,
  findLeadWithAssignee,
  leadExists,
  leadSummaries,
  leadWork,
  readCalculation,
  setLeadWork,
  type StoredLead,
  toLead,
} from '../repositories/leads';
import { accountRefOf, isActiveAccount } from '../repositories/accounts';
import { insertLeadEvents, leadHistory } from '../repositories/lead-events';
import { insertLeadNote, leadNotes } from '../repositories/lead-notes';
import { deliveriesFor } from '../repositories/outbox';
import type { StaffContext } from './context';

/** Whether the filter narrows the leads at all (paging aside). */
export const isFilterActive = (filter: LeadFilter): boolean =>
  Object.entries(filter).some(([key, value]) => key !== 'page' && value !== undefined);

type SummaryRow = Pick<
  Selectable<LeadsTable>,
  'id' | 'created_at' | 'kind' | 'name' | 'email' | 'company' | 'industry' | 'calculation' | 'status'
> & {
  assignee_id: string | null;
  assignee_email: string | null;
  assignee_name: string | null;
};

const accountRef = (id: string | null, email: string | null, name: string | null): AccountRef | null =>
  id ? { id, email: email ?? '', name: name ?? '' } : null;

function toSummary(row: SummaryRow): LeadSummary {
  return {
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind,
    name: row.name,
    email: row.email,
    company: row.company,
    industry: row.industry,
    riskLevel: readCalculation(row.calculation)?.result?.riskLevel ?? null,
    status: row.status,
    assignedTo: accountRef(row.assignee_id, row.assignee_email, row.assignee_name),
  };
}

/** The inbox: newest first, one page. */
export async function listLeads(ctx: StaffContext, filter: LeadFilter): Promise<LeadListResponse> {
  const page = filter.page ?? 1;
  const [total, rows] = await Promise.all([
    countLeads(ctx.db, filter),
    leadSummaries(ctx.db, filter, { limit: LEADS_PAGE_SIZE, offset: (page - 1) * LEADS_PAGE_SIZE }),
  ]);
  return { leads: rows.map(toSummary), total, page, pageSize: LEADS_PAGE_SIZE };
}

/** One lead with everything about it; 404 for an id that is not a lead. */
export async function leadDetail(ctx: StaffContext, id: string): Promise<LeadDetail> {
  const row = await findLeadWithAssignee(ctx.db, id);
  if (!row) throw FAILURES.notFound('There is no such lead.');
  const [deliveries, events, notes] = await Promise.all([
    deliveriesFor(ctx.db, id),
    leadHistory(ctx.db, id),
    leadNotes(ctx.db, id),
  ]);
  const calculation = readCalculation(row.calculation);
  return {
    ...toSummary(row),
    phone: row.phone,
    lineOfBusiness: row.line_of_business,
    financialChallenge: row.financial_challenge,
    message: row.message,
    consent: row.consent === null ? null : Number(row.consent) === 1,
    page: row.page,
    calculation,
    hasReport: calculation !== null,
    deliveries: deliveries.map(({ nextAttemptAt: _nextAttemptAt, ...delivery }) => delivery),
    history: events.map((event) => ({
      at: event.at,
      by: accountRef(event.by_id, event.by_email, event.by_name),
      field: event.field === 'assigned_to' ? 'assignedTo' : 'status',
      from: event.from_value,
      to: event.to_value,
    })),
    notes: notes.map((note) => ({
      id: note.id,
      at: note.at,
      text: note.text,
      by: accountRef(note.by_id, note.by_email, note.by_name),
    })),
  };
}

/** Changes status and/or assignee, recording each change with who and when. */
export async function updateLead(
  ctx: StaffContext,
  actorId: string,
  id: string,
  change: LeadUpdateRequest,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await leadWork(trx, id);
    if (!current) throw FAILURES.notFound('There is no such lead.');
    if (change.assignedTo) {
      if (!(await isActiveAccount(trx, change.assignedTo)))
        throw FAILURES.invalid({ assignedTo: 'Choose an active account.' });
    }
    const events = [];
    if (change.status !== undefined && change.status !== current.status)
      events.push({ field: 'status' as const, fromValue: current.status, toValue: change.status });
    if (change.assignedTo !== undefined && change.assignedTo !== current.assigned_to)
      events.push({ field: 'assigned_to' as const, fromValue: current.assigned_to, toValue: change.assignedTo });
    if (events.length === 0) return;
    await setLeadWork(trx, id, change);
    await insertLeadEvents(
      trx,
      events.map((event) => ({ id: randomUUID(), leadId: id, at: ctx.stamp(), accountId: actorId, ...event })),
    );
  });
}

export async function addNote(ctx: StaffContext, actorId: string, leadId: string, text: string): Promise<LeadNote> {
  if (!(await leadExists(ctx.db, leadId))) throw FAILURES.notFound('There is no such lead.');
  const note = { id: randomUUID(), leadId, at: ctx.stamp(), accountId: actorId, text };
  await insertLeadNote(ctx.db, note);
  const by = await accountRefOf(ctx.db, actorId);
  return { id: note.id, at: note.at, text, by: by ?? null };
}

/** The stored calculation of a lead, for its PDF report; 404 when there is no such lead or none. */
export async function leadForReport(
  ctx: StaffContext,
  id: string,
): Promise<{ lead: StoredLead; calculation: LeadCalculation }> {
  const row = await findLead(ctx.db, id);
  const calculation = readCalculation(row?.calculation ?? null);
  if (!row || !calculation) throw FAILURES.notFound('This lead has no calculation, so there is no report.');
  return { lead: toLead(row), calculation };
}
