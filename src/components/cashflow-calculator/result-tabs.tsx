import { useState } from 'react';
import type { CalculationResult } from '../../core';
import { Tabs, type TabDefinition } from '../../ui/tabs';
import { AnalysisPanel } from './analysis-panel';
import { ForecastPanel } from './forecast-panel';
import { InsightsPanel } from './insights-panel';

type TabKey = 'standard' | 'forecast' | 'insights';

/** The three views of a result: Standard Analysis, Forecast, Industry Insights. */
export function ResultTabs({ result }: { result: CalculationResult }) {
  const [tab, setTab] = useState<TabKey>('standard');
  const tabs: TabDefinition<TabKey>[] = [
    { key: 'standard', label: 'Standard Analysis', render: () => <AnalysisPanel result={result} /> },
    { key: 'forecast', label: 'Forecast', render: () => <ForecastPanel result={result} /> },
    { key: 'insights', label: 'Industry Insights', render: () => <InsightsPanel result={result} /> },
  ];
  return <Tabs label="Result views" tabs={tabs} selected={tab} onSelect={setTab} />;
}
