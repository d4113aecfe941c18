// The audit log: who did what, when and from where. Written beside the action it records; read by
// admins. It never holds an erased person's data: an erasure is logged with its counts only.
import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditListResponse } from '../../src/contracts/staff-api';
import { auditPage, insertAuditEntry } from '../repositories/audit';
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
  await insertAuditEntry(ctx.db, {
    id: randomUUID(),
    at: ctx.stamp(),
    accountId: record.accountId,
    action: record.action,
    target: record.target ?? null,
    detail: record.detail ? JSON.stringify(record.detail) : null,
    ip: client.ip,
    userAgent: client.userAgent,
  });
}

/** Newest first, optionally one action. */
export async function listAudit(
  ctx: StaffContext,
  { action, page }: { action?: string | undefined; page: number },
): Promise<AuditListResponse> {
  const { total, rows } = await auditPage(ctx.db, {
    action,
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
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
  return { entries, total, page, pageSize: AUDIT_PAGE_SIZE };
}
