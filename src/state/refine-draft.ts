import { MESSAGES } from '../contracts/lead-fields';
import { MAX_AMOUNT } from '../core/inputs';
import { longMonthName } from '../core/calendar-month';
import { formatUSD } from '../core/format';
import { REFINEMENT_LABELS } from '../core/refinement-labels';
import {
  isBufferAmount,
  isPaymentDays,
  isSeasonalFactor,
  ONE_OFF_ITEMS_MAX,
  ONE_OFF_LABEL_MAX,
  SEASONAL_FACTOR_MAX,
  seasonalityPreset,
  type ForecastRefinements,
  type OneOffItem,
  type SeasonalityKind,
} from '../core/refinements';
import { HIDDEN_OR_BIDI, LINE_BREAK_OR_CONTROL } from '../core/text-rules';

/*
 * "Refine your forecast" as the owner types it: text for every field, so a value that does not read
 * stays on screen with its message and nothing typed is lost. The refinements the forecast follows are
 * read from it (readDraft), with a message per field that does not read; an empty field is no
 * refinement.
 */

export interface OneOffDraft {
  /** Stable across removals of other rows, for React's keys and the fields' names. */
  id: number;
  amount: string;
  /** The forecast's month, "1" to "36". */
  month: string;
  direction: 'in' | 'out';
  label: string;
}

export interface RefineDraft {
  daysToGetPaid: string;
  daysToPaySuppliers: string;
  minimumCash: string;
  seasonality: SeasonalityKind;
  /** January to December, as typed. */
  factors: readonly string[];
  oneOffs: readonly OneOffDraft[];
}

/** What a field's message is filed under: the field, a month's factor, or a one-off row's field. */
export type DraftField =
  | 'daysToGetPaid'
  | 'daysToPaySuppliers'
  | 'minimumCash'
  | 'seasonality'
  | `factor-${number}`
  | `oneOff-${number}-amount`
  | `oneOff-${number}-label`;

export type DraftErrors = Partial<Record<DraftField, string>>;

const formatFactors = (factors: readonly number[]) => factors.map((factor) => String(factor));

export const EMPTY_DRAFT: RefineDraft = Object.freeze({
  daysToGetPaid: '',
  daysToPaySuppliers: '',
  minimumCash: '',
  seasonality: 'flat',
  factors: formatFactors(seasonalityPreset('flat').factors),
  oneOffs: [],
});

export const DRAFT_MESSAGES = {
  factor: (month: string) =>
    `${month} must be a number from 0 to ${SEASONAL_FACTOR_MAX} (1 is an average month, 0.8 is 20% below it).`,
  allZero: 'At least one month needs some revenue: the factors cannot all be 0.',
  amount: `Enter the amount in dollars, more than $0 and at most ${formatUSD(MAX_AMOUNT)}, or remove this item.`,
  label: `The label must fit on one line, in at most ${ONE_OFF_LABEL_MAX} characters.`,
  tooMany: `At most ${ONE_OFF_ITEMS_MAX} one-off items.`,
} as const;

const WHOLE = /^\s*\d+\s*$/;
const DECIMAL = /^\s*(\d+(\.\d*)?|\.\d+)\s*$/;

/** Whole days from 0 to 180; empty is none. */
function readDays(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const days = WHOLE.test(text) ? Number(text) : NaN;
  return isPaymentDays(days) ? days : null;
}

const DOLLARS = /^\s*\$?\s*\d[\d,]*(\.\d+)?\s*$/;

/** Dollars as a dollar field shows them ("$25,000", "25000.50"), to the whole dollar; NaN for anything else. */
const readDollars = (text: string): number =>
  DOLLARS.test(text) ? Math.round(Number(text.replace(/[$,\s]/g, ''))) : NaN;

/** A buffer in dollars; empty is none. Beyond the limit is refused, not clamped: the owner is told. */
function readBuffer(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const amount = readDollars(text);
  return isBufferAmount(amount) ? amount : null;
}

/** A one-off amount in dollars, more than 0, which its direction signs. */
function readOneOffAmount(text: string): number | null {
  const amount = readDollars(text);
  return amount > 0 && amount <= MAX_AMOUNT ? amount : null;
}

