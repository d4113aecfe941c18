import { MAX_AMOUNT } from './inputs';
import type { Industry } from './types';

/*
 * The optional refinements of the forecast ("Refine your forecast"): when money really moves, how the
 * year's revenue is spread over its months, one-off items, and a cash buffer to watch. Left empty, the
 * forecast is the spec's, figure for figure. The limits here are the ones the lead contract
 * (src/contracts/lead.ts) and the share link (share-link.ts) enforce.
 */

/** Whole days, 0 to 180: a customer paying in 45 days, a supplier paid in 30. */
export const PAYMENT_DAYS_MAX = 180;
/** A month is counted as 30 days: 45 days to get paid is a month and a half. */
export const DAYS_PER_MONTH = 30;
/** How far the cash-out month is looked for, with the forecast's own formulas. */
export const CASH_OUT_HORIZON_MONTHS = 36;
/** One-off items the forecast takes, each in one of the projected months. */
export const ONE_OFF_ITEMS_MAX = 12;
export const ONE_OFF_LABEL_MAX = 60;
/** The most a month's factor may be before scaling: three times an average month. */
export const SEASONAL_FACTOR_MAX = 3;

export const SEASONALITY_PRESETS = ['Construction', 'Manufacturing', 'Transportation'] as const;
export type SeasonalityPreset = (typeof SEASONALITY_PRESETS)[number];
/** "flat" is every month alike; a preset is an industry's typical year; "custom" is the owner's own. */
export type SeasonalityKind = 'flat' | SeasonalityPreset | 'custom';
export const SEASONALITY_KINDS = [
  'flat',
  ...SEASONALITY_PRESETS,
  'custom',
] as const satisfies readonly SeasonalityKind[];

export interface Seasonality {
  kind: SeasonalityKind;
  /** Twelve factors, January to December, each 0 to SEASONAL_FACTOR_MAX; scaled to average 1 when used. */
  factors: readonly number[];
}

export interface OneOffItem {
  /** The forecast's month it lands in: 1 is the first month, up to CASH_OUT_HORIZON_MONTHS. */
  month: number;
  /** Whole dollars: positive comes in (a grant, an asset sold), negative goes out (a truck, a tax bill). */
  amount: number;
  /** What it is, for the owner's own reading ("New truck"); optional. */
  label?: string;
}

export interface ForecastRefinements {
  /** Days customers take to pay (receivables); absent or 0 is paid the month it is earned. */
  daysToGetPaid?: number;
  /** Days the business takes to pay its suppliers (payables); absent or 0 is paid the month it is due. */
  daysToPaySuppliers?: number;
  /** Revenue's pattern over the calendar year; absent or flat is every month alike. */
  seasonality?: Seasonality;
  oneOffItems?: readonly OneOffItem[];
  /** A minimum cash buffer, whole dollars: the forecast names the first month below it. */
  minimumCash?: number;
}

export const NO_REFINEMENTS: Readonly<ForecastRefinements> = Object.freeze({});

const FLAT: readonly number[] = Object.freeze(Array.from({ length: 12 }, () => 1));

/**
 * Typical years, January to December, each averaging 1: a contractor's slow winter and busy summer; a
 * manufacturer's autumn peak and July shutdown; freight's spring lull and pre-holiday peak. A starting
 * point the owner adjusts month by month, not a statistic about their business.
 */
const PRESET_FACTORS: Record<SeasonalityPreset, readonly number[]> = {
  Construction: [0.7, 0.75, 0.9, 1.0, 1.1, 1.15, 1.2, 1.2, 1.1, 1.05, 0.95, 0.9],
  Manufacturing: [0.9, 0.92, 1.0, 1.0, 1.0, 0.98, 0.9, 0.95, 1.05, 1.1, 1.12, 1.08],
  Transportation: [0.88, 0.88, 0.98, 1.0, 1.02, 1.02, 0.98, 1.0, 1.04, 1.08, 1.1, 1.02],
};

