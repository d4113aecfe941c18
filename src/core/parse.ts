import { GROWTH_MAX, GROWTH_MIN, MAX_AMOUNT } from './inputs';
import { isIndustry } from './industries';
import { INDUSTRIES, type Industry } from './types';

export type CurrencyParse = { kind: 'value'; value: number } | { kind: 'empty' } | { kind: 'ignored' };

/**
 * Text typed into a currency field: everything but digits, dot and minus is stripped; text that is then
 * not a number is ignored, empty text clears the field. Values are whole dollars, within ±MAX_AMOUNT.
 */
export function parseCurrencyText(text: string): CurrencyParse {
  if (text.trim() === '') return { kind: 'empty' };
  const stripped = text.replace(/[^0-9.-]/g, '');
  if (stripped === '') return { kind: 'empty' };
  const value = Number.parseFloat(stripped);
  // A run of digits too long for a double reads as ±Infinity: it is a number, capped below.
  if (Number.isNaN(value)) return { kind: 'ignored' };
  const whole = Math.round(Math.min(MAX_AMOUNT, Math.max(-MAX_AMOUNT, value)));
  return { kind: 'value', value: Object.is(whole, -0) ? 0 : whole };
}

/**
 * An attribute amount such as "50000", "$50,000" or "-1200.50"; undefined when the text is anything
 * else. Stricter than a typed field: an attribute is not stripped of stray characters.
 */
export function parseAmountAttribute(text: string): number | undefined {
  if (!/^\s*-?\s*\$?\s*\d[\d,]*(\.\d+)?\s*$/.test(text)) return undefined;
  const parsed = parseCurrencyText(text);
  return parsed.kind === 'value' ? parsed.value : undefined;
}

/** A growth percentage within the sliders' range; undefined otherwise. */
export function parseGrowthAttribute(text: string): number | undefined {
  const trimmed = text.trim().replace(/%$/, '');
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= GROWTH_MIN && value <= GROWTH_MAX ? value : undefined;
}

/** Industry names match without regard to case: "construction" is Construction. */
export function parseIndustryAttribute(text: string): Industry | undefined {
  const trimmed = text.trim();
  if (isIndustry(trimmed)) return trimmed;
  return INDUSTRIES.find((industry) => industry.toLowerCase() === trimmed.toLowerCase());
}

/** Snaps a slider value to its 0.5 step inside -10..20. */
export function snapGrowth(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(GROWTH_MAX, Math.max(GROWTH_MIN, Math.round(value * 2) / 2));
}
