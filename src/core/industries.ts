import { DEFAULT_INPUTS } from './inputs';
import { INDUSTRIES, type CalculatorInputs, type Industry } from './types';

/**
 * The lines of business of each industry, in the order the calculator lists them. The names only:
 * the inputs need them on first render, the benchmark figures and tips (benchmarks.ts) only come
 * with a result. The benchmark catalogue is typed against this list, so the two cannot drift.
 */
export const LINES_OF_BUSINESS = {
  Construction: ['General Contractor', 'Subcontractor', 'Heavy Civil', 'Residential Builder', 'Commercial Builder'],
  Manufacturing: ['Food Processing', 'Automotive Parts', 'Electronics', 'Textiles', 'Machinery'],
  Transportation: ['Freight Trucking', 'Logistics Provider', 'Passenger Transport', 'Warehousing'],
  Other: ['Generic Business'],
} as const satisfies Record<Industry, readonly string[]>;

export type LineOfBusiness<I extends Industry> = (typeof LINES_OF_BUSINESS)[I][number];

export function linesOf(industry: Industry): readonly string[] {
  return LINES_OF_BUSINESS[industry] ?? [];
}

export function isIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value);
}

/** When the industry changes, keep the line if the new industry has it, else take its first line. */
export function lineAfterIndustryChange(industry: Industry, currentLine: string): string {
  const lines = linesOf(industry);
  return lines.includes(currentLine) ? currentLine : (lines[0] ?? '');
}

/**
 * The calculator's inputs for defaults supplied from outside (attributes): the spec's defaults
 * overridden, and an industry given without a line gets the industry's first line.
 */
export function inputsWithDefaults(overrides: Partial<CalculatorInputs>): CalculatorInputs {
  const inputs = { ...DEFAULT_INPUTS, ...overrides };
  if (overrides.industry && !overrides.lineOfBusiness) {
    inputs.lineOfBusiness = lineAfterIndustryChange(inputs.industry, DEFAULT_INPUTS.lineOfBusiness);
  }
  return inputs;
}
