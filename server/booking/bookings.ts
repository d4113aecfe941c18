// Booking, moving and cancelling a meeting. Each is one transaction that first claims (or gives
// back) the advisor's time in meeting_claims, then writes the lead, the meeting and the messages it
// causes (invites, the reminder, the calendar write) to the outbox: a booking is never half made, and
// of two overlapping ones, on any number of servers, one commits and the other is told the nearest
// free slots.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BOOKING_MESSAGES,
  type BookingRequest,
  type MeetingStatus,
  NEAREST_SLOTS,
} from '../../src/contracts/booking-api';
import type { Lead } from '../../src/contracts/lead-fields';
import { FIRM } from '../../src/core/firm';
import { emailKey, type Tables } from '../db/schema';
import { FAILURES } from '../errors';
import { ChallengeSpentError, IdempotencyConflictError, type LeadExtras, type RequestFacts } from '../intake';
import { calculationOf } from '../leads-api';
import type { DeliverySettings } from '../mail/messages';
import { leadMessages } from '../mail/messages';
import type { VisitorMeetingMail } from '../mail/meeting-emails';
import { insertLeadEvents } from '../repositories/lead-events';
import { insertCredit } from '../repositories/lead-credits';
import { findLead, insertLead, leadWork, setLeadWork } from '../repositories/leads';
import {
  claimTime,
  findMeeting,
  insertMeeting,
  forgetVisitor,
  lastBookedAt,
  type MeetingRow,
  meetingsAbout,
  type Removed,
  releaseClaims,
  updateMeetingRow,
} from '../repositories/meetings';
import { hasCaldav } from '../repositories/calendars';
import { claimKey, liveKey, setRecord } from '../repositories/idempotency-keys';
import { cancelPending, enqueue, type NewOutboxMessage } from '../repositories/outbox';
import { spendChallenge, type SpentChallenge } from '../repositories/spent-challenges';
import { newSecret } from '../secrets';
import type { Storage } from '../storage';
import { CALENDAR_SYNC, type Calendars } from './caldav';
import type { BookingLinks } from './links';
import { advisorMailOf, advisorOf, snapshotOf } from './meeting-mail';
import { type Bookable, loadSchedules, freeSlots, type ScheduleDeps, type Schedules } from './schedule';
import { advisorSlots, type AdvisorSlot, nearestSlots, offeredSlots } from './slots';
import { isKnownTimeZone } from '../../src/contracts/booking-api';

/** What bookings need besides the request. */
export interface BookingDeps extends ScheduleDeps {
  storage: Storage;
  links: BookingLinks;
  /** The site's address (links) and the firm's address (the organizer of invites). */
  site: { publicUrl: string; from: string };
  /** Advisors' CalDAV calendars (those with settings are written through the outbox). */
  calendars: Calendars;
}

const DAY_MS = 24 * 60 * 60_000;
/** A reminder is sent this long before the meeting, when the meeting is further away than that. */
export const REMINDER_BEFORE_MS = DAY_MS;

/** A claim lost to another booking: the transaction is rolled back and the next advisor tried. */
class ClaimLost extends Error {}

/** The zone a visitor's times are written in: theirs if this server knows it, else the firm's. */
export const visitorZone = (zone: string | undefined, firmTimeZone: string): string =>
  zone !== undefined && isKnownTimeZone(zone) ? zone : firmTimeZone;

/** Free advisors at a start, best first: of the visitor's industry, then whoever was given a booking longest ago. */
async function ranked(
  db: Kysely<Tables>,
  candidates: readonly AdvisorSlot[],
  bookable: ReadonlyMap<string, Bookable>,
  industry: string | undefined,
  prefer?: string,
): Promise<AdvisorSlot[]> {
  const last = await lastBookedAt(db);
  const score = (slot: AdvisorSlot) => [
    slot.advisorId === prefer ? 0 : 1,
    industry && (bookable.get(slot.advisorId)?.industries as readonly string[] | undefined)?.includes(industry) ? 0 : 1,
  ];
  return [...candidates].sort((a, b) => {
    const [preferA, industryA] = score(a);
    const [preferB, industryB] = score(b);
    if (preferA !== preferB) return preferA! - preferB!;
    if (industryA !== industryB) return industryA! - industryB!;
    const lastA = last.get(a.advisorId) ?? '';
    const lastB = last.get(b.advisorId) ?? '';
    return lastA === lastB ? a.advisorId.localeCompare(b.advisorId) : lastA < lastB ? -1 : 1;
  });
}

