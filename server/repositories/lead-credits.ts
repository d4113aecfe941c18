// The lead_credits table: the experiment run, headline and embedding host a lead came from. Written
// in the lead's transaction; a lead from a visitor who asked not to be tracked has no row.
import { type Kysely, sql } from 'kysely';
import type { LeadKind } from '../../src/contracts/lead-fields';
import type { Tables } from '../db/schema';
import type { LeadCreditsTable } from '../db/insights-schema';

export async function insertCredit(trx: Kysely<Tables>, credit: LeadCreditsTable): Promise<void> {
  await trx.insertInto('lead_credits').values(credit).execute();
}

export interface CreditedLeadCount {
  kind: string;
  page: string | null;
  /** null: not credited (an opted-out visitor, or a lead from before events were counted). */
  host: string | null;
  run: string | null;
  variant: string | null;
  day: string;
  leads: number;
  won: number;
}

/**
 * Leads made between the days `from` and `to` (inclusive), counted per kind, page, credit and day,
 * with how many of them are won now (the staff's status).
 */
export async function creditedLeadCounts(db: Kysely<Tables>, from: string, to: string): Promise<CreditedLeadCount[]> {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const rows = await db
    .selectFrom('leads')
    .leftJoin('lead_credits', 'lead_credits.lead_id', 'leads.id')
    .select([
      'leads.kind as kind',
      'leads.page as page',
      'lead_credits.host as host',
      'lead_credits.run as run',
      'lead_credits.variant as variant',
      sql<string>`substr(leads.created_at, 1, 10)`.as('day'),
      sql<number>`count(*)`.as('leads'),
      sql<number>`sum(CASE WHEN leads.status = 'won' THEN 1 ELSE 0 END)`.as('won'),
    ])
    .where('leads.created_at', '>=', `${from}T00:00:00.000Z`)
    .where('leads.created_at', '<', end)
    .groupBy([
      'leads.kind',
      'leads.page',
      'lead_credits.host',
      'lead_credits.run',
      'lead_credits.variant',
      sql`substr(leads.created_at, 1, 10)`,
    ])
    .execute();
  return rows.map((row) => ({ ...row, leads: Number(row.leads), won: Number(row.won) }));
}

/** Report requests and wins per variant of one run, whenever made (the experiment's conversions). */
export async function runConversions(
  db: Kysely<Tables>,
  run: string,
  kinds: readonly LeadKind[],
): Promise<{ variant: string; conversions: number; won: number }[]> {
  const rows = await db
    .selectFrom('lead_credits')
    .innerJoin('leads', 'leads.id', 'lead_credits.lead_id')
    .select([
      'lead_credits.variant as variant',
      sql<number>`count(*)`.as('conversions'),
      sql<number>`sum(CASE WHEN leads.status = 'won' THEN 1 ELSE 0 END)`.as('won'),
    ])
    .where('lead_credits.run', '=', run)
    .where('leads.kind', 'in', [...kinds])
    .groupBy('lead_credits.variant')
    .execute();
  return rows.map((row) => ({ variant: row.variant, conversions: Number(row.conversions), won: Number(row.won) }));
}

/** Forgets the credits of deleted leads (erasure and retention delete leads by id). */
export async function deleteCredits(trx: Kysely<Tables>, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length > 0)
    await trx
      .deleteFrom('lead_credits')
      .where('lead_id', 'in', [...leadIds])
      .execute();
}
