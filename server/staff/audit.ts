// The audit log: who did what, when and from where. Written beside the action it records; read by
// admins. It never holds an erased person's data: an erasure is logged with its counts only.
import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditListResponse } from '../../src/contracts/staff-api';
import type { StaffContext } from './context';

/** Where a request came from. */
export interface ClientFacts {
  ip: string | null;
  userAgent: string | null;
}

export interface AuditRecord {
  accountId: string | null;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown> | null;
}

export const AUDIT_PAGE_SIZE = 50;

export async function audit(ctx: StaffContext, record: AuditRecord, client: ClientFacts): Promise<void> {
  await ctx.db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: ctx.stamp(),
      account_id: record.accountId,
      action: record.action,
      target: record.target ?? null,
      detail: record.detail ? JSON.stringify(record.detail) : null,
      ip: client.ip,
      user_agent: client.userAgent,
    })
    .execute();
}

/** Newest first, optionally one action. */
export async function listAudit(
  ctx: StaffContext,
  { action, page }: { action?: string | undefined; page: number },
): Promise<AuditListResponse> {
  let query = ctx.db.selectFrom('audit_log').leftJoin('staff_accounts', 'staff_accounts.id', 'audit_log.account_id');
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
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor_id ? { id: row.actor_id, email: row.actor_email ?? '', name: row.actor_name ?? '' } : null,
    action: row.action,
    target: row.target,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
    ip: row.ip,
    userAgent: row.user_agent,
  }));
  return { entries, total: Number(total), page, pageSize: AUDIT_PAGE_SIZE };
}

/** Deletes the entries older than `cutoff` (ISO time). */
export async function deleteAuditBefore(ctx: StaffContext, cutoff: string): Promise<void> {
  await ctx.db.deleteFrom('audit_log').where('at', '<', cutoff).execute();
}

/** Clears the client address and user agent of the entries older than `cutoff`. */
export async function clearAuditFacts(ctx: StaffContext, cutoff: string): Promise<void> {
  await ctx.db
    .updateTable('audit_log')
    .set({ ip: null, user_agent: null })
    .where('at', '<', cutoff)
    .where((eb) => eb.or([eb('ip', 'is not', null), eb('user_agent', 'is not', null)]))
    .execute();
}