/** The refusal for a start no advisor is free at: past, outside hours (400), or taken (409); each with the nearest free slots. */
function refusal(schedules: Schedules, start: number, now: number) {
  const offered = offeredSlots(freeSlots(schedules));
  const nearest = nearestSlots(offered, Math.max(start, now), NEAREST_SLOTS);
  if (start < schedules.window.earliest) return FAILURES.badSlot(BOOKING_MESSAGES.startPast, nearest);
  const onAGrid = schedules.schedules.some((schedule) =>
    advisorSlots(schedule, schedules.window, { includeTaken: true }).some((slot) => slot.start === start),
  );
  return onAGrid ? FAILURES.slotTaken(nearest) : FAILURES.badSlot(BOOKING_MESSAGES.startOutsideHours, nearest);
}

/**
 * Tries the candidates in order, each in a transaction of its own that first claims the advisor's
 * time: the first whose claim holds runs `write` and commits. Undefined when every claim was lost.
 */
async function claimFirst<T>(
  db: Kysely<Tables>,
  candidates: readonly AdvisorSlot[],
  meetingId: string,
  write: (trx: Kysely<Tables>, slot: AdvisorSlot) => Promise<T>,
  /** Runs first in each attempt's transaction (a move spends its link and gives its old time back). */
  before?: (trx: Kysely<Tables>) => Promise<void>,
): Promise<T | undefined> {
  for (const slot of candidates) {
    try {
      return await db.transaction().execute(async (trx) => {
        await before?.(trx);
        const claimed = await claimTime(trx, {
          advisorId: slot.advisorId,
          meetingId,
          start: slot.start,
          end: slot.claimEnd,
        });
        if (!claimed) throw new ClaimLost();
        return write(trx, slot);
      });
    } catch (error) {
      if (!(error instanceof ClaimLost)) throw error;
    }
  }
  return undefined;
}

/** A lead's status moves from new to contacted when a meeting is booked; any other status an advisor set stays. */
async function markContacted(trx: Kysely<Tables>, leadId: string, advisorId: string, at: string): Promise<void> {
  const work = await leadWork(trx, leadId);
  if (!work) return;
  const events = [];
  if (work.status === 'new') events.push({ field: 'status' as const, fromValue: 'new', toValue: 'contacted' });
  if (work.assigned_to === null) events.push({ field: 'assigned_to' as const, fromValue: null, toValue: advisorId });
  if (events.length === 0) return;
  await setLeadWork(trx, leadId, {
    ...(work.status === 'new' ? { status: 'contacted' } : {}),
    ...(work.assigned_to === null ? { assignedTo: advisorId } : {}),
  });
  await insertLeadEvents(
    trx,
    events.map((event) => ({ id: randomUUID(), leadId, at, accountId: null, ...event })),
  );
}

type Change = 'booked' | 'moved' | 'cancelled';

/** What a meeting's messages need: the clock, the firm's zone, and (for all but a cancellation) the links' key. */
export interface MessageDeps {
  storage: Pick<Storage, 'db' | 'now' | 'stamp'>;
  firmTimeZone: string;
  links?: BookingLinks;
}

/**
 * Brings the meeting as it now is into the advisor's CalDAV calendar (written, moved or removed),
 * retried through the outbox like a webhook while their calendar server is down.
 */
const calendarTask = (meetingId: string, advisorId: string): NewOutboxMessage => ({
  channel: 'webhook',
  template: CALENDAR_SYNC,
  recipient: `caldav:${advisorId}`,
  data: { meetingId, advisorId },
  meetingId,
});

