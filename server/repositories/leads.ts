// The leads table: a lead as the contract defines it (each field in its column), the calculation the
// server made from its inputs, the request facts kept beside it, and the staff's work on it (status,
// assignee). Written by the public intake, read and worked by the staff area, deleted by erasure and
// retention: every statement on the table is here.
import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { LEAD_RECORD_FIELDS, type Lead, type LeadCalculation } from '../../src/contracts/lead-fields';
import type { LeadFilter, LeadStatus } from '../../src/contracts/staff-api';
import { type ClientFacts, columnOf, type LeadsTable, likePattern, type Tables } from '../db/schema';

/** A stored lead: the calculator's inputs are kept inside its calculation, with the server's result. */
export type StoredLead = Omit<Lead, 'inputs'> & {
  id: string;
  createdAt: string;
  ip: string | null;
  userAgent: string | null;
  calculation?: LeadCalculation;
};

/** The stored calculation, or null when there is none (or it cannot be read). */
export function readCalculation(text: string | null): LeadCalculation | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as LeadCalculation;
  } catch {
    return null;
  }
}

/** Writes a lead (in the transaction of its Idempotency-Key, proof of work and messages). */
export async function insertLead(
  trx: Kysely<Tables>,
  {
    id,
    createdAt,
    lead,
    facts,
    calculation,
  }: {
    id: string;
    createdAt: string;
    lead: Lead;
    facts: ClientFacts;
    calculation: LeadCalculation | undefined;
  },
): Promise<void> {
  const row: Record<string, unknown> = {
    id,
    created_at: createdAt,
    ip: facts.ip ?? null,
    user_agent: facts.userAgent ?? null,
    calculation: calculation ? JSON.stringify(calculation) : null,
  };
  // Each contract field in its column, absent ones null.
  for (const field of LEAD_RECORD_FIELDS) {
    const value = lead[field];
    row[columnOf(field)] = value === undefined ? null : typeof value === 'boolean' ? Number(value) : value;
  }
  await trx
    .insertInto('leads')
    .values(row as unknown as Insertable<LeadsTable>)
    .execute();
}

/** A stored row as the contract's lead, with its id, time and request facts. */
export function toLead(row: Selectable<LeadsTable>): StoredLead {
  const lead: Record<string, unknown> = {};
  for (const field of LEAD_RECORD_FIELDS) {
    const value = row[columnOf(field)];
    if (value === null) continue;
    lead[field] = field === 'consent' ? Number(value) === 1 : value;
  }
  const calculation = readCalculation(row.calculation);
  return {
    ...(lead as unknown as Lead),
    id: row.id,
    createdAt: row.created_at,
    ip: row.ip,
    userAgent: row.user_agent,
    ...(calculation === null ? {} : { calculation }),
  };
}

/** Every lead, oldest first. */
export async function allLeads(db: Kysely<Tables>): Promise<StoredLead[]> {
  const rows = await db.selectFrom('leads').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map(toLead);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString();

/** The filter as WHERE clauses on `leads`: values are bound parameters, never SQL text. */
function filtered<O>(
  query: SelectQueryBuilder<Tables, 'leads', O>,
  filter: LeadFilter,
): SelectQueryBuilder<Tables, 'leads', O> {
  let result = query;
  if (filter.kind) result = result.where('leads.kind', '=', filter.kind);
  if (filter.status) result = result.where('leads.status', '=', filter.status);
  if (filter.industry) result = result.where('leads.industry', '=', filter.industry);
  if (filter.from) result = result.where('leads.created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) result = result.where('leads.created_at', '<', nextDay(filter.to));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const matches = (eb: ExpressionBuilder<Tables, 'leads'>, column: 'name' | 'email' | 'company') =>
      sql<boolean>`lower(${eb.ref(`leads.${column}`)}) LIKE ${pattern} ESCAPE '\\'`;
    result = result.where((eb) => eb.or([matches(eb, 'name'), matches(eb, 'email'), matches(eb, 'company')]));
  }
  return result;
}

/** How many leads the filter matches. */
export async function countLeads(db: Kysely<Tables>, filter: LeadFilter): Promise<number> {
  const { total } = await filtered(db.selectFrom('leads'), filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Leads with the account they are assigned to, if any. */
const withAssignee = (db: Kysely<Tables>) =>
  db
    .selectFrom('leads')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'leads.assigned_to')
    .select([
      'staff_accounts.id as assignee_id',
      'staff_accounts.email as assignee_email',
      'staff_accounts.name as assignee_name',
    ]);

/** One page of the filtered leads, newest first, with their assignees: the inbox. */
export function leadSummaries(
  db: Kysely<Tables>,
  filter: LeadFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  return filtered(withAssignee(db), filter)
    .select([
      'leads.id',
      'leads.created_at',
      'leads.kind',
      'leads.name',
      'leads.email',
      'leads.company',
      'leads.industry',
      'leads.calculation',
      'leads.status',
    ])
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The filtered leads, oldest first (the CSV export). */
export async function filteredLeads(db: Kysely<Tables>, filter: LeadFilter): Promise<StoredLead[]> {
  const rows = await filtered(db.selectFrom('leads'), filter)
    .selectAll('leads')
    .orderBy('leads.created_at')
    .orderBy('leads.id')
    .execute();
  return rows.map(toLead);
}

/** One lead's row with its assignee, or undefined. */
export function findLeadWithAssignee(db: Kysely<Tables>, id: string) {
  return withAssignee(db).selectAll('leads').where('leads.id', '=', id).executeTakeFirst();
}

/** One lead's row, or undefined. */
export function findLead(db: Kysely<Tables>, id: string) {
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function leadExists(db: Kysely<Tables>, id: string): Promise<boolean> {
  return (await db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The staff's work on a lead: its status and assignee, or undefined for no such lead. */
export function leadWork(trx: Kysely<Tables>, id: string) {
  return trx.selectFrom('leads').select(['status', 'assigned_to']).where('id', '=', id).executeTakeFirst();
}

export async function setLeadWork(
  trx: Kysely<Tables>,
  id: string,
  change: { status?: LeadStatus | undefined; assignedTo?: string | null | undefined },
): Promise<void> {
  await trx
    .updateTable('leads')
    .set({
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.assignedTo !== undefined ? { assigned_to: change.assignedTo } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The ids of the leads sent with an address (any letter case). */
export async function leadIdsOf(db: Kysely<Tables>, emailKey: string): Promise<string[]> {
  const rows = await db
    .selectFrom('leads')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', emailKey))
    .execute();
  return rows.map((row) => row.id);
}

/** The ids of the leads made before `cutoff` (ISO time). */
export async function leadIdsBefore(db: Kysely<Tables>, cutoff: string): Promise<string[]> {
  const rows = await db.selectFrom('leads').select('id').where('created_at', '<', cutoff).execute();
  return rows.map((row) => row.id);
}

/** Deletes leads by id (one slice: see erase). */
export async function deleteLeads(db: Kysely<Tables>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('leads').where('id', 'in', ids).execute();
}

/** Clears the client address and user agent of the leads made before `cutoff`. */
export async function clearLeadFacts(db: Kysely<Tables>, cutoff: string): Promise<void> {
  await db
    .updateTable('leads')
    .set({ ip: null, user_agent: null })
    .where('created_at', '<', cutoff)
    .where((eb) => eb.or([eb('ip', 'is not', null), eb('user_agent', 'is not', null)]))
    .execute();
}
