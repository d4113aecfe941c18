import { useState } from 'react';
import panelsCss from '../../../ui/panels.css?inline';
import { formatMonths, formatPercent, formatUSD } from '../../../core';
import { cashOutText } from '../../../core/cash-outlook';
import type { RefinedCalculationResult } from '../../../core/refined-calculation';
import { CopyLink } from '../share/copy-link';
import { RESULT_TEXTS } from '../../../core/result-texts';
import { Tabs, type TabDefinition } from '../../../ui/tabs';
import { AnalysisPanel } from './analysis-panel';
import { ForecastPanel } from '../forecast/forecast-panel';
import { InsightsPanel } from './insights-panel';
import css from './results.css?inline';

/** Adopted with this part: tabs, tables and tones (ui/panels.css) and the views' own styles. */
export const styles = [panelsCss, css];

/** A new result starts the link's copy anew ("Link copied" was said of the previous one). */
const resultKey = (result: RefinedCalculationResult) =>
  JSON.stringify([result.inputs, result.refinements, result.outlook.startMonth, result.name]);

type TabKey = 'standard' | 'forecast' | 'insights';

/** What the results' live region says when a result arrives. */
export const resultAnnouncement = (result: RefinedCalculationResult) =>
  `Results updated. Monthly cash flow ${formatUSD(result.monthlyCashFlow)}. Cash flow margin ${formatPercent(
    result.cashFlowMargin,
  )}. Cash runway ${formatMonths(result.cashRunway)}. Risk level ${result.riskLevel}. ${cashOutText(result.outlook)}`;

/** The three views of a result (Standard Analysis, Forecast, Industry Insights), and its link to share. */
export function ResultTabs({ result }: { result: RefinedCalculationResult }) {
  const [tab, setTab] = useState<TabKey>('standard');
  const tabs: TabDefinition<TabKey>[] = [
    { key: 'standard', label: 'Standard Analysis', render: () => <AnalysisPanel result={result} /> },
    { key: 'forecast', label: 'Forecast', render: () => <ForecastPanel result={result} /> },
    { key: 'insights', label: RESULT_TEXTS.insightsTitle, render: () => <InsightsPanel result={result} /> },
  ];
  return (
    <>
      <Tabs label="Result views" tabs={tabs} selected={tab} onSelect={setTab} />
      <CopyLink key={resultKey(result)} result={result} />
    </>
  );
}
