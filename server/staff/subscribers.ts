// The newsletter's subscribers as the staff see them: newest first, by state, searched by address.
import type { SubscriberListResponse } from '../../src/staff/api-types';
import type { SignupStatus } from '../db/schema';
import { findSignups } from '../repositories/signups';
import { type StaffContext, pageOf } from './context';

const SUBSCRIBERS_PAGE_SIZE = 50;
const STATUSES: readonly SignupStatus[] = ['pending', 'confirmed', 'unsubscribed'];

export async function listSubscribers(
  ctx: StaffContext,
  query: Record<string, unknown>,
): Promise<SubscriberListResponse> {
  const page = pageOf(query);
  const status = STATUSES.find((known) => known === query.status);
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
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
