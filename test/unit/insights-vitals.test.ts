import { describe, expect, it } from 'vitest';
import { bucketOf, bucketValue, p75 } from '../../server/insights/vitals';

describe('real-user speed histograms', () => {
  it('keep each sample within 5% of its bucket’s upper bound', () => {
    for (const value of [1.5, 12, 480, 1999, 2500, 4000, 59_999]) {
      const upper = bucketValue('LCP', bucketOf('LCP', value));
      expect(upper).toBeGreaterThanOrEqual(value);
      expect(upper / value).toBeLessThanOrEqual(1.05);
    }
    // CLS is counted in thousandths, and a page that never shifts stays exactly 0.
    expect(bucketValue('CLS', bucketOf('CLS', 0))).toBe(0);
    expect(bucketValue('CLS', bucketOf('CLS', 0.1))).toBeCloseTo(0.1, 2);
  });

  it('read the 75th percentile and the count from merged buckets', () => {
    // 100 samples: 1..100 ms. The 75th is 75 ms; reported as its bucket's bound, at most 5% above.
    const counts = new Map<number, number>();
    for (let value = 1; value <= 100; value++) {
      const bucket = bucketOf('INP', value);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    const { p75: value, count } = p75(
      [...counts].map(([bucket, samples]) => ({ bucket, count: samples })),
      'INP',
    );
    expect(count).toBe(100);
    expect(value).toBeGreaterThanOrEqual(75);
    expect(value).toBeLessThanOrEqual(Math.round(75 * 1.05));
    // Three of four pages never shift: p75 of CLS is 0.
    expect(
      p75(
        [
          { bucket: bucketOf('CLS', 0), count: 3 },
          { bucket: bucketOf('CLS', 0.3), count: 1 },
        ],
        'CLS',
      ).p75,
    ).toBe(0);
  });
});
