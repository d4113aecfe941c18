// The headline experiment: its runs (a change of weights, effect or baseline starts a new one, so
// the split a run is judged against never changes under it), what the page's <head> is told, and
// the report per variant with an honest verdict: none before every arm has the sample size fixed at
// the run's start, none while the split is off.
import type { Kysely } from 'kysely';
import {
  DEFAULT_BASELINE,
  DEFAULT_MDE,
  EXPERIMENT_ALPHA,
  EXPERIMENT_POWER,
  HEADLINE_VARIANTS,
  SRM_THRESHOLD,
  type ExperimentReport,
  type ExperimentRequest,
} from '../../src/contracts/insights-api';
import type { LeadKind } from '../../src/contracts/lead-fields';
import type { Tables } from '../db/schema';
import { assignmentsOf } from '../repositories/event-days';
import { lastRolledUpDay } from '../repositories/event-rollups';
import { type ExperimentRow, insertExperiment, latestExperiment, stopExperiment } from '../repositories/experiments';
import { runConversions } from '../repositories/lead-credits';
import { rawAssignmentsOf } from '../repositories/site-events';
import { sampleRatioTest, sampleSizePerArm, twoProportionPValue, wilsonInterval } from './statistics';

/** The primary metric: a report request (the calculator's form or its follow-up popup). */
export const REPORT_KINDS: readonly LeadKind[] = ['report', 'popup'];
export const CONSULTATION_KINDS: readonly LeadKind[] = ['consultation', 'sales'];
/** Each of the four comparisons with the default gets alpha / 4 (Bonferroni). */
export const COMPARISON_ALPHA = EXPERIMENT_ALPHA / (HEADLINE_VARIANTS.length - 1);

const EQUAL_WEIGHTS = HEADLINE_VARIANTS.map(() => 1);

export const weightsOf = (row: ExperimentRow): number[] => JSON.parse(row.weights) as number[];

/** The current run; on a fresh install the first, with equal weights and the default effect. */
export async function currentExperiment(db: Kysely<Tables>, at: string): Promise<ExperimentRow> {
  const latest = await latestExperiment(db);
  if (latest) return latest;
  await insertExperiment(db, runRow('1', at, EQUAL_WEIGHTS, DEFAULT_MDE, DEFAULT_BASELINE));
  return (await latestExperiment(db))!;
}

const runRow = (id: string, at: string, weights: readonly number[], mde: number, baseline: number): ExperimentRow => ({
  id,
  started_at: at,
  stopped_at: null,
  weights: JSON.stringify(weights),
  mde,
  baseline,
  sample_size: sampleSizePerArm(baseline, mde, COMPARISON_ALPHA, EXPERIMENT_POWER),
});

/**
 * An admin's change: stopping ends the run (everyone sees the default, nothing is assigned); other
 * weights, effect or baseline start a new run, and visitors are assigned afresh.
 */
export async function changeExperiment(
  db: Kysely<Tables>,
  change: ExperimentRequest,
  at: string,
): Promise<ExperimentRow> {
  const current = await currentExperiment(db, at);
  if (change.stopped) {
    if (!current.stopped_at) await stopExperiment(db, current.id, at);
    return (await latestExperiment(db))!;
  }
  const same =
    !current.stopped_at &&
    current.weights === JSON.stringify(change.weights) &&
    current.mde === change.mde &&
    current.baseline === change.baseline;
  if (same) return current;
  await insertExperiment(db, runRow(String(Number(current.id) + 1), at, change.weights, change.mde, change.baseline));
  return (await latestExperiment(db))!;
}

