// The newsletter's subscribers as the staff see them: newest first, by state, searched by address.
import type { SignupStatus, SubscriberListResponse } from '../../src/contracts/staff-api';
import { findSignups } from '../repositories/signups';
import type { StaffContext } from './context';

const SUBSCRIBERS_PAGE_SIZE = 50;

export async function listSubscribers(
  ctx: StaffContext,
  { status, q, page }: { status?: SignupStatus | undefined; q: string; page: number },
): Promise<SubscriberListResponse> {
  const { total, rows } = await findSignups(ctx.db, {
    status,
    q,
    limit: SUBSCRIBERS_PAGE_SIZE,
    offset: (page - 1) * SUBSCRIBERS_PAGE_SIZE,
  });
  return {
    subscribers: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      email: row.email,
      status: row.status,
      confirmedAt: row.confirmed_at,
      unsubscribedAt: row.unsubscribed_at,
    })),
    total,
    page,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
  };
}
