// The events' part of the hourly retention sweep (staff/retention.ts): every finished day's raw
// events are summed into event_days (what the Insights page reads, so a year stays fast), raw
// events older than RAW_EVENT_DAYS are deleted, and the daily counts and speed histograms go with
// the retention period.
import type { Kysely } from 'kysely';
import { RAW_EVENT_DAYS } from '../../src/contracts/insights-fields';
import type { Tables } from '../db/schema';
import { deleteDaysBefore, replaceDay } from '../repositories/event-days';
import { lastRolledUpDay, markRolledUp } from '../repositories/event-rollups';
import { countEvents, deleteEventsBefore, eventDaysBefore } from '../repositories/site-events';
import { deleteBucketsBefore } from '../repositories/vital-buckets';

export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);
export const daysBefore = (day: string, days: number): string =>
  dayOf(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000);

/** Sums each finished day not yet summed; returns the days summed. */
export async function rollUpEvents(db: Kysely<Tables>, at: number): Promise<string[]> {
  const today = dayOf(at);
  const last = await lastRolledUpDay(db);
  const days = (await eventDaysBefore(db, today)).filter((day) => !last || day > last);
  for (const day of days) {
    await db.transaction().execute(async (trx) => {
      await replaceDay(trx, day, await countEvents(trx, day, day));
      await markRolledUp(trx, day, new Date(at).toISOString());
    });
  }
  return days;
}

/** The sweep: roll up, then forget raw events after RAW_EVENT_DAYS and counts before `retainFrom`. */
export async function sweepEvents(db: Kysely<Tables>, at: number, retainFrom: string): Promise<void> {
  await rollUpEvents(db, at);
  await deleteEventsBefore(db, daysBefore(dayOf(at), RAW_EVENT_DAYS));
  await deleteDaysBefore(db, retainFrom);
  await deleteBucketsBefore(db, retainFrom);
}
