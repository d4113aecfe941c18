// "Refine your forecast" as typed (src/state/refine-draft.ts): what each field's text reads as, the
// message when it does not read, and the draft a shared link's refinements give back.
import { describe, expect, it } from 'vitest';
import { seasonalityPreset, type ForecastRefinements } from '../../src/core/refinements';
import {
  DRAFT_MESSAGES,
  draftOf,
  EMPTY_DRAFT,
  newOneOffRow,
  readDraft,
  withSeasonality,
  type RefineDraft,
} from '../../src/state/refine-draft';

const draft = (patch: Partial<RefineDraft>): RefineDraft => ({ ...EMPTY_DRAFT, ...patch });

describe('readDraft', () => {
  it('reads an empty draft as no refinement and no message', () => {
    expect(readDraft(EMPTY_DRAFT)).toEqual({ refinements: {}, errors: {} });
  });

  it('reads days, a buffer as a dollar field takes it, and leaves 0 out', () => {
    expect(readDraft(draft({ daysToGetPaid: ' 45 ', daysToPaySuppliers: '0', minimumCash: '$25,000' }))).toEqual({
      refinements: { daysToGetPaid: 45, minimumCash: 25000 },
      errors: {},
    });
  });

  it.each(['181', '-5', '4.5', '45 days', '1e2', 'NaN', 'Infinity'])('refuses %j days with the message', (text) => {
    const { refinements, errors } = readDraft(draft({ daysToGetPaid: text }));
    expect(refinements).toEqual({});
    expect(errors).toEqual({ daysToGetPaid: 'Days to get paid must be a whole number of days from 0 to 180.' });
  });

  it.each(['-1', 'lots', '$1,000,000,000,001'])('refuses a buffer of %j', (text) => {
    expect(readDraft(draft({ minimumCash: text })).errors).toEqual({
      minimumCash: 'Minimum cash buffer must be a whole number of dollars from 0 to 1,000,000,000,000.',
    });
  });

  it('reads a preset season as adjusted, and names each month that does not read', () => {
    const construction = withSeasonality(EMPTY_DRAFT, 'Construction');
    expect(readDraft(construction).refinements).toEqual({ seasonality: seasonalityPreset('Construction') });
    const adjusted = { ...construction, factors: construction.factors.map((f, month) => (month === 2 ? '1.3' : f)) };
    expect(readDraft(adjusted).refinements.seasonality?.factors[2]).toBe(1.3);
    const broken = {
      ...construction,
      factors: construction.factors.map((f, month) => (month === 2 ? '3.5' : month === 11 ? 'x' : f)),
    };
    expect(readDraft(broken)).toEqual({
      refinements: {},
      errors: { 'factor-2': DRAFT_MESSAGES.factor('March'), 'factor-11': DRAFT_MESSAGES.factor('December') },
    });
  });

  it('refuses a year with no revenue in any month, and ignores factors while flat', () => {
    const zero = { ...withSeasonality(EMPTY_DRAFT, 'custom'), factors: Array.from({ length: 12 }, () => '0') };
    expect(readDraft(zero)).toEqual({ refinements: {}, errors: { seasonality: DRAFT_MESSAGES.allZero } });
    expect(readDraft({ ...zero, seasonality: 'flat' })).toEqual({ refinements: {}, errors: {} });
  });

  it('reads one-off rows signed by direction, and marks an amount or label that does not read', () => {
    const out = { ...newOneOffRow(), amount: '$40,000', month: '3', label: ' New truck ' };
    const income = { ...newOneOffRow(), amount: '5000', month: '36', direction: 'in' as const };
    const empty = newOneOffRow();
    const long = { ...newOneOffRow(), amount: '10', label: 'x'.repeat(61) };
    const { refinements, errors } = readDraft(draft({ oneOffs: [out, income, empty, long] }));
    expect(refinements.oneOffItems).toEqual([
      { month: 3, amount: -40000, label: 'New truck' },
      { month: 36, amount: 5000 },
    ]);
    expect(errors).toEqual({
      [`oneOff-${empty.id}-amount`]: DRAFT_MESSAGES.amount,
      [`oneOff-${long.id}-label`]: DRAFT_MESSAGES.label,
    });
  });

  it.each(['0', '-40000', 'forty', '$1,000,000,000,001'])('refuses a one-off amount of %j', (amount) => {
    const row = { ...newOneOffRow(), amount };
    expect(readDraft(draft({ oneOffs: [row] })).errors).toEqual({ [`oneOff-${row.id}-amount`]: DRAFT_MESSAGES.amount });
  });
});

describe('draftOf', () => {
  it('gives back the refinements it was made from', () => {
    const refinements: ForecastRefinements = {
      daysToGetPaid: 45,
      daysToPaySuppliers: 30,
      seasonality: { kind: 'Manufacturing', factors: [0.9, 0.92, 1, 1, 1, 0.98, 0.9, 0.95, 1.05, 1.1, 1.12, 1.5] },
      oneOffItems: [
        { month: 2, amount: -12000, label: 'Tax bill' },
        { month: 7, amount: 3000 },
      ],
      minimumCash: 20000,
    };
    expect(readDraft(draftOf(refinements))).toEqual({ refinements, errors: {} });
    expect(draftOf({})).toMatchObject({ daysToGetPaid: '', seasonality: 'flat', oneOffs: [] });
  });
});