/**
 * The messages a change of a meeting causes, written in its transaction: to the visitor (unless
 * `visitor` is false: an erased person is not written to) the invite and reminder, or the
 * cancellation; to the advisor the invite or cancellation; to their calendar the write.
 */
async function meetingMessages(
  deps: MessageDeps,
  trx: Kysely<Tables>,
  row: MeetingRow,
  change: Change,
  { visitor = true, formerAdvisorId }: { visitor?: boolean; formerAdvisorId?: string } = {},
): Promise<NewOutboxMessage[]> {
  const advisor = await advisorOf(trx, row.advisor_id);
  const meeting = snapshotOf(row, advisor);
  const about = { meetingId: row.id, ...(row.lead_id ? { leadId: row.lead_id } : {}) };
  const visitorAbout = { ...about, about: row.visitor_email };
  const cancelled = change === 'cancelled';
  const messages: NewOutboxMessage[] = [];
  if (visitor && row.visitor_email) {
    const data: VisitorMeetingMail = {
      meeting,
      visitorEmail: row.visitor_email,
      timeZone: row.visitor_time_zone,
      ...(cancelled || !deps.links ? {} : { manageToken: deps.links.manageToken(row.id, row.manage_nonce) }),
    };
    messages.push({
      channel: 'email',
      template: cancelled ? 'meeting-cancel' : 'meeting-invite',
      recipient: row.visitor_email,
      data,
      ...visitorAbout,
    });
    const remindAt = Number(row.start_at) - REMINDER_BEFORE_MS;
    if (!cancelled && remindAt > deps.storage.now())
      messages.push({
        channel: 'email',
        template: 'meeting-reminder',
        recipient: row.visitor_email,
        data,
        dueAt: remindAt,
        ...visitorAbout,
      });
  }
  if (formerAdvisorId && formerAdvisorId !== row.advisor_id) {
    const former = await advisorOf(trx, formerAdvisorId);
    if (former.email)
      messages.push({
        channel: 'email',
        template: 'meeting-advisor-cancel',
        recipient: former.email,
        data: await advisorMailOf(trx, row, deps.firmTimeZone, formerAdvisorId),
        ...about,
      });
    if (await hasCaldav(trx, formerAdvisorId)) messages.push(calendarTask(row.id, formerAdvisorId));
  }
  if (advisor.email)
    messages.push({
      channel: 'email',
      template: cancelled ? 'meeting-advisor-cancel' : 'meeting-advisor-invite',
      recipient: advisor.email,
      data: await advisorMailOf(trx, row, deps.firmTimeZone),
      ...about,
    });
  if (await hasCaldav(trx, row.advisor_id)) messages.push(calendarTask(row.id, row.advisor_id));
  return messages;
}

export interface Booked {
  meeting: MeetingRow;
  /** The request repeated one already booked with its Idempotency-Key: its meeting, nothing new. */
  replayed: boolean;
}

/** The route name an Idempotency-Key is claimed for (the leads API's are `lead` and `signup`). */
const BOOKING_ROUTE = 'booking';

/** Another request with the same Idempotency-Key claimed it first, in a transaction now committed. */
class KeyTaken extends Error {}

/**
 * The meeting a request with this Idempotency-Key already booked, or undefined when the key is new
 * (or expired). A retry after a lost answer is told its own booking, not that the slot is taken.
 */
async function replayOf(db: Kysely<Tables>, facts: RequestFacts, at: number): Promise<Booked | undefined> {
  if (facts.idempotencyKey === undefined) return undefined;
  const seen = await liveKey(db, facts.idempotencyKey, at);
  if (!seen || !seen.record_id) return undefined;
  if (seen.route !== BOOKING_ROUTE || seen.fingerprint !== (facts.fingerprint ?? ''))
    throw new IdempotencyConflictError();
  const meeting = await findMeeting(db, seen.record_id);
  return meeting ? { meeting, replayed: true } : undefined;
}

/**
 * Books `request.start` with the best free advisor (the lead's assigned advisor only, with a valid
 * ref): the meeting, its lead (made, or the ref's lead, moved from new to contacted), its messages.
 */