/** What the page's <head> is told (EXPERIMENT_META): `<run>:<weights>`, or "off". */
export const metaContent = (row: ExperimentRow): string =>
  row.stopped_at ? 'off' : `${row.id}:${weightsOf(row).join(',')}`;

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The run's report: every arm's assignments and report requests, the split's check and the verdict. */
export async function experimentReport(db: Kysely<Tables>, row: ExperimentRow): Promise<ExperimentReport> {
  const weights = weightsOf(row);
  const rolled = await lastRolledUpDay(db);
  const assigned = new Map<string, number>();
  for (const { variant, count } of [
    ...(await assignmentsOf(db, row.id)),
    ...(await rawAssignmentsOf(db, row.id, rolled)),
  ])
    assigned.set(variant, (assigned.get(variant) ?? 0) + count);
  const converted = new Map((await runConversions(db, row.id, REPORT_KINDS)).map((entry) => [entry.variant, entry]));
  const base = { n: assigned.get('default') ?? 0, x: converted.get('default')?.conversions ?? 0 };
  const arms = HEADLINE_VARIANTS.map((variant, index) => {
    const assignments = assigned.get(variant) ?? 0;
    const conversions = converted.get(variant)?.conversions ?? 0;
    const { low, high } = wilsonInterval(conversions, assignments);
    return {
      variant,
      weight: weights[index] ?? 0,
      assignments,
      conversions,
      won: converted.get(variant)?.won ?? 0,
      rate: assignments > 0 ? conversions / assignments : 0,
      low,
      high,
      pValue: variant === 'default' ? null : twoProportionPValue(base.x, base.n, conversions, assignments),
    };
  });
  const split = sampleRatioTest(
    arms.map((arm) => arm.assignments),
    weights,
  );
  const srm = { ...split, mismatch: split.pValue < SRM_THRESHOLD };
  return {
    run: row.id,
    startedAt: row.started_at,
    stoppedAt: row.stopped_at,
    mde: row.mde,
    baseline: row.baseline,
    sampleSize: row.sample_size,
    alpha: COMPARISON_ALPHA,
    arms,
    srm,
    verdict: verdictOf(row, arms, srm.mismatch, split.pValue),
  };
}

function verdictOf(
  row: ExperimentRow,
  arms: ExperimentReport['arms'],
  mismatch: boolean,
  splitP: number,
): ExperimentReport['verdict'] {
  const running = arms.filter((arm) => arm.weight > 0);
  if (mismatch)
    return {
      status: 'mismatch',
      text: `The split of visitors does not match the weights (chi-square p = ${splitP.toExponential(1)}): assignments are being lost or miscounted, so no result can be trusted until that is fixed.`,
    };
  const fewest = Math.min(...running.map((arm) => arm.assignments));
  if (fewest < row.sample_size) {
    const text = `Not enough data yet: each headline needs ${row.sample_size.toLocaleString('en-US')} visitors to detect a ${percent(row.mde)} relative change from a ${percent(row.baseline)} report-request rate; the fewest has ${fewest.toLocaleString('en-US')}.`;
    return row.stopped_at
      ? { status: 'stopped', text: `Stopped before the sample size was reached: no verdict. ${text}` }
      : { status: 'not-enough-data', text };
  }
  const base = arms[0]!;
  const better = running.filter(
    (arm) => arm.variant !== 'default' && arm.pValue !== null && arm.pValue < COMPARISON_ALPHA && arm.rate > base.rate,
  );
  if (better.length > 0) {
    const best = better.reduce((a, b) => (b.rate > a.rate ? b : a));
    return {
      status: 'winner',
      text: `The "${best.variant}" headline brings more report requests than the default: ${percent(best.rate)} against ${percent(base.rate)} (p = ${best.pValue!.toFixed(4)}, below ${COMPARISON_ALPHA}).`,
    };
  }
  const worse = running.filter(
    (arm) => arm.variant !== 'default' && arm.pValue !== null && arm.pValue < COMPARISON_ALPHA && arm.rate < base.rate,
  );
  if (worse.length > 0)
    return {
      status: 'loser',
      text: `No headline beats the default; ${worse.map((arm) => `"${arm.variant}"`).join(', ')} bring${worse.length === 1 ? 's' : ''} fewer report requests than it.`,
    };
  return {
    status: 'no-difference',
    text: `No headline differs from the default by the ${percent(row.mde)} relative change sought: keep the default, or test new wording.`,
  };
}
