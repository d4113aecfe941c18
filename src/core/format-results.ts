import { RUNWAY_CAP_MONTHS } from './constants';
import { noNegativeZero } from './rounding';

/* Formats only results show; format.ts has those the inputs need too. */

export function formatMonths(value: number): string {
  if (value >= RUNWAY_CAP_MONTHS) return `${RUNWAY_CAP_MONTHS}+ months`;
  const shown = noNegativeZero(value, 1).toFixed(1);
  return `${shown} ${shown === '1.0' ? 'month' : 'months'}`;
}

const compactUSD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A chart axis's amount: "$50K", "$1.2M". */
export function formatCompactUSD(value: number): string {
  return compactUSD.format(noNegativeZero(value, 0));
}

/** A change shown with a sign: "+12.5%", "-3.0%"; no base to compare with gives "n/a". */
export function formatChange(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return 'n/a';
  const rounded = noNegativeZero(change, 1);
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%`;
}