export async function bookMeeting(
  deps: BookingDeps,
  request: BookingRequest,
  facts: RequestFacts & { challenge?: SpentChallenge | undefined; credit?: LeadExtras['credit'] },
  /** LEADS_NOTIFY_TO and the webhook: told of the lead a booking makes. */
  delivery: DeliverySettings,
): Promise<Booked> {
  const { db, now, stamp } = deps.storage;
  const replay = await replayOf(db, facts, now());
  if (replay) return replay;
  const refLeadId = deps.links.leadOfRef(request.ref);
  const refLead = refLeadId ? await findLead(db, refLeadId) : undefined;
  const assigned = refLead?.assigned_to ?? undefined;
  let schedules = await loadSchedules(deps, assigned ? { advisorId: assigned } : {});
  // An assigned advisor who no longer takes bookings: anyone free.
  if (assigned && schedules.bookable.size === 0) schedules = await loadSchedules(deps);
  if (schedules.bookable.size === 0) throw FAILURES.nobodyAvailable();
  const start = Date.parse(request.start);
  const candidates = start >= schedules.window.earliest ? freeSlots(schedules).get(start) : undefined;
  if (!candidates) throw refusal(schedules, start, now());
  const lead: Lead = request.lead;
  const order = await ranked(db, candidates, schedules.bookable, lead.industry);
  const meetingId = randomUUID();
  const key = facts.idempotencyKey;
  const claimKeyFirst = async (trx: Kysely<Tables>) => {
    const fingerprint = facts.fingerprint ?? '';
    if (key !== undefined && !(await claimKey(trx, { key, route: BOOKING_ROUTE, fingerprint, at: now() })))
      throw new KeyTaken();
  };
  const booked = await claimFirst(db, order, meetingId, async (trx, slot) => {
    await claimKeyFirst(trx);
    if (facts.challenge && !(await spendChallenge(trx, facts.challenge))) throw new ChallengeSpentError();
    const at = stamp();
    let leadId = refLead?.id;
    const messages: NewOutboxMessage[] = [];
    if (!leadId) {
      leadId = randomUUID();
      const calculation = calculationOf(lead);
      await insertLead(trx, { id: leadId, createdAt: at, lead, facts, calculation });
      if (facts.credit) await insertCredit(trx, { lead_id: leadId, ...facts.credit });
      messages.push(...leadMessages(lead, calculation, { id: leadId, createdAt: at }, delivery));
    }
    await markContacted(trx, leadId, slot.advisorId, at);
    const row: MeetingRow = {
      id: meetingId,
      created_at: at,
      lead_id: leadId,
      advisor_id: slot.advisorId,
      start_at: slot.start,
      end_at: slot.end,
      claim_end_at: slot.claimEnd,
      status: 'booked',
      visitor_email: lead.email,
      email_key: emailKey(lead.email),
      visitor_time_zone: visitorZone(request.timeZone, deps.firmTimeZone),
      topic: lead.message ?? '',
      sequence: 0,
      manage_nonce: newSecret(),
      cancelled_at: null,
      caldav_href: null,
      caldav_etag: null,
    };
    await insertMeeting(trx, row);
    if (key !== undefined) await setRecord(trx, key, meetingId);
    messages.push(...(await meetingMessages(deps, trx, row, 'booked')));
    await enqueue(trx, messages, now());
    return { meeting: row, replayed: false };
  }).catch(async (error: unknown) => {
    // The same request on another connection or server booked while this one computed its slots.
    if (error instanceof KeyTaken) return replayOf(db, facts, now());
    throw error;
  });
  if (booked) return booked;
  throw refusal(await loadSchedules(deps, assigned ? { advisorId: assigned } : {}), start, now());
}

