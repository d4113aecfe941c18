import { useState } from 'react';
import panelsCss from '../../../ui/panels.css?inline';
import { formatMonths, formatPercent, formatUSD, type CalculationResult } from '../../../core';
import { RESULT_TEXTS } from '../../../core/result-texts';
import { Tabs, type TabDefinition } from '../../../ui/tabs';
import { AnalysisPanel } from './analysis-panel';
import { ForecastPanel } from '../forecast/forecast-panel';
import { InsightsPanel } from './insights-panel';
import css from './results.css?inline';

/** Adopted with this part: tabs, tables and tones (ui/panels.css) and the views' own styles. */
export const styles = [panelsCss, css];

type TabKey = 'standard' | 'forecast' | 'insights';

/** What the results' live region says when a result arrives. */
export const resultAnnouncement = (result: CalculationResult) =>
  `Results updated. Monthly cash flow ${formatUSD(result.monthlyCashFlow)}. Cash flow margin ${formatPercent(
    result.cashFlowMargin,
  )}. Cash runway ${formatMonths(result.cashRunway)}. Risk level ${result.riskLevel}.`;

/** The three views of a result: Standard Analysis, Forecast, Industry Insights. */
export function ResultTabs({ result }: { result: CalculationResult }) {
  const [tab, setTab] = useState<TabKey>('standard');
  const tabs: TabDefinition<TabKey>[] = [
    { key: 'standard', label: 'Standard Analysis', render: () => <AnalysisPanel result={result} /> },
    { key: 'forecast', label: 'Forecast', render: () => <ForecastPanel result={result} /> },
    { key: 'insights', label: RESULT_TEXTS.insightsTitle, render: () => <InsightsPanel result={result} /> },
  ];
  return <Tabs label="Result views" tabs={tabs} selected={tab} onSelect={setTab} />;
}
