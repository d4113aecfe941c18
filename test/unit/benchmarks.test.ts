import { describe, it, expect } from 'vitest';
import {
  BENCHMARKS,
  FALLBACK_BENCHMARK,
  FALLBACK_TIP,
  INDUSTRIES,
  barPercent,
  benchmarkFor,
  compareWithBenchmark,
  isIndustry,
  lineAfterIndustryChange,
  linesOf,
} from '../../src/core';

/** Spec section 3: (margin, top performer margin, average runway months), in catalogue order. */
const CATALOGUE = [
  ['Construction', 'General Contractor', 15, 25, 2.5],
  ['Construction', 'Subcontractor', 12, 20, 1.8],
  ['Construction', 'Heavy Civil', 10, 18, 3],
  ['Construction', 'Residential Builder', 14, 22, 2],
  ['Construction', 'Commercial Builder', 16, 26, 2.8],
  ['Manufacturing', 'Food Processing', 8, 15, 2],
  ['Manufacturing', 'Automotive Parts', 11, 19, 2.3],
  ['Manufacturing', 'Electronics', 14, 25, 3.5],
  ['Manufacturing', 'Textiles', 9, 16, 1.5],
  ['Manufacturing', 'Machinery', 13, 22, 2.8],
  ['Transportation', 'Freight Trucking', 7, 14, 1.5],
  ['Transportation', 'Logistics Provider', 12, 20, 2.8],
  ['Transportation', 'Passenger Transport', 9, 18, 2],
  ['Transportation', 'Warehousing', 15, 24, 3.2],
  ['Other', 'Generic Business', 10, 20, 2],
] as const;

const FALLBACK_TIP_TEXT = 'Conduct a cash flow analysis monthly to identify optimization opportunities';

describe('benchmark catalogue (spec section 3)', () => {
  it('has exactly the 15 lines of the spec', () => {
    const all = INDUSTRIES.flatMap((industry) => linesOf(industry).map((line) => [industry, line]));
    expect(all).toEqual(CATALOGUE.map(([industry, line]) => [industry, line]));
  });

  it.each(CATALOGUE)('%s / %s → margin %d, top performer %d, runway %d', (industry, line, margin, top, runway) => {
    const benchmark = benchmarkFor(industry, line);
    expect(benchmark.cashFlowMargin).toBe(margin);
    expect(benchmark.topPerformerMargin).toBe(top);
    expect(benchmark.avgRunway).toBe(runway);
    expect(benchmark.tip.trim().length).toBeGreaterThan(0);
    expect((BENCHMARKS[industry] as Record<string, unknown>)[line]).toBe(benchmark);
  });

  it('has 15 distinct tips', () => {
    const tips = CATALOGUE.map(([industry, line]) => benchmarkFor(industry, line).tip);
    expect(new Set(tips).size).toBe(15);
  });

  it('gives each spec tip topic to some line', () => {
    const tips = CATALOGUE.map(([industry, line]) => benchmarkFor(industry, line).tip.toLowerCase()).join('\n');
    for (const topic of [
      'milestone billing',
      'invoice factoring',
      'better supplier terms',
      'higher deposits',
      'draw schedule',
      'inventory optimization',
      'just-in-time inventory',
      'volume discounts',
      'consignment inventory',
      'equipment leasing',
      'fuel surcharges',
      'early payment incentives',
      'subscription revenue',
      'value-added services',
      'cash flow analysis',
    ]) {
      expect(tips).toContain(topic);
    }
  });

  it('cannot be modified', () => {
    const benchmark = benchmarkFor('Construction', 'General Contractor');
    expect(Object.isFrozen(benchmark)).toBe(true);
    expect(Object.isFrozen(BENCHMARKS)).toBe(true);
  });
});

