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
export const noNegativeZero = (value: number, decimals: number): number => {
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

/** Whole dollars for a currency field: "$50,000"; empty for no value. */
export function formatCurrencyField(value: number | null): string {
  return value === null ? '' : formatUSD(value);
}
