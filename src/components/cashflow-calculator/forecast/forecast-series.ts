import type { ForecastMonth } from '../../../core';
import type { SeriesKey } from '../../../core/forecast-series';

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
