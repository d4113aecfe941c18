// The public booking routes (BOOKING_ROUTES), registered inside the public API (leads-api.ts) so they
// pass its guards: the Origin check (the site and EMBED_ORIGINS), and for the POSTs the shared rate
// limit, JSON only, the honeypot and the proof of work. The manage link's GET changes nothing (mail
// scanners fetch links); only its POSTs act, each spending the link.
import { createHash, randomUUID } from 'node:crypto';
import type { LeadExtras } from '../intake';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BOOKING_DAYS,
  bookingAvailabilityResponse,
  bookingRequest,
  bookingResponse,
  cancelRequest,
  isKnownTimeZone,
  managedMeetingResponse,
  manageQuery,
  rescheduleRequest,
  slotsQuery,
  slotsResponse,
} from '../../src/contracts/booking-api';
import { DEFAULT_MEETING_MINUTES } from '../../src/contracts/booking-fields';
import { isHoneypotFilled } from '../../src/contracts/lead';
import { FIRM } from '../../src/core/firm';
import { FAILURES } from '../errors';
import type { DeliverySettings } from '../mail/messages';
import { accountOfFeed } from '../repositories/calendars';
import type { SpentChallenge } from '../repositories/spent-challenges';
import { digest } from '../secrets';
import {
  bookMeeting,
  type BookingDeps,
  cancelByToken,
  meetingOfToken,
  publicMeetingOf,
  rescheduleByToken,
} from './bookings';
import { advisorFeed } from './feed';
import { freeSlots, loadSchedules } from './schedule';
import { offeredSlots } from './slots';

/** One of the public API's hooks. */
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface PublicBookingOptions {
  deps: BookingDeps;
  delivery: DeliverySettings;
  /** The public API's guards (leads-api.ts). */
  guards: {
    checkOrigin: Hook;
    /** Origin, rate limit, JSON only, and the body checks before the contract (the honeypot). */
    post: { bodyLimit: number; onRequest: Hook[]; preValidation: Hook };
    /** Answers a POST route's CORS preflight (an allowed embed's page posts JSON). */
    preflight: Hook;
    /** The request's verified proof of work (undefined when FORMS_CHALLENGE is off). */
    challenge(request: FastifyRequest, recipient: string): Promise<SpentChallenge | undefined>;
    /** What the lead a booking makes is credited to (issue 22's headline and host; null: none). */
    credit(request: FastifyRequest): LeadExtras['credit'];
  };
  /** Wakes the outbox worker once messages were written. */
  wake(): void;
}

export async function publicBookingRoutes(
  app: FastifyInstance,
  { deps, delivery, guards, wake }: PublicBookingOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.storage;

  api.get(
    '/booking/availability',
    { onRequest: [guards.checkOrigin], schema: { response: { 200: bookingAvailabilityResponse } } },
    async () => {
      const { bookable } = await loadSchedules({ ...deps, calendarBusy: async () => new Map() });
      return { open: bookable.size > 0, firmTimeZone: deps.firmTimeZone, days: BOOKING_DAYS };
    },
  );

  api.get(
    '/booking/slots',
    { onRequest: [guards.checkOrigin], schema: { querystring: slotsQuery, response: { 200: slotsResponse } } },
    async (request) => {
      const { timeZone, ref } = request.query;
      const leadId = deps.links.leadOfRef(ref);
      const assigned = leadId
        ? ((await db.selectFrom('leads').select('assigned_to').where('id', '=', leadId).executeTakeFirst())
            ?.assigned_to ?? undefined)
        : undefined;
      let schedules = await loadSchedules(deps, assigned ? { advisorId: assigned } : {});
      if (assigned && schedules.bookable.size === 0) schedules = await loadSchedules(deps);
      const known = timeZone !== undefined && isKnownTimeZone(timeZone);
      return {
        timeZone: known ? timeZone : deps.firmTimeZone,
        timeZoneReplaced: !known,
        firmTimeZone: deps.firmTimeZone,
        slots: offeredSlots(freeSlots(schedules)),
      };
    },
  );

  /**
   * A filled honeypot: a bot is answered as a person would be (a booked meeting), and nothing is
   * kept or sent; anything else goes on to the API's own checks before the contract.
   */
  const honeypot = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isHoneypotFilled(request.body)) return guards.post.preValidation(request, reply);
    const sent = Date.parse(String((request.body as { start?: unknown }).start));
    const start = Number.isNaN(sent) ? deps.storage.now() : sent;
    return reply.code(201).send({
      ok: true,
      meeting: {
        id: randomUUID(),
        start: new Date(start).toISOString(),
        end: new Date(start + DEFAULT_MEETING_MINUTES * 60_000).toISOString(),
        status: 'booked',
        advisorName: `A ${FIRM.shortName} advisor`,
        timeZone: deps.firmTimeZone,
      },
    });
  };

  api.post(
    '/bookings',
    {
      ...guards.post,
      preValidation: honeypot,
      schema: { body: bookingRequest, response: { 201: bookingResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      const challenge = await guards.challenge(request, body.lead.email);
      // What the Idempotency-Key stands for: the booking without its proof of work, which a retry may solve anew.
      const fingerprint = createHash('sha256')
        .update(`booking\n${JSON.stringify({ ...body, altcha: undefined })}`)
        .digest('base64url');
      const booked = await bookMeeting(
        deps,
        body,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500),
          challenge,
          idempotencyKey: request.submission?.idempotencyKey,
          fingerprint,
          credit: guards.credit(request),
        },
        delivery,
      );
      if (booked.replayed) reply.header('idempotent-replayed', 'true');
      else wake();
      return reply.code(201).send({ ok: true, meeting: await publicMeetingOf(db, booked.meeting) });
    },
  );

  api.get(
    '/bookings/manage',
    {
      onRequest: [guards.checkOrigin],
      schema: { querystring: manageQuery, response: { 200: managedMeetingResponse } },
    },
    async (request) => {
      const row = await meetingOfToken(deps, request.query.token);
      return { meeting: await publicMeetingOf(db, row), canChange: row.status === 'booked' };
    },
  );

  const manage = { ...guards.post, preValidation: undefined };
  api.post(
    '/bookings/manage/cancel',
    { ...manage, schema: { body: cancelRequest, response: { 200: managedMeetingResponse } } },
    async (request) => {
      const row = await cancelByToken(deps, request.body.token);
      wake();
      return { meeting: await publicMeetingOf(db, row), canChange: false };
    },
  );
  api.post(
    '/bookings/manage/reschedule',
    { ...manage, schema: { body: rescheduleRequest, response: { 200: managedMeetingResponse } } },
    async (request) => {
      const row = await rescheduleByToken(deps, request.body.token, Date.parse(request.body.start));
      wake();
      // The link that moved it is spent: the new one is in the new invite.
      return { meeting: await publicMeetingOf(db, row), canChange: false };
    },
  );

  for (const url of ['/bookings', '/bookings/manage/cancel', '/bookings/manage/reschedule'])
    api.options(url, { onRequest: [guards.checkOrigin] }, guards.preflight);

  // A calendar program subscribes to this address (no Origin, no cookies): the token is the key.
  api.get('/calendar/:file', async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const token = /^([A-Za-z0-9_-]{43})\.ics$/.exec(request.params.file)?.[1];
    const accountId = token ? await accountOfFeed(db, digest(token)) : undefined;
    if (!accountId) throw FAILURES.notFound('There is no such calendar.');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="consultations.ics"')
      .send(await advisorFeed(deps, accountId));
  });
}
