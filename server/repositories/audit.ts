// The audit_log table: who did what, when and from where (the staff area's rules about what is
// logged are server/staff/audit.ts's).
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

export interface AuditRow {
  id: string;
  at: string;
  accountId: string | null;
  action: string;
  target: string | null;
  /** JSON object, or null. */
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
}

export async function insertAuditEntry(db: Kysely<Tables>, entry: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: entry.id,
      at: entry.at,
      account_id: entry.accountId,
      action: entry.action,
      target: entry.target,
      detail: entry.detail,
      ip: entry.ip,
      user_agent: entry.userAgent,
    })
    .execute();
}

/** How many entries there are (of one action, or all), and one page of them newest first with their actors. */
export async function auditPage(
  db: Kysely<Tables>,
  { action, limit, offset }: { action: string | undefined; limit: number; offset: number },
) {
  let query = db.selectFrom('audit_log').leftJoin('staff_accounts', 'staff_accounts.id', 'audit_log.account_id');
  if (action) query = query.where('audit_log.action', '=', action);
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.action',
      'audit_log.target',
      'audit_log.detail',
      'audit_log.ip',
      'audit_log.user_agent',
    ])
    .select([
      'staff_accounts.id as actor_id',
      'staff_accounts.email as actor_email',
      'staff_accounts.name as actor_name',
    ])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total: Number(total), rows };
}

/** Deletes the entries older than `cutoff` (ISO time). */
export async function deleteAuditBefore(db: Kysely<Tables>, cutoff: string): Promise<void> {
  await db.deleteFrom('audit_log').where('at', '<', cutoff).execute();
}

/** Clears the client address and user agent of the entries older than `cutoff`. */
export async function clearAuditFacts(db: Kysely<Tables>, cutoff: string): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({ ip: null, user_agent: null })
    .where('at', '<', cutoff)
    .where((eb) => eb.or([eb('ip', 'is not', null), eb('user_agent', 'is not', null)]))
    .execute();
}
