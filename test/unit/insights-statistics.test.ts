import { jStat } from 'jstat';
import { describe, expect, it } from 'vitest';
import {
  chiSquarePValue,
  normalQuantile,
  sampleRatioTest,
  sampleSizePerArm,
  twoProportionPValue,
  wilsonInterval,
} from '../../server/insights/statistics';

describe('the experiment statistics', () => {
  it('give the chi-square p-values jStat gives, and the textbook critical values', () => {
    for (const df of [1, 2, 4, 10]) {
      for (const x of [0.01, 0.5, 1, 3.84, 9.49, 18.47, 40]) {
        expect(chiSquarePValue(x, df)).toBeCloseTo(1 - jStat.chisquare.cdf(x, df), 9);
      }
    }
    // Critical values of a chi-square table: df 4 at 0.05 is 9.488, at 0.001 18.467.
    expect(chiSquarePValue(9.4877, 4)).toBeCloseTo(0.05, 4);
    expect(chiSquarePValue(18.4668, 4)).toBeCloseTo(0.001, 5);
  });

  it('give the normal quantiles jStat gives', () => {
    for (const p of [0.001, 0.0125 / 2, 0.025, 0.2, 0.5, 0.8, 0.975, 0.99375, 0.999]) {
      expect(normalQuantile(p)).toBeCloseTo(jStat.normal.inv(p, 0, 1), 9);
    }
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
  });

  it('give the Wilson interval of a hand-checked example', () => {
    // 8 of 20: p̂ 0.4, z 1.96: centre (0.4 + 0.09604) / 1.19208 = 0.41611, half 0.20717 (worked by hand).
    const { low, high } = wilsonInterval(8, 20);
    expect(low).toBeCloseTo(0.2188, 4);
    expect(high).toBeCloseTo(0.6134, 4);
    // None of 10 still has an upper bound; nothing tried gives nothing.
    expect(wilsonInterval(0, 10).low).toBeCloseTo(0, 12);
    expect(wilsonInterval(0, 10).high).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 0 });
  });

  it('find a sample-ratio mismatch only when the split is off', () => {
    const even = sampleRatioTest([1000, 1010, 990, 1005, 995], [1, 1, 1, 1, 1]);
    expect(even.pValue).toBeGreaterThan(0.5);
    // 1100 against 900 on a 50/50 split: chi-square (100² + 100²) / 1000 = 20, df 1.
    const off = sampleRatioTest([1100, 900, 0, 0, 0], [1, 1, 0, 0, 0]);
    expect(off.chiSquare).toBeCloseTo(20, 10);
    expect(off.pValue).toBeCloseTo(1 - jStat.chisquare.cdf(20, 1), 12);
    expect(off.pValue).toBeLessThan(0.001);
    // Unequal weights are expected unequal.
    expect(sampleRatioTest([2000, 1000], [2, 1]).chiSquare).toBe(0);
  });

  it('compare two rates with the pooled z-test', () => {
    // 100/1000 against 130/1000: pooled 0.115, se 0.014267, z 2.1027, two-sided p 0.0355.
    expect(twoProportionPValue(100, 1000, 130, 1000)).toBeCloseTo(2 * (1 - jStat.normal.cdf(2.10271, 0, 1)), 4);
    expect(twoProportionPValue(0, 0, 1, 10)).toBe(1);
  });

  it('size each arm as the standard formula does', () => {
    // The classic example: 10% to 12% at alpha 0.05 two-sided and power 0.8 needs 3,841 a group.
    expect(sampleSizePerArm(0.1, 0.2, 0.05, 0.8)).toBe(3841);
    // The experiment's own: baseline 3%, +20% relative, alpha 0.05 / 4, power 0.8.
    const zAlpha = jStat.normal.inv(1 - 0.0125 / 2, 0, 1);
    const zBeta = jStat.normal.inv(0.8, 0, 1);
    const [p1, p2] = [0.03, 0.036];
    const expected = Math.ceil(
      (zAlpha * Math.sqrt(2 * 0.033 * 0.967) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))) ** 2 / (p2 - p1) ** 2,
    );
    expect(sampleSizePerArm(0.03, 0.2, 0.0125, 0.8)).toBe(expected);
    expect(expected).toBe(19_768);
  });
});
