// The outbox table: every e-mail and webhook is first a row, written in the transaction of the record it is
// about, so an accepted lead can never lose its messages. Workers on any server claim due rows with one
// conditional UPDATE: the claim's own WHERE is checked again against the row it updates (PostgreSQL
// re-reads a row another transaction just changed; SQLite has a single writer), so two servers never
// hold the same row. A claim expires, so a server that dies mid-send leaves its rows to the others.
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { emailKey, type OutboxStatus, type OutboxTable, type Tables } from '../db/schema';
import type { Storage } from '../storage';

export type OutboxChannel = OutboxTable['channel'];

/** A message to send: what the template needs in `data`, and whom it concerns. */
export interface NewOutboxMessage {
  channel: OutboxChannel;
  template: string;
  /** An e-mail address or a webhook URL. */
  recipient: string;
  data: unknown;
  leadId?: string;
  signupId?: string;
  /** The address of the person the message is about (erasing them deletes it). */
  about?: string;
  /** The meeting it is about (its invite, reminder or calendar write). */
  meetingId?: string;
  /** Not sent before this (epoch ms; a meeting's reminder); default now. */
  dueAt?: number;
}

export interface OutboxMessage extends NewOutboxMessage {
  id: string;
  createdAt: string;
  /** Attempts made before this one. */
  attempts: number;
}

/** A message's delivery state, as the staff see it beside a lead. */
export interface Delivery {
  id: string;
  createdAt: string;
  channel: OutboxChannel;
  template: string;
  recipient: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
}

export type Outcome =
  | { status: 'sent' }
  | { status: 'retry'; at: number; error: string }
  | { status: 'failed'; error: string; suppressRecipient?: boolean };

/** What the outbox worker needs: this server's claims and their outcomes (outboxFor binds them to a storage). */
export interface OutboxStore {
  /** Claims up to `limit` due messages for `leaseMs`; nobody else gets them until then. */
  claimDue(limit: number, leaseMs: number): Promise<OutboxMessage[]>;
  /** Records how a claimed message's attempt ended. */
  complete(id: string, outcome: Outcome): Promise<void>;
}

const SUPPRESSED = 'This address bounced before: nothing more is sent to it.';

/**
 * Writes messages in `trx` (a record's own messages go in its transaction); e-mail to a suppressed
 * address is kept as cancelled, with the reason.
 */
export async function enqueue(trx: Kysely<Tables>, messages: readonly NewOutboxMessage[], at: number): Promise<void> {
  if (messages.length === 0) return;
  const addresses = messages
    .filter((message) => message.channel === 'email')
    .map((message) => emailKey(message.recipient));
  const suppressed = new Set(
    addresses.length === 0
      ? []
      : (
          await trx.selectFrom('mail_suppressions').select('email_key').where('email_key', 'in', addresses).execute()
        ).map((row) => row.email_key),
  );
  const createdAt = new Date(at).toISOString();
  await trx
    .insertInto('outbox')
    .values(
      messages.map((message) => {
        const cancelled = message.channel === 'email' && suppressed.has(emailKey(message.recipient));
        return {
          id: randomUUID(),
          created_at: createdAt,
          channel: message.channel,
          template: message.template,
          recipient: message.recipient,
          data: JSON.stringify(message.data),
          status: cancelled ? ('cancelled' as const) : ('pending' as const),
          attempts: 0,
          next_attempt_at: message.dueAt ?? at,
          claimed_by: null,
          claim_expires_at: null,
          last_error: cancelled ? SUPPRESSED : null,
          sent_at: null,
          lead_id: message.leadId ?? null,
          signup_id: message.signupId ?? null,
          email_key: message.about === undefined ? null : emailKey(message.about),
          meeting_id: message.meetingId ?? null,
        };
      }),
    )
    .execute();
}

const claimable = (at: number) => (eb: ExpressionBuilder<Tables, 'outbox'>) =>
  eb.and([
    eb('status', '=', 'pending'),
    eb('next_attempt_at', '<=', at),
    eb.or([eb('claim_expires_at', 'is', null), eb('claim_expires_at', '<=', at)]),
  ]);

/** Claims up to `limit` due messages for `holder` until `at + leaseMs`. */
export async function claimDue(
  db: Kysely<Tables>,
  { holder, at, limit, leaseMs }: { holder: string; at: number; limit: number; leaseMs: number },
): Promise<OutboxMessage[]> {
  const due = db.selectFrom('outbox').select('id').where(claimable(at)).orderBy('next_attempt_at').limit(limit);
  const rows = await db
    .updateTable('outbox')
    .set({ claimed_by: holder, claim_expires_at: at + leaseMs })
    .where('id', 'in', due)
    // Checked again against each row as it is updated: a row another server claimed meanwhile is skipped.
    .where(claimable(at))
    .returningAll()
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    channel: row.channel,
    template: row.template,
    recipient: row.recipient,
    data: JSON.parse(row.data) as unknown,
    attempts: Number(row.attempts),
    ...(row.lead_id === null ? {} : { leadId: row.lead_id }),
    ...(row.signup_id === null ? {} : { signupId: row.signup_id }),
    ...(row.email_key === null ? {} : { about: row.email_key }),
    ...(row.meeting_id === null ? {} : { meetingId: row.meeting_id }),
  }));
}

