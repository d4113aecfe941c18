// "Copy link" at the unit level: a calculation goes into a link's fragment and comes back identical,
// with the same result; a damaged link is refused whole with a message naming what is damaged.
import { describe, expect, it } from 'vitest';
import {
  calculateRefined,
  decodeShareFragment,
  DEFAULT_INPUTS,
  encodeShareFragment,
  isShareFragment,
  seasonalityPreset,
  shareLink,
  type SharedCalculation,
} from '../../src/core';

const FULL: SharedCalculation = {
  inputs: {
    monthlyRevenue: 80000,
    monthlyExpenses: 92000,
    cashReserves: 150000,
    revenueGrowth: -4.5,
    expenseGrowth: 6,
    industry: 'Transportation',
    lineOfBusiness: 'Freight Trucking',
  },
  refinements: {
    daysToGetPaid: 45,
    daysToPaySuppliers: 17,
    seasonality: { kind: 'custom', factors: [0.7, 0.75, 0.9, 1, 1.1, 1.15, 1.2, 1.2, 1.1, 1.05, 0.95, 0.9] },
    oneOffItems: [
      { month: 3, amount: -40000, label: 'New truck: 2027 model | 50% down' },
      { month: 30, amount: 15000 },
    ],
    minimumCash: 20000,
  },
  startMonth: { year: 2026, month: 10 },
  scenarios: [
    { name: 'Cut fuel | 10%', inputs: { ...DEFAULT_INPUTS, monthlyExpenses: 36000 } },
    { name: 'Grow & hire', inputs: { ...DEFAULT_INPUTS, revenueGrowth: 20, expenseGrowth: 12.5 } },
  ],
};

const MINIMAL: SharedCalculation = { inputs: { ...DEFAULT_INPUTS }, refinements: {}, scenarios: [] };

const decoded = (hash: string) => {
  const read = decodeShareFragment(hash);
  if (!read.ok) throw new Error(read.message);
  return read.shared;
};

describe('a shared link round-trips', () => {
  it.each([
    ['everything: refinements, start month, scenarios', FULL],
    ['the inputs alone', MINIMAL],
    ['a preset season', { ...MINIMAL, refinements: { seasonality: seasonalityPreset('Construction') } }],
  ])('%s', (_what, shared) => {
    const link = shareLink('https://www.crestlineadvisory.com/resources/cash-flow-calculator', shared);
    const url = new URL(link);
    expect(url.pathname).toBe('/resources/cash-flow-calculator');
    expect(url.search).toBe('');
    expect(decoded(url.hash)).toEqual(shared);
  });

  it('gives the same result, figure for figure', () => {
    const back = decoded(`#${encodeShareFragment(FULL)}`);
    expect(calculateRefined(back.inputs, back.refinements, back.startMonth)).toEqual(
      calculateRefined(FULL.inputs, FULL.refinements, FULL.startMonth),
    );
  });

  it('carries figures and choices only: no other keys', () => {
    const keys = [...new URLSearchParams(encodeShareFragment(FULL)).keys()];
    expect(new Set(keys)).toEqual(
      new Set([
        'cashflow',
        'monthly-revenue',
        'monthly-expenses',
        'cash-reserves',
        'revenue-growth',
        'expense-growth',
        'industry',
        'line-of-business',
        'start-month',
        'days-to-get-paid',
        'days-to-pay-suppliers',
        'seasonality',
        'seasonal-factors',
        'one-off',
        'minimum-cash',
        'scenario',
      ]),
    );
  });

  it('reads attribute spellings, as the element’s attributes are read', () => {
    const hash = encodeShareFragment(MINIMAL).replace('monthly-revenue=50000', 'monthly-revenue=%2450%2C000');
    expect(decoded(hash).inputs.monthlyRevenue).toBe(50000);
    expect(decoded(hash.replace('industry=Construction', 'industry=construction')).inputs.industry).toBe(
      'Construction',
    );
  });

  it('reads a hand-made link that spells out nothing (0 days, a flat season) as the link we would write', () => {
    const spelled = `${encodeShareFragment(MINIMAL)}&days-to-get-paid=0&seasonality=flat&minimum-cash=0`;
    expect(decoded(spelled)).toEqual(MINIMAL);
  });

  it('tells a calculator link from another fragment', () => {
    expect(isShareFragment(`#${encodeShareFragment(MINIMAL)}`)).toBe(true);
    expect(isShareFragment('#calculator')).toBe(false);
    expect(isShareFragment('')).toBe(false);
  });
});

