import type { CalendarMonth } from '../../../core/calendar-month';
import type { SeasonalityPreset } from '../../../core/refinements';
import type { CalculatorInputs } from '../../../core/types';

/**
 * The worked example of the refined forecast on the calculator's page ("How the numbers are
 * calculated"): a contractor earning $4,000 a month more than it spends, paid in 45 days, with the
 * construction seasons, from November 2026. Its figures are written here as the page shows them,
 * not computed in the page, which would bring the engine (and its formatting code, shared with the
 * calculator's first view) to the page's JavaScript; test/unit/refined-example.test.ts holds each of
 * them to what calculateRefined gives.
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
  daysToGetPaid: 45,
  /** The industry's seasons, as the preset gives them. */
  seasons: 'Construction' satisfies SeasonalityPreset,
  start: { year: 2026, month: 10 } satisfies CalendarMonth,
  /** The first months: earned (the season's share of the year), received 45 days later, paid out, and what is left. */
  months: [
    {
      month: 'November 2026',
      earned: '$57,000',
      received: '$57,000',
      expenses: '$56,000',
      cashFlow: '$1,000',
      reserves: '$26,000',
    },
    {
      month: 'December 2026',
      earned: '$54,000',
      received: '$57,000',
      expenses: '$56,000',
      cashFlow: '$1,000',
      reserves: '$27,000',
    },
    {
      month: 'January 2027',
      earned: '$42,000',
      received: '$55,500',
      expenses: '$56,000',
      cashFlow: '-$500',
      reserves: '$26,500',
    },
    {
      month: 'February 2027',
      earned: '$45,000',
      received: '$48,000',
      expenses: '$56,000',
      cashFlow: '-$8,000',
      reserves: '$18,500',
    },
    {
      month: 'March 2027',
      earned: '$54,000',
      received: '$43,500',
      expenses: '$56,000',
      cashFlow: '-$12,500',
      reserves: '$6,000',
    },
    {
      month: 'April 2027',
      earned: '$60,000',
      received: '$49,500',
      expenses: '$56,000',
      cashFlow: '-$6,500',
      reserves: '$0',
    },
  ],
  /** The sentence under the results, with the refinements and without them. */
  cashOut: 'Your cash runs out in April 2027.',
  cashOutUnrefined: 'Your cash does not run out in the next 36 months.',
} as const;