/** Records how `holder`'s attempt at message `id` ended; a refused recipient is suppressed. */
export async function complete(
  db: Kysely<Tables>,
  { id, holder, at, outcome }: { id: string; holder: string; at: number; outcome: Outcome },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const mine = trx.updateTable('outbox').where('id', '=', id).where('claimed_by', '=', holder);
    // Every ending counts the attempt and lets go of the claim.
    const ended = <T extends object>(eb: ExpressionBuilder<Tables, 'outbox'>, change: T) => ({
      ...change,
      attempts: eb('attempts', '+', 1),
      claimed_by: null,
      claim_expires_at: null,
    });
    if (outcome.status === 'sent') {
      await mine
        .set((eb) => ended(eb, { status: 'sent' as const, sent_at: new Date(at).toISOString(), last_error: null }))
        .execute();
      return;
    }
    const error = outcome.error.slice(0, 1000);
    if (outcome.status === 'retry') {
      await mine.set((eb) => ended(eb, { next_attempt_at: outcome.at, last_error: error })).execute();
      return;
    }
    const row = await mine
      .set((eb) => ended(eb, { status: 'failed' as const, last_error: error }))
      .returning(['recipient'])
      .executeTakeFirst();
    if (row && outcome.suppressRecipient) {
      const key = emailKey(row.recipient);
      await trx
        .insertInto('mail_suppressions')
        .values({ email_key: key, reason: error, created_at: new Date(at).toISOString() })
        .onConflict((conflict) => conflict.column('email_key').doNothing())
        .execute();
      // What was still waiting for that address will bounce too.
      await trx
        .updateTable('outbox')
        .set({ status: 'cancelled', last_error: SUPPRESSED })
        .where('channel', '=', 'email')
        .where('status', '=', 'pending')
        .where((eb) => eb(eb.fn('lower', ['recipient']), '=', key))
        .execute();
    }
  });
}

/** The worker's view of the outbox on `storage`: claims in this server's name, at the storage's time. */
export const outboxFor = ({ db, holder, now }: Pick<Storage, 'db' | 'holder' | 'now'>): OutboxStore => ({
  claimDue: (limit, leaseMs) => claimDue(db, { holder, at: now(), limit, leaseMs }),
  complete: (id, outcome) => complete(db, { id, holder, at: now(), outcome }),
});

/** A lead's messages, oldest first. */
export async function deliveriesFor(db: Kysely<Tables>, leadId: string): Promise<Delivery[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toDelivery);
}

/** Every message, oldest first (tests and the staff area's totals). */
export async function allDeliveries(db: Kysely<Tables>): Promise<Delivery[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map(toDelivery);
}

/** Cancels the messages still waiting about a sign-up (it unsubscribed) or a meeting (cancelled or moved: its reminder, a calendar write). */
export async function cancelPending(
  trx: Kysely<Tables>,
  about: { signupId: string } | { meetingId: string },
  reason: string,
): Promise<void> {
  const query = trx
    .updateTable('outbox')
    .set({ status: 'cancelled', last_error: reason })
    .where('status', '=', 'pending');
  await (
    'signupId' in about
      ? query.where('signup_id', '=', about.signupId)
      : query.where('meeting_id', '=', about.meetingId)
  ).execute();
}

/** The ids of every message about a person: by their address, or about one of their leads or sign-ups. */
export async function deliveryIdsAbout(
  db: Kysely<Tables>,
  { key, leads, signups }: { key: string; leads: readonly string[]; signups: readonly string[] },
): Promise<string[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('email_key', '=', key),
        ...(leads.length > 0 ? [eb('lead_id', 'in', leads)] : []),
        ...(signups.length > 0 ? [eb('signup_id', 'in', signups)] : []),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes messages by their id, or by the lead or sign-up they are about (one slice of ids: see erase). */
export async function deleteDeliveries(
  db: Kysely<Tables>,
  by: 'id' | 'lead_id' | 'signup_id',
  ids: readonly string[],
): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('outbox').where(by, 'in', ids).execute();
}

function toDelivery(row: OutboxTable): Delivery {
  return {
    id: row.id,
    createdAt: row.created_at,
    channel: row.channel,
    template: row.template,
    recipient: row.recipient,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
    sentAt: row.sent_at,
  };
}
