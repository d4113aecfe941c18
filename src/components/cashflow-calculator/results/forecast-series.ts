import type { ForecastMonth } from '../../../core';

export type SeriesKey = 'revenue' | 'expenses' | 'cashFlow' | 'cashReserves';

export interface SeriesDefinition {
  key: SeriesKey;
  label: string;
  color: string;
}

/** The chart's series in the spec's colours: revenue green, expenses red, cash flow blue, reserves purple. */
export const FORECAST_SERIES: readonly SeriesDefinition[] = [
  { key: 'revenue', label: 'Revenue', color: '#15803d' },
  { key: 'expenses', label: 'Expenses', color: '#dc2626' },
  { key: 'cashFlow', label: 'Cash Flow', color: '#2563eb' },
  { key: 'cashReserves', label: 'Cash Reserves', color: '#9333ea' },
];

export type SeriesVisibility = Record<SeriesKey, boolean>;

export const DEFAULT_VISIBILITY: SeriesVisibility = {
  revenue: true,
  expenses: true,
  cashFlow: true,
  cashReserves: false,
};

export interface ForecastChartHandle {
  setData(forecast: readonly ForecastMonth[]): void;
  setVisibility(visibility: SeriesVisibility): void;
  destroy(): void;
}
