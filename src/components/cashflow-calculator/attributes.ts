// Core modules by name, not the barrel: the first view's chunk is this file's imports (vite.config.ts).
import { linesOf } from '../../core/industries';
import { parseAmountAttribute, parseGrowthAttribute, parseIndustryAttribute } from '../../core/parse';
import { INDUSTRIES, type CalculatorInputs } from '../../core/types';
import { attributeNameOf } from '../../loader/attribute-name';

/** Attribute values as r2wc hands them over: text, or undefined when absent or empty. */
export interface CalculatorAttributes {
  monthlyRevenue?: string;
  monthlyExpenses?: string;
  cashReserves?: string;
  revenueGrowth?: string;
  expenseGrowth?: string;
  industry?: string;
  lineOfBusiness?: string;
}

export const CALCULATOR_ATTRIBUTES = [
  'monthlyRevenue',
  'monthlyExpenses',
  'cashReserves',
  'revenueGrowth',
  'expenseGrowth',
  'industry',
  'lineOfBusiness',
] as const satisfies readonly (keyof CalculatorAttributes)[];

function warnIgnored(name: string, value: string, expected: string): void {
  console.warn(
    `<cashflow-calculator>: ignored ${attributeNameOf(name)}=${JSON.stringify(value)}; expected ${expected}.`,
  );
}

/** Reads the attributes into calculator defaults; an invalid value is ignored with a warning. */
export function defaultsFromAttributes(attributes: CalculatorAttributes): Partial<CalculatorInputs> {
  const defaults: Partial<CalculatorInputs> = {};
  for (const key of ['monthlyRevenue', 'monthlyExpenses', 'cashReserves'] as const) {
    const text = attributes[key];
    if (text === undefined) continue;
    const value = parseAmountAttribute(text);
    if (value === undefined) warnIgnored(key, text, 'a dollar amount such as 50000');
    else defaults[key] = value;
  }
  for (const key of ['revenueGrowth', 'expenseGrowth'] as const) {
    const text = attributes[key];
    if (text === undefined) continue;
    const value = parseGrowthAttribute(text);
    if (value === undefined) warnIgnored(key, text, 'a percentage from -10 to 20');
    else defaults[key] = value;
  }
  if (attributes.industry !== undefined) {
    const industry = parseIndustryAttribute(attributes.industry);
    if (industry === undefined) {
      warnIgnored('industry', attributes.industry, `one of ${INDUSTRIES.join(', ')}`);
    } else {
      defaults.industry = industry;
    }
  }
  if (attributes.lineOfBusiness !== undefined) {
    const lines = linesOf(defaults.industry ?? 'Construction');
    const wanted = attributes.lineOfBusiness.trim().toLowerCase();
    const line = lines.find((candidate) => candidate.toLowerCase() === wanted);
    if (line === undefined) {
      warnIgnored('lineOfBusiness', attributes.lineOfBusiness, `one of ${lines.join(', ')}`);
    } else {
      defaults.lineOfBusiness = line;
    }
  }
  return defaults;
}

/**
 * The host's attributes as the element will hand them to React: text, or undefined when absent or
 * empty. Before the element is defined, a property set on it (by a framework) is what it will
 * take on upgrade, so it counts as its attribute.
 */
export function calculatorAttributesOf(host: Element): CalculatorAttributes {
  const attributes: CalculatorAttributes = {};
  for (const name of CALCULATOR_ATTRIBUTES) {
    const property: unknown = Object.prototype.hasOwnProperty.call(host, name)
      ? (host as unknown as Record<string, unknown>)[name]
      : undefined;
    const value = typeof property === 'string' ? property : host.getAttribute(attributeNameOf(name));
    if (value) attributes[name] = value;
  }
  return attributes;
}

/** The attributes that decide the defaults, as one key: a change of it applies new defaults. */
export const attributesKey = (attributes: CalculatorAttributes) =>
  JSON.stringify(CALCULATOR_ATTRIBUTES.map((name) => attributes[name] ?? null));
