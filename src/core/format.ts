import { RUNWAY_CAP_MONTHS } from './constants';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Beyond a quadrillion, rounding could overflow and toFixed would switch to exponent notation. */
const DISPLAY_LIMIT = 1e15;
const finite = (value: number): number =>
  Number.isFinite(value) ? Math.min(DISPLAY_LIMIT, Math.max(-DISPLAY_LIMIT, value)) : 0;
/** Avoids "-$0" and "-0.0%" for values that round to zero. */
const noNegativeZero = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  const rounded = Math.round(finite(value) * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

export function formatUSD(value: number): string {
  return usd.format(noNegativeZero(value, 0));
}

export function formatPercent(value: number): string {
  return `${noNegativeZero(value, 1).toFixed(1)}%`;
}

export function formatMonths(value: number): string {
  if (value >= RUNWAY_CAP_MONTHS) return `${RUNWAY_CAP_MONTHS}+ months`;
  const shown = noNegativeZero(value, 1).toFixed(1);
  return `${shown} ${shown === '1.0' ? 'month' : 'months'}`;
}

/** A change shown with a sign: "+12.5%", "-3.0%"; no base to compare with gives "n/a". */
export function formatChange(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return 'n/a';
  const rounded = noNegativeZero(change, 1);
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%`;
}

/** Whole dollars for a currency field: "$50,000"; empty for no value. */
export function formatCurrencyField(value: number | null): string {
  return value === null ? '' : formatUSD(value);
}
