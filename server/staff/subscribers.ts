// The newsletter's subscribers as the staff see them: newest first, by state, searched by address.
import { sql } from 'kysely';
import type { SubscriberListResponse } from '../../src/staff/api-types';
import type { SignupStatus } from '../db/schema';
import { type StaffContext, likePattern, pageOf } from './context';

const SUBSCRIBERS_PAGE_SIZE = 50;
const STATUSES: readonly SignupStatus[] = ['pending', 'confirmed', 'unsubscribed'];

export async function listSubscribers(
  ctx: StaffContext,
  query: Record<string, unknown>,
): Promise<SubscriberListResponse> {
  const page = pageOf(query);
  const status = STATUSES.find((known) => known === query.status);
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
  let rows = ctx.db.selectFrom('newsletter_signups');
  if (status) rows = rows.where('status', '=', status);
  if (q) rows = rows.where(sql<boolean>`email_key LIKE ${likePattern(q)} ESCAPE '\\'`);
  const { total } = await rows.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const found = await rows
    .select(['id', 'created_at', 'email', 'status', 'confirmed_at', 'unsubscribed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE)
    .execute();
  return {
    subscribers: found.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      email: row.email,
      status: row.status,
      confirmedAt: row.confirmed_at,
      unsubscribedAt: row.unsubscribed_at,
    })),
    total: Number(total),
    page,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
  };
}