describe('fallback benchmark', () => {
  const fallback = { cashFlowMargin: 10, topPerformerMargin: 20, avgRunway: 2, tip: FALLBACK_TIP_TEXT };

  it('is (10, 20, 2) with the spec tip', () => {
    expect(FALLBACK_TIP).toBe(FALLBACK_TIP_TEXT);
    expect(FALLBACK_BENCHMARK).toEqual(fallback);
  });

  it.each([
    ['unknown industry', 'Retail', 'General Contractor'],
    ['unknown line', 'Construction', 'Plumbing'],
    ['line of another industry', 'Construction', 'Textiles'],
    ['missing industry', undefined, 'General Contractor'],
    ['missing line', 'Construction', undefined],
    ['empty industry', '', 'General Contractor'],
    ['empty line', 'Construction', ''],
    ['both missing', undefined, undefined],
    ['case differs', 'construction', 'general contractor'],
    ['prototype key as line', 'Construction', 'toString'],
    ['prototype key as industry', 'constructor', 'General Contractor'],
    ['__proto__ as line', 'Construction', '__proto__'],
  ])('applies for %s', (_label, industry, line) => {
    expect(benchmarkFor(industry, line)).toEqual(fallback);
  });

  it('Other / Generic Business has the fallback figures too', () => {
    expect(benchmarkFor('Other', 'Generic Business')).toEqual(fallback);
  });
});

describe('lines per industry', () => {
  it.each([
    [
      'Construction',
      ['General Contractor', 'Subcontractor', 'Heavy Civil', 'Residential Builder', 'Commercial Builder'],
    ],
    ['Manufacturing', ['Food Processing', 'Automotive Parts', 'Electronics', 'Textiles', 'Machinery']],
    ['Transportation', ['Freight Trucking', 'Logistics Provider', 'Passenger Transport', 'Warehousing']],
    ['Other', ['Generic Business']],
  ] as const)('%s has its lines in catalogue order', (industry, lines) => {
    expect(linesOf(industry)).toEqual(lines);
  });

  it('isIndustry knows the four industries only', () => {
    for (const industry of INDUSTRIES) expect(isIndustry(industry)).toBe(true);
    expect(isIndustry('Retail')).toBe(false);
    expect(isIndustry('construction')).toBe(false);
    expect(isIndustry('toString')).toBe(false);
    expect(isIndustry('')).toBe(false);
  });
});

describe('lineAfterIndustryChange (spec section 4)', () => {
  it('takes the first line of the new industry when the current line is not in it', () => {
    expect(lineAfterIndustryChange('Manufacturing', 'General Contractor')).toBe('Food Processing');
    expect(lineAfterIndustryChange('Transportation', 'Textiles')).toBe('Freight Trucking');
    expect(lineAfterIndustryChange('Other', 'Warehousing')).toBe('Generic Business');
    expect(lineAfterIndustryChange('Construction', '')).toBe('General Contractor');
  });

  it('keeps the current line when the new industry has it', () => {
    expect(lineAfterIndustryChange('Construction', 'Heavy Civil')).toBe('Heavy Civil');
    expect(lineAfterIndustryChange('Manufacturing', 'Machinery')).toBe('Machinery');
    expect(lineAfterIndustryChange('Transportation', 'Warehousing')).toBe('Warehousing');
  });
});

describe('compareWithBenchmark (spec section 4)', () => {
  it.each([
    [10, 10, 'on par with'],
    [0.99, 0, 'on par with'],
    [-0.99, 0, 'on par with'],
    [10.5, 10, 'on par with'],
    [9.5, 10, 'on par with'],
    [1, 0, 'better than'], // exactly +1
    [11, 10, 'better than'],
    [25, 15, 'better than'],
    [-1, 0, 'below'], // exactly -1
    [9, 10, 'below'],
    [2.5, 15, 'below'],
  ] as const)('%d against %d → %s', (value, benchmark, wording) => {
    expect(compareWithBenchmark(value, benchmark)).toBe(wording);
  });
});

describe('barPercent', () => {
  it.each([
    [3, 6, 50],
    [6, 6, 100],
    [12, 6, 100], // capped at 100
    [0, 6, 0],
    [-3, 6, 0], // never below 0
    [20, 25, 80],
    [30, 25, 100],
  ])('%d on a scale of %d → %d percent', (value, scale, percent) => {
    expect(barPercent(value, scale)).toBe(percent);
  });

  it.each([
    ['scale 0', 5, 0, 0],
    ['negative scale', 5, -6, 0],
    ['NaN scale', 5, NaN, 0],
    ['infinite scale', 5, Infinity, 0],
    ['value Infinity', Infinity, 6, 100],
    ['value -Infinity', -Infinity, 6, 0],
    ['value NaN', NaN, 6, 0],
    ['value Infinity, scale 0', Infinity, 0, 0],
    ['both NaN', NaN, NaN, 0],
  ])('%s → %d, never NaN', (_label, value, scale, percent) => {
    const bar = barPercent(value, scale);
    expect(Number.isNaN(bar)).toBe(false);
    expect(bar).toBe(percent);
  });
});