/** The profile to start from: the industry's preset, flat for an industry without one. */
export function seasonalityPreset(kind: SeasonalityKind | Industry): Seasonality {
  if ((SEASONALITY_PRESETS as readonly string[]).includes(kind)) {
    const preset = kind as SeasonalityPreset;
    return { kind: preset, factors: PRESET_FACTORS[preset] };
  }
  return { kind: 'flat', factors: FLAT };
}

/**
 * The factors the forecast multiplies revenue by, January to December, scaled so they average 1: an
 * adjusted month moves revenue between months, never adds to or takes from the year. A flat profile
 * is flat whatever factors it carries (an adjusted month makes the profile custom); one whose factors
 * are not twelve non-negative numbers with a positive sum is flat too.
 */
export function seasonalFactors(seasonality: Seasonality | undefined): readonly number[] {
  if (!seasonality || seasonality.kind === 'flat') return FLAT;
  const factors = seasonality.factors;
  if (!factors || factors.length !== 12 || !factors.every((f) => Number.isFinite(f) && f >= 0)) return FLAT;
  const sum = factors.reduce((total, factor) => total + factor, 0);
  if (!(sum > 0)) return FLAT;
  // Factors already averaging 1 are used as given, so a flat profile multiplies by exactly 1.
  if (sum === 12) return factors;
  return factors.map((factor) => (factor * 12) / sum);
}

/** Whether the profile changes anything: some month's factor differs from another's. */
export const isSeasonal = (seasonality: Seasonality | undefined): boolean =>
  new Set(seasonalFactors(seasonality)).size > 1;

/**
 * The refinements that say something: no zero delays, no flat season, no empty list of one-offs, no
 * zero buffer. The result and the share link keep this form, so equal forecasts carry equal refinements.
 */
export function meaningfulRefinements(refinements: ForecastRefinements): ForecastRefinements {
  const { daysToGetPaid, daysToPaySuppliers, seasonality, oneOffItems, minimumCash } = refinements;
  return {
    ...(daysToGetPaid ? { daysToGetPaid } : {}),
    ...(daysToPaySuppliers ? { daysToPaySuppliers } : {}),
    ...(seasonality && seasonality.kind !== 'flat' ? { seasonality } : {}),
    ...(oneOffItems && oneOffItems.length > 0 ? { oneOffItems } : {}),
    ...(minimumCash ? { minimumCash } : {}),
  };
}

/** Whether any refinement changes the forecast (the buffer only adds a month to watch). */
export function changesForecast(refinements: ForecastRefinements): boolean {
  return (
    (refinements.daysToGetPaid ?? 0) > 0 ||
    (refinements.daysToPaySuppliers ?? 0) > 0 ||
    isSeasonal(refinements.seasonality) ||
    (refinements.oneOffItems ?? []).some((item) => item.amount !== 0)
  );
}

/** Whole days within 0..PAYMENT_DAYS_MAX; anything else is not a payment term. */
export const isPaymentDays = (value: number): boolean =>
  Number.isInteger(value) && value >= 0 && value <= PAYMENT_DAYS_MAX;
/** A forecast month a one-off item may land in. */
export const isForecastMonth = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= CASH_OUT_HORIZON_MONTHS;
/** A one-off amount: whole dollars, not zero, within ±MAX_AMOUNT. */
export const isOneOffAmount = (value: number): boolean =>
  Number.isInteger(value) && value !== 0 && Math.abs(value) <= MAX_AMOUNT;
/** A buffer: whole dollars from 0 (none) to MAX_AMOUNT. */
export const isBufferAmount = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT;
export const isSeasonalFactor = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= SEASONAL_FACTOR_MAX;
/** Twelve factors in range with something in the year (all zero would be no revenue at all, not a season). */
export const isSeasonalProfile = (factors: readonly number[]): boolean =>
  factors.length === 12 && factors.every(isSeasonalFactor) && factors.some((factor) => factor > 0);
