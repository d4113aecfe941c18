import uPlot from 'uplot';
import uPlotCss from 'uplot/dist/uPlot.min.css?inline';
import type { ForecastMonth } from '../../../core';
import { formatCompactUSD } from '../../../core/format-results';
import { FORECAST_SERIES } from '../../../core/forecast-series';
import { adoptStyles } from '../../../loader/adopt-styles';
import type { ForecastChartHandle, SeriesVisibility } from '../forecast/forecast-series';

const CHART_HEIGHT = 260;

function toData(forecast: readonly ForecastMonth[]): uPlot.AlignedData {
  return [
    forecast.map((_, index) => index),
    ...FORECAST_SERIES.map((series) => forecast.map((month) => month[series.key])),
  ];
}

/**
 * The forecast line chart, loaded on demand (uPlot is not part of the first load). uPlot's own CSS
 * is adopted into the calculator's shadow root, like every other style, so it works under a strict CSP.
 */
export function createForecastChart(
  target: HTMLElement,
  forecast: readonly ForecastMonth[],
  visibility: SeriesVisibility,
): ForecastChartHandle {
  const root = target.getRootNode();
  if (root instanceof ShadowRoot) adoptStyles(root, uPlotCss);

  let months = forecast.map((month) => month.month);
  const width = () => Math.max(240, Math.floor(target.clientWidth));

  const chart = new uPlot(
    {
      width: width(),
      height: CHART_HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      scales: { x: { time: false } },
      axes: [
        {
          stroke: '#475569',
          grid: { stroke: '#e2e8f0', width: 1 },
          ticks: { stroke: '#cbd5e1', width: 1 },
          splits: () => months.map((_, index) => index),
          // On a narrow chart every other month is labelled, so the names do not run together.
          values: (chart, splits) =>
            splits.map((index) => (chart.width < 480 && index % 2 === 1 ? '' : (months[index] ?? ''))),
        },
        {
          stroke: '#475569',
          size: 64,
          grid: { stroke: '#e2e8f0', width: 1 },
          ticks: { stroke: '#cbd5e1', width: 1 },
          values: (_chart, splits) => splits.map(formatCompactUSD),
        },
      ],
      series: [
        {},
        ...FORECAST_SERIES.map((series) => ({
          label: series.label,
          stroke: series.color,
          width: 2.5,
          show: visibility[series.key],
          points: { show: true, size: 5, fill: series.color },
        })),
      ],
    },
    toData(forecast),
    target,
  );

  const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: CHART_HEIGHT }));
  resize.observe(target);

  return {
    setData(next) {
      months = next.map((month) => month.month);
      chart.setData(toData(next));
    },
    setVisibility(next) {
      FORECAST_SERIES.forEach((series, index) => {
        if (chart.series[index + 1]?.show !== next[series.key]) chart.setSeries(index + 1, { show: next[series.key] });
      });
    },
    destroy() {
      resize.disconnect();
      chart.destroy();
    },
  };
}
