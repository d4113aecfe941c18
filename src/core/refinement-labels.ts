import type { ForecastRefinements } from './refinements';

/**
 * What each refinement is called wherever it is named: the form, the contract's messages, a damaged
 * link. A module of its own so the forms, which name them, do not load the forecast's engine.
 */
export const REFINEMENT_LABELS = {
  daysToGetPaid: 'Days to get paid',
  daysToPaySuppliers: 'Days to pay suppliers',
  seasonality: 'Seasonality',
  oneOffItems: 'One-off items',
  minimumCash: 'Minimum cash buffer',
} as const satisfies Record<keyof ForecastRefinements, string>;
