import { useEffect, useRef, useState } from 'react';
import type { ForecastMonth } from '../../../core';
import { CALCULATOR_PARTS } from '../lazy-parts';
import type { ForecastChartHandle, SeriesVisibility } from './forecast-series';

export interface ForecastChartProps {
  forecast: readonly ForecastMonth[];
  visibility: SeriesVisibility;
  description: string;
}

/** Loads uPlot the first time a forecast is shown and keeps the chart in step with its props. */
export function ForecastChart({ forecast, visibility, description }: ForecastChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const chart = useRef<ForecastChartHandle | null>(null);
  const latest = useRef({ forecast, visibility });
  latest.current = { forecast, visibility };
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let cancelled = false;
    CALCULATOR_PARTS.forecastChart()
      .then(({ createForecastChart }) => {
        if (cancelled || !target.current) return;
        chart.current = createForecastChart(target.current, latest.current.forecast, latest.current.visibility);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('[cashflow-elements] the forecast chart could not load', error);
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => chart.current?.setData(forecast), [forecast]);
  useEffect(() => chart.current?.setVisibility(visibility), [visibility]);

  return (
    <div className="chart" part="chart" role="img" aria-label={description} data-status={status}>
      <div ref={target} className="chart-canvas" />
      {status === 'loading' ? <p className="chart-status">Loading chart…</p> : null}
      {status === 'error' ? (
        <p className="chart-status">The chart could not load. The table below has every figure.</p>
      ) : null}
    </div>
  );
}