/** The refinements the draft says, and a message for each field that does not read. */
export function readDraft(draft: RefineDraft): { refinements: ForecastRefinements; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const refinements: ForecastRefinements = {};

  const daysToGetPaid = readDays(draft.daysToGetPaid);
  if (daysToGetPaid === null) errors.daysToGetPaid = MESSAGES.paymentDays(REFINEMENT_LABELS.daysToGetPaid);
  else if (daysToGetPaid) refinements.daysToGetPaid = daysToGetPaid;

  const daysToPaySuppliers = readDays(draft.daysToPaySuppliers);
  if (daysToPaySuppliers === null)
    errors.daysToPaySuppliers = MESSAGES.paymentDays(REFINEMENT_LABELS.daysToPaySuppliers);
  else if (daysToPaySuppliers) refinements.daysToPaySuppliers = daysToPaySuppliers;

  const minimumCash = readBuffer(draft.minimumCash);
  if (minimumCash === null) errors.minimumCash = MESSAGES.minimumCash;
  else if (minimumCash) refinements.minimumCash = minimumCash;

  if (draft.seasonality !== 'flat') {
    const factors = draft.factors.map((text, month) => {
      const factor = DECIMAL.test(text) ? Number(text) : NaN;
      if (!isSeasonalFactor(factor)) errors[`factor-${month}`] = DRAFT_MESSAGES.factor(longMonthName(month));
      return factor;
    });
    const readable = !factors.some((_, month) => errors[`factor-${month}`]);
    if (readable && factors.every((factor) => factor === 0)) errors.seasonality = DRAFT_MESSAGES.allZero;
    else if (readable) refinements.seasonality = { kind: draft.seasonality, factors };
  }

  const items: OneOffItem[] = [];
  for (const row of draft.oneOffs.slice(0, ONE_OFF_ITEMS_MAX)) {
    const amount = readOneOffAmount(row.amount);
    const label = row.label.trim();
    const labelOk =
      label.length <= ONE_OFF_LABEL_MAX && !LINE_BREAK_OR_CONTROL.test(label) && !HIDDEN_OR_BIDI.test(label);
    if (amount === null) errors[`oneOff-${row.id}-amount`] = DRAFT_MESSAGES.amount;
    if (!labelOk) errors[`oneOff-${row.id}-label`] = DRAFT_MESSAGES.label;
    if (amount === null || !labelOk) continue;
    items.push({
      month: Number(row.month),
      amount: row.direction === 'in' ? amount : -amount,
      ...(label ? { label } : {}),
    });
  }
  if (items.length > 0) refinements.oneOffItems = items;
  return { refinements, errors };
}

let rowSequence = 0;
/** A new one-off row: money out in the forecast's first month, the amount still to type. */
export const newOneOffRow = (): OneOffDraft => ({
  id: ++rowSequence,
  amount: '',
  month: '1',
  direction: 'out',
  label: '',
});

/** The draft that says these refinements (a shared link's), every field as the form shows it. */
export function draftOf(refinements: ForecastRefinements): RefineDraft {
  const seasonality = refinements.seasonality;
  return {
    daysToGetPaid: refinements.daysToGetPaid ? String(refinements.daysToGetPaid) : '',
    daysToPaySuppliers: refinements.daysToPaySuppliers ? String(refinements.daysToPaySuppliers) : '',
    minimumCash: refinements.minimumCash ? String(refinements.minimumCash) : '',
    seasonality: seasonality?.kind ?? 'flat',
    factors: formatFactors(seasonality?.factors ?? seasonalityPreset('flat').factors),
    oneOffs: (refinements.oneOffItems ?? []).map((item) => ({
      id: ++rowSequence,
      amount: String(Math.abs(item.amount)),
      month: String(item.month),
      direction: item.amount > 0 ? 'in' : 'out',
      label: item.label ?? '',
    })),
  };
}

/** The draft with a new seasonality: a preset's factors, flat's, or (custom) the factors as they are. */
export function withSeasonality(draft: RefineDraft, kind: SeasonalityKind): RefineDraft {
  const factors = kind === 'custom' ? draft.factors : formatFactors(seasonalityPreset(kind).factors);
  return { ...draft, seasonality: kind, factors };
}
