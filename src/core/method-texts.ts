/*
 * How the refined forecast and the cash-out month are worked out, in words: the PDF report's "How
 * this was calculated" and the calculator page's "How the numbers are calculated" both show them.
 * A module without imports, so the site's page takes these sentences and nothing of the engine (the
 * calculator's first view shares the engine's formatting code, which a page importing it would
 * split into chunks of their own). The figures in them are written out; test/unit/refined-
 * properties.test.ts holds each to the engine and its constants (DAYS_PER_MONTH,
 * CASH_OUT_HORIZON_MONTHS).
 */

export interface MethodItem {
  lead: string;
  text: string;
}

/** How the month the cash runs out is found. */
export const CASH_OUT_METHOD: MethodItem = {
  lead: 'The month your cash runs out',
  text: 'is the first month whose projected reserves reach zero, looking 36 months ahead with the same formulas as the 12-month forecast. With a minimum cash buffer, the first month your reserves fall below it is named too.',
};

/** How the refinements change the forecast, with a worked example: $50,000 a month growing 5% a year, paid in 45 days. */
export const REFINEMENT_METHOD: readonly MethodItem[] = [
  {
    lead: 'Days to get paid and days to pay suppliers',
    text: "move money into the months it really moves, counting 30 days to a month. Invoices are spread evenly over the month they are issued in, so 45 days is a month and a half: each month receives half of what was earned one month before and half of what was earned two months before. The business is taken to have been running at its first month's level before the forecast starts, so what customers already owe arrives on the same schedule and a late-paying customer does not empty the first month. For example, with $50,000 of revenue a month growing 5% a year, month 2 earns $50,208 and month 3 earns $50,418; paid in 45 days, month 3 receives half of $50,208 and half of $50,000: $50,104. Supplier bills are paid the same way with their own delay.",
  },
  {
    lead: 'Seasonality',
    text: 'multiplies each month’s revenue by its calendar month’s factor. The factors are scaled to average 1 over the year, so a season moves revenue between months without adding to or taking from the year. Expenses are not seasonal: fixed costs run on through a slow winter.',
  },
  {
    lead: 'One-off items',
    text: 'land in their month as they are: money in is added to that month’s revenue, money out to its expenses.',
  },
];
