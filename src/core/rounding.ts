/* Rounding for display, shared by format.ts and format-results.ts (not part of the core's API). */

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
