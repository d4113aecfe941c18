/* The forecast's series, shared by the calculator's chart and the PDF report's chart. */

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
