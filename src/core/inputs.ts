import type { CalculatorInputs } from './types';

/** The calculator's inputs: their defaults and ranges (the rest of the spec's numbers are in constants.ts). */
export const DEFAULT_INPUTS: Readonly<CalculatorInputs> = Object.freeze({
  monthlyRevenue: 50000,
  monthlyExpenses: 40000,
  cashReserves: 10000,
  revenueGrowth: 5,
  expenseGrowth: 3,
  industry: 'Construction',
  lineOfBusiness: 'General Contractor',
});

export const GROWTH_MIN = -10;
export const GROWTH_MAX = 20;
export const GROWTH_STEP = 0.5;

/** Amounts beyond a trillion dollars are clamped so sums and growth never overflow. */
export const MAX_AMOUNT = 1_000_000_000_000;
