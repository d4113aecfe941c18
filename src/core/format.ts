import { noNegativeZero } from './rounding';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export function formatUSD(value: number): string {
  return usd.format(noNegativeZero(value, 0));
}

export function formatPercent(value: number): string {
  return `${noNegativeZero(value, 1).toFixed(1)}%`;
}

/** Whole dollars for a currency field: "$50,000"; empty for no value. */
export function formatCurrencyField(value: number | null): string {
  return value === null ? '' : formatUSD(value);
}

/** A growth rate as the sliders show it: "+5.0%", "0.0%", "-2.5%". */
export function formatGrowth(value: number): string {
  return `${value > 0 ? '+' : ''}${formatPercent(value)}`;
}
