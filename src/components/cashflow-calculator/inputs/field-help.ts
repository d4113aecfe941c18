/**
 * What the inputs' tooltips say: shown in the tooltips' bubble, which arrives at the first pointer
 * or focus in the calculator (lazy-parts.ts); the first view draws only the info buttons.
 */
export const FIELD_HELP = {
  monthlyRevenue: 'All the money your business brings in during a typical month, before any expenses.',
  monthlyExpenses: 'Everything you pay out in a typical month: payroll, rent, materials, insurance and loan payments.',
  cashReserves: 'Cash you can reach quickly: bank balances and other liquid funds, not equipment or unpaid invoices.',
  revenueGrowth: 'How much you expect revenue to grow (or shrink) over the next 12 months.',
  expenseGrowth: 'How much you expect expenses to change over the next 12 months.',
  industry: 'Choose the closest match so we can compare you with businesses like yours.',
} as const;
