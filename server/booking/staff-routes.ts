// The staff's booking endpoints (BOOKING_STAFF_ENDPOINTS), registered inside the staff API
// (server/staff/api.ts) so its one guard runs first (session, CSRF, Origin, admin). What only a
// person may do to their own things is checked here: an advisor reads and writes only their own
// availability (403 otherwise), sets the status of only their own meetings; feeds and CalDAV
// settings are always the caller's own.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AvailabilityResponse, Meeting } from '../../src/contracts/booking-api';
import { BOOKING_MESSAGES } from '../../src/contracts/booking-fields';
import type { Tables } from '../db/schema';
import { FAILURES } from '../errors';
import { findAccount } from '../repositories/accounts';
import {
  listHolidays,
  replaceHolidays,
  saveAvailability,
  savedAvailability,
} from '../repositories/booking-availability';
import {
  caldavOf,
  deleteCaldav,
  deleteFeed,
  feedOf,
  hasCaldav,
  replaceFeed,
  saveCaldav,
} from '../repositories/calendars';
import { readCalculation } from '../repositories/leads';
import {
  countMeetings,
  findMeeting,
  listMeetingRows,
  type MeetingRow,
  orphanedMeetingRows,
} from '../repositories/meetings';
import { digest, newSecret } from '../secrets';
import { audit } from '../staff/audit';
import type { StaffContext } from '../staff/context';
import { clientFacts } from '../staff/http';
import { endpoint } from '../staff/endpoint';
import type { Session } from '../staff/sessions';
import { effectiveAvailability } from './availability';
import { type BookingDeps, reassignMeeting, setMeetingStatus } from './bookings';
import { CALENDAR_SYNC } from './caldav';

export const MEETINGS_PAGE_SIZE = 25;

export interface StaffBookingOptions {
  ctx: StaffContext;
  booking: BookingDeps;
}

const sessionOf = (request: FastifyRequest): Session => request.staffSession!;