/** The meeting a manage token is for, while the token is its current one and the meeting not over. */
export async function meetingOfToken(deps: BookingDeps, token: string | undefined): Promise<MeetingRow> {
  const id = token ? deps.links.manageTokenMeeting(token) : undefined;
  const row = id ? await findMeeting(deps.storage.db, id) : undefined;
  if (!row || !token || !deps.links.isManageToken(token, row.id, row.manage_nonce)) throw FAILURES.linkExpired();
  if (Number(row.end_at) <= deps.storage.now()) throw FAILURES.linkExpired();
  return row;
}

/**
 * Spends the manage link the meeting has (its nonce changes only if it is still `nonce`): of two
 * requests with one link, on any server, one goes on. False when the link was already used.
 */
async function spendLink(trx: Kysely<Tables>, row: MeetingRow): Promise<boolean> {
  const result = await trx
    .updateTable('meetings')
    .set({ manage_nonce: newSecret() })
    .where('id', '=', row.id)
    .where('manage_nonce', '=', row.manage_nonce)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels a booked meeting in `trx`: its time given back, its reminder and calendar writes stopped, both sides told. */
async function cancelIn(
  deps: MessageDeps,
  trx: Kysely<Tables>,
  row: MeetingRow,
  { visitor = true }: { visitor?: boolean } = {},
): Promise<MeetingRow> {
  const cancelled: MeetingRow = {
    ...row,
    status: 'cancelled',
    sequence: Number(row.sequence) + 1,
    cancelled_at: deps.storage.stamp(),
  };
  await updateMeetingRow(trx, row.id, {
    status: 'cancelled',
    sequence: cancelled.sequence,
    cancelled_at: cancelled.cancelled_at,
  });
  await releaseClaims(trx, row.id);
  await cancelPending(trx, { meetingId: row.id }, 'The meeting was cancelled.');
  await enqueue(trx, await meetingMessages(deps, trx, cancelled, 'cancelled', { visitor }), deps.storage.now());
  return cancelled;
}

/** POST manage/cancel: the link is spent; cancelling twice is refused as an expired link. */
export async function cancelByToken(deps: BookingDeps, token: string): Promise<MeetingRow> {
  const row = await meetingOfToken(deps, token);
  if (row.status !== 'booked') throw FAILURES.linkExpired();
  return deps.storage.db.transaction().execute(async (trx) => {
    if (!(await spendLink(trx, row))) throw FAILURES.linkExpired();
    return cancelIn(deps, trx, row);
  });
}

/**
 * Moves a meeting to a new start (a manage link's reschedule, an admin's reassignment): its advisor
 * if free then (or `advisorId`'s only), else the best free one; the old time given back and the new
 * claimed in one transaction, a new link and invites sent (SEQUENCE raised).
 */
async function move(
  deps: BookingDeps,
  row: MeetingRow,
  {
    start,
    advisorId,
    beforeClaim,
  }: { start: number; advisorId?: string; beforeClaim?: (trx: Kysely<Tables>) => Promise<void> },
): Promise<MeetingRow> {
  const { db, now } = deps.storage;
  // The meeting's own time is free to it: left out of what is busy.
  const schedules = await loadSchedules(deps, advisorId ? { advisorId } : {});
  for (const schedule of schedules.schedules)
    if (schedule.id === row.advisor_id)
      schedule.busy = schedule.busy.filter(
        (span) => !(span.start === Number(row.start_at) && span.end === Number(row.claim_end_at)),
      );
  if (schedules.bookable.size === 0)
    throw advisorId ? FAILURES.conflict(BOOKING_MESSAGES.advisorNotFree) : FAILURES.nobodyAvailable();
  const candidates = start >= schedules.window.earliest ? freeSlots(schedules).get(start) : undefined;
  if (!candidates)
    throw advisorId ? FAILURES.conflict(BOOKING_MESSAGES.advisorNotFree) : refusal(schedules, start, now());
  const lead = row.lead_id ? await findLead(db, row.lead_id) : undefined;
  const order = await ranked(db, candidates, schedules.bookable, lead?.industry ?? undefined, row.advisor_id);
  const moved = await claimFirst(
    db,
    order,
    row.id,
    async (trx, slot) => {
      const movedRow: MeetingRow = {
        // Read again: spending the link gave the meeting a new nonce, which the new invite's link signs.
        ...(await findMeeting(trx, row.id))!,
        advisor_id: slot.advisorId,
        start_at: slot.start,
        end_at: slot.end,
        claim_end_at: slot.claimEnd,
        sequence: Number(row.sequence) + 1,
      };
      await updateMeetingRow(trx, row.id, {
        advisor_id: movedRow.advisor_id,
        start_at: movedRow.start_at,
        end_at: movedRow.end_at,
        claim_end_at: movedRow.claim_end_at,
        sequence: movedRow.sequence,
      });
      await cancelPending(trx, { meetingId: row.id }, 'The meeting was moved.');
      const messages = await meetingMessages(deps, trx, movedRow, 'moved', { formerAdvisorId: row.advisor_id });
      await enqueue(trx, messages, now());
      return movedRow;
    },
    async (trx) => {
      await beforeClaim?.(trx);
      await releaseClaims(trx, row.id);
    },
  );
  if (moved) return moved;
  throw advisorId
    ? FAILURES.conflict(BOOKING_MESSAGES.advisorNotFree)
    : refusal(await loadSchedules(deps), start, now());
}

/** POST manage/reschedule: the link is spent in the move's transaction (a lost claim leaves it usable). */
export async function rescheduleByToken(deps: BookingDeps, token: string, start: number): Promise<MeetingRow> {
  const row = await meetingOfToken(deps, token);
  if (row.status !== 'booked') throw FAILURES.linkExpired();
  return move(deps, row, {
    start,
    beforeClaim: async (trx) => {
      if (!(await spendLink(trx, row))) throw FAILURES.linkExpired();
    },
  });
}

/** An admin gives a meeting to another advisor, at the same time. */
export async function reassignMeeting(deps: BookingDeps, row: MeetingRow, advisorId: string): Promise<MeetingRow> {
  if (row.status !== 'booked') throw FAILURES.conflict('Only a booked meeting can be given to another advisor.');
  if (advisorId === row.advisor_id) return row;
  return move(deps, row, { start: Number(row.start_at), advisorId });
}

/** A status set in the staff area: cancelled cancels (both sides told); done and no-show are marks; a cancelled meeting stays cancelled. */
export async function setMeetingStatus(deps: BookingDeps, row: MeetingRow, status: MeetingStatus): Promise<MeetingRow> {
  if (status === row.status) return row;
  if (row.status === 'cancelled') throw FAILURES.conflict('A cancelled meeting cannot be changed: book a new one.');
  return deps.storage.db.transaction().execute(async (trx) => {
    if (status === 'cancelled') return cancelIn(deps, trx, row);
    await updateMeetingRow(trx, row.id, { status });
    return { ...row, status };
  });
}

/**
 * In the transaction of an erasure (or the retention sweep): the meetings of the person (or of the
 * leads) keep nothing of them, and the booked ones still to come are cancelled, their time given back and their
 * advisors told, without a word to the person or about them.
 */
export async function forgetInMeetings(deps: MessageDeps, trx: Kysely<Tables>, removed: Removed): Promise<void> {
  const rows = await meetingsAbout(trx, removed);
  await forgetVisitor(
    trx,
    rows.map((row) => row.id),
  );
  for (const row of rows)
    if (row.status === 'booked' && Number(row.end_at) > deps.storage.now())
      await cancelIn(
        deps,
        trx,
        { ...row, lead_id: null, visitor_email: '', email_key: '', topic: '' },
        { visitor: false },
      );
}

/** The meeting as its visitor sees it. */
export async function publicMeetingOf(db: Kysely<Tables>, row: MeetingRow) {
  const advisor = await advisorOf(db, row.advisor_id);
  return {
    id: row.id,
    start: new Date(Number(row.start_at)).toISOString(),
    end: new Date(Number(row.end_at)).toISOString(),
    status: row.status,
    advisorName: advisor.name || `A ${FIRM.shortName} advisor`,
    timeZone: row.visitor_time_zone,
  };
}
