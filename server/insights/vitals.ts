// Real-user speed kept as histograms (vital_buckets): each sample is counted in a logarithmic bucket
// 5% wide, so the p75 of any period, page and device class is read from a few rows and is at most 5%
// above the true value (the bucket's upper bound is reported). CLS is unitless: counted in
// thousandths, so 0.1 and 0.25 land in buckets of their own.
import { VITAL_NAMES, type VitalName } from '../../src/contracts/insights-fields';

const GROWTH = 1.05;
const scale = (name: VitalName) => (name === 'CLS' ? 1000 : 1);

/** The bucket of a sample: -1 holds exactly 0 (a page that never shifts), 0 anything up to 1 ms (or 0.001 CLS). */
export function bucketOf(name: VitalName, value: number): number {
  const scaled = value * scale(name);
  if (scaled === 0) return -1;
  return scaled <= 1 ? 0 : Math.ceil(Math.log(scaled) / Math.log(GROWTH));
}

/** A bucket's upper bound in the metric's unit. */
export const bucketValue = (name: VitalName, bucket: number): number =>
  bucket < 0 ? 0 : GROWTH ** bucket / scale(name);

/** The 75th percentile of bucket counts (the bucket the 75% mark falls in), and how many samples. */
export function p75(
  buckets: readonly { bucket: number; count: number }[],
  name: VitalName,
): { p75: number; count: number } {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const count = sorted.reduce((sum, row) => sum + row.count, 0);
  const mark = Math.ceil(count * 0.75);
  let seen = 0;
  for (const row of sorted) {
    seen += row.count;
    if (seen >= mark) {
      const value = bucketValue(name, row.bucket);
      return { p75: name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value), count };
    }
  }
  return { p75: 0, count };
}

export const isVitalName = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);
