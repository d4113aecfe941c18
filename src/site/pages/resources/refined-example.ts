import type { CalculatorInputs } from '../../../core/types';
import type { CalendarMonth } from '../../../core/calendar-month';
import { seasonalityPreset, type ForecastRefinements } from '../../../core/refinements';

/**
 * The worked example of the refined forecast on the calculator's page ("How the numbers are
 * calculated"): a contractor earning $4,000 a month more than it spends, paid in 45 days, with the
 * construction seasons, from November 2026. Its figures are written here, not computed in the
 * page (which would bring the engine to every visitor of the page before any use);
 * test/unit/refined-example.test.ts holds each of them to what calculateRefined gives.
 */
export const REFINED_EXAMPLE = {
  inputs: {
    monthlyRevenue: 60000,
    monthlyExpenses: 56000,
    cashReserves: 25000,
    revenueGrowth: 0,
    expenseGrowth: 0,
    industry: 'Construction',
    lineOfBusiness: 'General Contractor',
  } satisfies CalculatorInputs,
  refinements: { daysToGetPaid: 45, seasonality: seasonalityPreset('Construction') } satisfies ForecastRefinements,
  start: { year: 2026, month: 10 } satisfies CalendarMonth,
  /** The first months: earned (the season's share of the year), received 45 days later, paid out, and what is left. */
  months: [
    { month: 'Nov 2026', earned: 57000, received: 57000, expenses: 56000, cashFlow: 1000, reserves: 26000 },
    { month: 'Dec 2026', earned: 54000, received: 57000, expenses: 56000, cashFlow: 1000, reserves: 27000 },
    { month: 'Jan 2027', earned: 42000, received: 55500, expenses: 56000, cashFlow: -500, reserves: 26500 },
    { month: 'Feb 2027', earned: 45000, received: 48000, expenses: 56000, cashFlow: -8000, reserves: 18500 },
    { month: 'Mar 2027', earned: 54000, received: 43500, expenses: 56000, cashFlow: -12500, reserves: 6000 },
    { month: 'Apr 2027', earned: 60000, received: 49500, expenses: 56000, cashFlow: -6500, reserves: 0 },
  ],
  /** The sentence under the results, with the refinements and without them. */
  cashOut: 'Your cash runs out in April 2027.',
  cashOutUnrefined: 'Your cash does not run out in the next 36 months.',
} as const;