/** The meetings as the staff area shows them, each with its advisor and lead. */
async function meetingViews(db: Kysely<Tables>, rows: readonly MeetingRow[]): Promise<Meeting[]> {
  if (rows.length === 0) return [];
  const advisorIds = [...new Set(rows.map((row) => row.advisor_id))];
  const leadIds = [...new Set(rows.flatMap((row) => (row.lead_id ? [row.lead_id] : [])))];
  const advisors = new Map(
    (await db.selectFrom('staff_accounts').select(['id', 'email', 'name']).where('id', 'in', advisorIds).execute()).map(
      (row) => [row.id, row],
    ),
  );
  const leads = new Map(
    (leadIds.length === 0
      ? []
      : await db
          .selectFrom('leads')
          .select(['id', 'name', 'email', 'company', 'phone', 'calculation'])
          .where('id', 'in', leadIds)
          .execute()
    ).map((row) => [row.id, row]),
  );
  const withCalendar = new Set(
    (await db.selectFrom('caldav_accounts').select('account_id').where('account_id', 'in', advisorIds).execute()).map(
      (row) => row.account_id,
    ),
  );
  // The newest calendar write of each meeting: synced when it was sent.
  const writes = await db
    .selectFrom('outbox')
    .select(['meeting_id', 'status', 'created_at'])
    .where('template', '=', CALENDAR_SYNC)
    .where(
      'meeting_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('created_at')
    .execute();
  const lastWrite = new Map(writes.map((write) => [write.meeting_id, write.status]));
  return rows.map((row) => {
    const lead = row.lead_id ? leads.get(row.lead_id) : undefined;
    return {
      id: row.id,
      createdAt: row.created_at,
      start: new Date(Number(row.start_at)).toISOString(),
      end: new Date(Number(row.end_at)).toISOString(),
      status: row.status,
      advisor: advisors.get(row.advisor_id) ?? { id: row.advisor_id, email: '', name: '' },
      lead: lead
        ? {
            id: lead.id,
            name: lead.name,
            email: lead.email,
            company: lead.company,
            phone: lead.phone,
            riskLevel: readCalculation(lead.calculation)?.result?.riskLevel ?? null,
          }
        : null,
      topic: row.topic,
      visitorTimeZone: row.visitor_time_zone,
      calendarSynced: withCalendar.has(row.advisor_id) ? lastWrite.get(row.id) === 'sent' : null,
    };
  });
}

export async function bookingStaffRoutes(app: FastifyInstance, { ctx, booking }: StaffBookingOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const log = (request: FastifyRequest, action: string, target: string | null, detail?: Record<string, unknown>) =>
    audit(
      ctx,
      { accountId: sessionOf(request).account.id, action, target, detail: detail ?? null },
      clientFacts(request),
    );

  /** The account whose availability is asked for: the caller's own, or anyone's for an admin; 404 if there is none. */
  const availabilityOwner = async (request: FastifyRequest, id: string) => {
    const { account } = sessionOf(request);
    if (account.role !== 'admin' && id !== account.id) throw FAILURES.forbidden(BOOKING_MESSAGES.notYourAvailability);
    const owner = await findAccount(db, id);
    if (!owner) throw FAILURES.notFound('There is no such account.');
    return owner;
  };
  const availabilityOf = async (id: string, role: 'admin' | 'advisor'): Promise<AvailabilityResponse> => {
    const saved = await savedAvailability(db, id);
    return {
      ...effectiveAvailability(role, saved),
      accountId: id,
      firmTimeZone: booking.firmTimeZone,
      isDefault: saved === null,
    };
  };

  api.route({
    ...endpoint('availability'),
    handler: async (request) => {
      const owner = await availabilityOwner(request, request.params.id);
      return availabilityOf(owner.id, owner.role);
    },
  });
  api.route({
    ...endpoint('updateAvailability'),
    handler: async (request) => {
      const owner = await availabilityOwner(request, request.params.id);
      await saveAvailability(db, owner.id, request.body, ctx.stamp());
      await log(request, 'availability-update', owner.id, { takesBookings: request.body.takesBookings });
      return availabilityOf(owner.id, owner.role);
    },
  });

  api.route({ ...endpoint('holidays'), handler: async () => ({ holidays: await listHolidays(db) }) });
  api.route({
    ...endpoint('updateHolidays'),
    handler: async (request) => {
      await db.transaction().execute((trx) => replaceHolidays(trx, request.body.holidays));
      await log(request, 'holidays-update', null, { count: request.body.holidays.length });
      return { holidays: await listHolidays(db) };
    },
  });

  api.route({
    ...endpoint('meetings'),
    handler: async (request) => {
      const { advisor, leadId, status, when = 'upcoming', page = 1 } = request.query;
      const filter = { advisorId: advisor, leadId, status, when, now: ctx.now() };
      const rows = await listMeetingRows(db, filter, {
        limit: MEETINGS_PAGE_SIZE,
        offset: (page - 1) * MEETINGS_PAGE_SIZE,
      });
      return {
        meetings: await meetingViews(db, rows),
        total: await countMeetings(db, filter),
        page,
        pageSize: MEETINGS_PAGE_SIZE,
      };
    },
  });

  api.route({
    ...endpoint('updateMeeting'),
    handler: async (request) => {
      const { account } = sessionOf(request);
      let row = await findMeeting(db, request.params.id);
      if (!row) throw FAILURES.notFound('There is no such meeting.');
      const { status, advisorId } = request.body;
      if (advisorId !== undefined) {
        if (account.role !== 'admin') throw FAILURES.forbidden();
        const target = await findAccount(db, advisorId);
        if (!target || target.disabled) throw FAILURES.notFound('There is no such account, or it is disabled.');
        row = await reassignMeeting(booking, row, advisorId);
      }
      if (status !== undefined) {
        if (account.role !== 'admin' && row.advisor_id !== account.id)
          throw FAILURES.forbidden(BOOKING_MESSAGES.notYourMeeting);
        row = await setMeetingStatus(booking, row, status);
      }
      await log(request, 'meeting-update', row.id, {
        ...(status ? { status } : {}),
        ...(advisorId ? { advisorId } : {}),
      });
      const [view] = await meetingViews(db, [row]);
      return view!;
    },
  });

  api.route({
    ...endpoint('meetingsToReassign'),
    handler: async () => ({ meetings: await meetingViews(db, await orphanedMeetingRows(db, ctx.now())) }),
  });

  api.route({
    ...endpoint('calendarFeed'),
    handler: async (request) => {
      const feed = await feedOf(db, sessionOf(request).account.id);
      return { active: feed !== undefined, createdAt: feed?.created_at ?? null };
    },
  });
  api.route({
    ...endpoint('createCalendarFeed'),
    handler: async (request, reply) => {
      const token = newSecret();
      const at = ctx.stamp();
      await replaceFeed(db, sessionOf(request).account.id, digest(token), at);
      await log(request, 'calendar-feed-create', sessionOf(request).account.id);
      return reply.code(201).send({ url: new URL(`/api/calendar/${token}.ics`, ctx.publicUrl).href, createdAt: at });
    },
  });
  api.route({
    ...endpoint('revokeCalendarFeed'),
    handler: async (request, reply) => {
      await deleteFeed(db, sessionOf(request).account.id);
      await log(request, 'calendar-feed-revoke', sessionOf(request).account.id);
      return reply.code(204).send();
    },
  });

  const caldavView = async (accountId: string) => {
    const row = await caldavOf(db, accountId);
    return {
      configured: row !== undefined,
      url: row?.url ?? null,
      username: row?.username ?? null,
      lastSyncedAt: row?.last_synced_at ?? null,
      lastError: row?.last_error ?? null,
    };
  };
  api.route({ ...endpoint('caldav'), handler: async (request) => caldavView(sessionOf(request).account.id) });
  api.route({
    ...endpoint('updateCaldav'),
    handler: async (request) => {
      const accountId = sessionOf(request).account.id;
      const problem = await booking.calendars.check(request.body);
      if (problem) throw FAILURES.invalid({ url: `${BOOKING_MESSAGES.caldavUnreachable} ${problem}` });
      await saveCaldav(db, {
        account_id: accountId,
        url: request.body.url,
        username: request.body.username,
        password_encrypted: booking.calendars.encrypt(request.body.password),
        updated_at: ctx.stamp(),
      });
      booking.calendars.forget(accountId);
      await log(request, 'caldav-update', accountId, { url: request.body.url });
      return caldavView(accountId);
    },
  });
  api.route({
    ...endpoint('deleteCaldav'),
    handler: async (request, reply) => {
      const accountId = sessionOf(request).account.id;
      if (await hasCaldav(db, accountId)) await deleteCaldav(db, accountId);
      booking.calendars.forget(accountId);
      await log(request, 'caldav-delete', accountId);
      return reply.code(204).send();
    },
  });
}
