import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import uPlotCss from 'uplot/dist/uPlot.min.css?inline';
import { adoptStyles } from '../loader/adopt-styles';

export interface ChartSeries {
  label: string;
  color: string;
  values: readonly number[];
}

const HEIGHT = 240;

/**
 * A line chart of daily counts (uPlot, fetched with the Insights page only; its CSS adopted into
 * the staff area's shadow root, as the strict CSP needs). Hidden from screen readers: the table
 * beside it holds the same numbers.
 */
export function DailyChart({ days, series }: { days: readonly string[]; series: readonly ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: uPlot | null = null;
    let stopped = false;
    const resize = new ResizeObserver(() =>
      chart?.setSize({ width: Math.max(240, target.clientWidth), height: HEIGHT }),
    );
    void import('uplot').then(({ default: UPlot }) => {
      if (stopped) return;
      const root = target.getRootNode();
      if (root instanceof ShadowRoot) adoptStyles(root, uPlotCss);
      chart = new UPlot(
        {
          width: Math.max(240, target.clientWidth),
          height: HEIGHT,
          scales: { x: { time: false } },
          axes: [
            {
              stroke: '#475569',
              grid: { stroke: '#e2e8f0', width: 1 },
              values: (_chart, splits) => splits.map((index) => days[index]?.slice(5) ?? ''),
            },
            { stroke: '#475569', grid: { stroke: '#e2e8f0', width: 1 }, size: 56 },
          ],
          series: [
            { label: 'Day', value: (_chart, index) => (index === null ? '' : (days[index] ?? '')) },
            ...series.map((line) => ({ label: line.label, stroke: line.color, width: 2 })),
          ],
        },
        [days.map((_, index) => index), ...series.map((line) => [...line.values])],
        target,
      );
      resize.observe(target);
    });
    return () => {
      stopped = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [days, series]);
  return <div ref={box} className="insights-chart" aria-hidden="true" />;
}