describe('a damaged link is refused whole, with a message naming what is damaged', () => {
  const good = encodeShareFragment(FULL);
  const edit = (from: string, to: string) => {
    expect(good).toContain(from);
    return good.replace(from, to);
  };

  it('the positive control: the undamaged link opens', () => {
    expect(decodeShareFragment(good).ok).toBe(true);
  });

  it.each([
    [
      'a cut-off link',
      good.slice(0, good.indexOf('&monthly-expenses')),
      ['Monthly Expenses', 'Cash Reserves', 'Revenue Growth', 'Expense Growth', 'Industry', 'Line of Business'],
    ],
    ['an amount that is not one', edit('monthly-revenue=80000', 'monthly-revenue=80k'), ['Monthly Revenue']],
    ['growth out of range', edit('expense-growth=6', 'expense-growth=25'), ['Expense Growth']],
    ['an unknown industry', edit('industry=Transportation', 'industry=Mining'), ['Industry', 'Line of Business']],
    [
      'a line of another industry',
      edit('line-of-business=Freight+Trucking', 'line-of-business=Heavy+Civil'),
      ['Line of Business'],
    ],
    ['days beyond 180', edit('days-to-get-paid=45', 'days-to-get-paid=181'), ['Days to get paid']],
    ['fractional days', edit('days-to-pay-suppliers=17', 'days-to-pay-suppliers=17.5'), ['Days to pay suppliers']],
    ['eleven seasonal factors', edit('%2C0.9&', '&'), ['Seasonality']],
    ['an unknown season', edit('seasonality=custom', 'seasonality=winter'), ['Seasonality']],
    ['a one-off in month 37', edit('one-off=30%3A15000', 'one-off=37%3A15000'), ['One-off items']],
    ['a one-off of nothing', edit('one-off=30%3A15000', 'one-off=30%3A0'), ['One-off items']],
    ['a negative buffer', edit('minimum-cash=20000', 'minimum-cash=-5'), ['Minimum cash buffer']],
    [
      'a start month that is not one',
      edit('start-month=2026-11', 'start-month=2026-13'),
      ['the forecast’s start month'],
    ],
    ['a scenario missing a figure', edit('scenario=50000%7C36000%7C', 'scenario=50000%7C'), ['Saved scenarios']],
    ['a newer version', edit('cashflow=1', 'cashflow=2'), ['the link’s version']],
    ['a value given twice', `${good}&cash-reserves=1`, ['Cash Reserves']],
  ])('%s', (_what, hash, damaged) => {
    const read = decodeShareFragment(hash);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.damaged).toEqual(damaged);
    expect(read.message).toBe(
      `This link is damaged: we could not read ${damaged.join(', ')}. Nothing was changed. Ask for the link again, or enter your figures below.`,
    );
  });

  it('four scenarios are more than the calculator keeps', () => {
    const many = { ...MINIMAL, scenarios: [1, 2, 3, 4].map((n) => ({ name: `S${n}`, inputs: { ...DEFAULT_INPUTS } })) };
    const read = decodeShareFragment(encodeShareFragment(many));
    expect(read.ok).toBe(false);
    const three = decodeShareFragment(encodeShareFragment({ ...many, scenarios: many.scenarios.slice(0, 3) }));
    expect(three.ok).toBe(true);
  });

  it('a label or scenario name with a line break or a bidi override is damaged', () => {
    const broken = { ...MINIMAL, refinements: { oneOffItems: [{ month: 1, amount: 5, label: 'two\nlines' }] } };
    expect(decodeShareFragment(encodeShareFragment(broken)).ok).toBe(false);
    const named = { ...MINIMAL, scenarios: [{ name: 'two\nlines', inputs: { ...DEFAULT_INPUTS } }] };
    expect(decodeShareFragment(encodeShareFragment(named)).ok).toBe(false);
    const hidden = { ...MINIMAL, scenarios: [{ name: 'Plan\u202eB', inputs: { ...DEFAULT_INPUTS } }] };
    expect(decodeShareFragment(encodeShareFragment(hidden)).ok).toBe(false);
  });
});
