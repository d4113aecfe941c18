import { useState } from 'react';
import {
  forecastInsights,
  formatMonths,
  formatUSD,
  forecastTrend,
  TREND_COLOR,
  type ForecastMonth,
} from '../../../core';
import type { RefinedCalculationResult } from '../../../core/refined-calculation';
import { forecastCsv } from '../../../core/result-csv';
import { CashOutlookLine } from '../results/cash-outlook';
import { DownloadCsv } from '../share/download-csv';
import { ForecastChart } from './forecast-chart';
import { FORECAST_SERIES } from '../../../core/forecast-series';
import { capitalized, RESULT_TEXTS, reservesIn } from '../../../core/result-texts';
import { DEFAULT_VISIBILITY, type SeriesVisibility } from './forecast-series';

const sum = (forecast: readonly ForecastMonth[], key: 'revenue' | 'expenses' | 'cashFlow') =>
  forecast.reduce((total, month) => total + month[key], 0);

export function ForecastPanel({ result }: { result: RefinedCalculationResult }) {
  const [visibility, setVisibility] = useState<SeriesVisibility>(DEFAULT_VISIBILITY);
  const { forecast } = result;
  const first = forecast[0]!;
  const last = forecast[forecast.length - 1]!;
  const trend = forecastTrend(forecast);
  const shown = FORECAST_SERIES.filter((series) => visibility[series.key]).map((series) => series.label);
  const chartDescription = `Line chart of ${shown.length ? shown.join(', ') : 'no series'} from ${first.month} to ${last.month}. The table below lists every figure.`;

  return (
    <div className="forecast">
      <h3 className="section-title">{RESULT_TEXTS.forecastTitle}</h3>

      <div className="forecast-summary" part="forecast-summary">
        <div>
          <p className="summary-label">{RESULT_TEXTS.forecastTotal}</p>
          <p className={`summary-value tone-${sum(forecast, 'cashFlow') >= 0 ? 'positive' : 'negative'}`}>
            {formatUSD(sum(forecast, 'cashFlow'))}
          </p>
        </div>
        <div>
          <p className="summary-label">{reservesIn(last.month)}</p>
          <p className="summary-value">{formatUSD(last.cashReserves)}</p>
        </div>
        <div>
          <p className="summary-label">{RESULT_TEXTS.forecastRunway}</p>
          <p className="summary-value">{formatMonths(result.forecastedRunway)}</p>
        </div>
        <div>
          <p className="summary-label">{RESULT_TEXTS.trend}</p>
          <p className={`summary-value trend tone-${TREND_COLOR[trend]}`} data-trend={trend}>
            {capitalized(trend)}
          </p>
        </div>
      </div>

      <CashOutlookLine outlook={result.outlook} />

      <div className="series-toggles" role="group" aria-label="Series shown in the chart">
        {FORECAST_SERIES.map((series) => (
          <button
            key={series.key}
            type="button"
            className={`series-toggle series-${series.key}`}
            aria-pressed={visibility[series.key]}
            onClick={() => setVisibility((current) => ({ ...current, [series.key]: !current[series.key] }))}
          >
            <span className="swatch" aria-hidden="true" />
            {series.label}
          </button>
        ))}
      </div>

      <ForecastChart forecast={forecast} visibility={visibility} description={chartDescription} />

      <div className="table-wrap" tabIndex={0} role="region" aria-label="Forecast by month">
        <table className="table" part="forecast-table">
          <thead>
            <tr>
              <th scope="col">{RESULT_TEXTS.month}</th>
              {FORECAST_SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {forecast.map((month, index) => (
              <tr key={`${month.month}-${index}`}>
                <th scope="row">{month.month}</th>
                <td>{formatUSD(month.revenue)}</td>
                <td>{formatUSD(month.expenses)}</td>
                <td className={month.cashFlow >= 0 ? 'tone-positive' : 'tone-negative'}>{formatUSD(month.cashFlow)}</td>
                <td>{formatUSD(month.cashReserves)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-actions">
        <DownloadCsv
          label="Download the forecast (CSV)"
          fileName="cash-flow-forecast.csv"
          csv={() => forecastCsv(forecast)}
        />
      </div>

      <h4 className="subsection-title">{RESULT_TEXTS.forecastInsights}</h4>
      <ul className="insight-list">
        {forecastInsights(result).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
