// Retention: leads and sign-ups older than RETENTION_MONTHS are deleted (with their notes, history
// and outbox rows), and so are audit entries; the request facts (address, user agent) of every
// record are cleared after 30 days. Also clears what expires on its own: sessions, WebAuthn
// challenges, forgotten sign-in failures; and rolls the site's events up into daily counts (insights/rollup.ts). One server at a time does it (the lease `sweep:retention`).
import { clearAuditFacts, deleteAuditBefore } from '../repositories/audit';
import { clearLeadFacts, leadIdsBefore } from '../repositories/leads';
import { sweepEvents } from '../insights/rollup';
import { tryLease } from '../repositories/leases';
import { clearSignupFacts, signupIdsBefore } from '../repositories/signups';
import { deleteExpiredChallenges } from '../repositories/staff-challenges';
import { type StaffContext, iso } from './context';
import { deleteRecords } from './erase';
import { forgetInMeetings } from '../booking/bookings';
import { deleteTimedOutSessions } from './sessions';
import { forgetOldFailures } from './throttle';

export const DEFAULT_RETENTION_MONTHS = 24;
export const REQUEST_FACTS_DAYS = 30;
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** `months` calendar months before `now` (UTC). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

export interface SweepCounts {
  leads: number;
  signups: number;
}

/** Runs the sweep now (no lease: the caller holds it). */
export async function sweepRetention(ctx: StaffContext, retentionMonths: number): Promise<SweepCounts> {
  const at = ctx.now();
  const cutoff = iso(monthsBefore(at, retentionMonths));
  const factsCutoff = iso(at - REQUEST_FACTS_DAYS * 24 * 60 * 60 * 1000);
  const leads = await leadIdsBefore(ctx.db, cutoff);
  const signups = await signupIdsBefore(ctx.db, cutoff);
  await ctx.db.transaction().execute(async (trx) => {
    await forgetInMeetings({ storage: { ...ctx, db: trx }, firmTimeZone: ctx.firmTimeZone }, trx, { leads });
    await deleteRecords(trx, { leads, signups, deliveries: [] });
  });
  await deleteAuditBefore(ctx.db, cutoff);
  await clearLeadFacts(ctx.db, factsCutoff);
  await clearSignupFacts(ctx.db, factsCutoff);
  await clearAuditFacts(ctx.db, factsCutoff);
  await deleteTimedOutSessions(ctx);
  await deleteExpiredChallenges(ctx.db, at);
  await forgetOldFailures(ctx);
  await sweepEvents(ctx.db, at, cutoff.slice(0, 10));
  return { leads: leads.length, signups: signups.length };
}

/** The first sweep waits this long after start, so a server that starts and stops at once (a test, a crash loop) does none. */
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

/**
 * Sweeps every interval, on whichever server gets the lease; failures are reported, never thrown.
 * Returns a stop function.
 */
export function scheduleRetention(
  ctx: StaffContext,
  retentionMonths: number,
  onError: (error: unknown) => void,
): () => void {
  const run = async () => {
    try {
      if (
        await tryLease(ctx.db, {
          name: 'sweep:retention',
          holder: ctx.holder,
          ttlMs: RETENTION_SWEEP_INTERVAL_MS,
          at: ctx.now(),
        })
      )
        await sweepRetention(ctx, retentionMonths);
    } catch (error) {
      onError(error);
    }
  };
  let stopped = false;
  let timer = setTimeout(function tick() {
    void run().finally(() => {
      if (stopped) return;
      timer = setTimeout(tick, RETENTION_SWEEP_INTERVAL_MS);
      timer.unref();
    });
  }, FIRST_SWEEP_DELAY_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
