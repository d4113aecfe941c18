import { useId, useState } from 'react';
import {
  canSaveScenario,
  formatChange,
  formatMonths,
  formatPercent,
  formatUSD,
  normalizeRisk,
  percentChange,
  RISK_COLOR,
  SCENARIO_LIMIT_MESSAGE,
  summarize,
  type Scenario,
  type ScenarioSummary,
} from '../../../core';
import { scenariosCsv } from '../../../core/result-csv';
import { dispatchHostEvent } from '../../../internal/host-events';
import { scenariosFor } from '../../../state/scenarios';
import { useSignal } from '../../../ui/use-signal';
import { useSession } from '../session';
import { DownloadCsv } from '../share/download-csv';

function Change({ value, base }: { value: number; base: number }) {
  const change = percentChange(value, base);
  if (change === null || Math.abs(change) < 0.05) return null;
  const up = change > 0;
  return (
    <span className={`change ${up ? 'change-up' : 'change-down'}`}>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>
      <span className="visually-hidden">{up ? 'up' : 'down'} </span>
      {formatChange(change)}
    </span>
  );
}

function Figures({ figures, current }: { figures: ScenarioSummary; current: ScenarioSummary | null }) {
  const risk = normalizeRisk(figures.riskLevel);
  return (
    <>
      <td>
        <span className={figures.monthlyCashFlow >= 0 ? 'tone-positive' : 'tone-negative'}>
          {formatUSD(figures.monthlyCashFlow)}
        </span>
        {current ? <Change value={figures.monthlyCashFlow} base={current.monthlyCashFlow} /> : null}
      </td>
      <td>
        {formatPercent(figures.cashFlowMargin)}
        {current ? <Change value={figures.cashFlowMargin} base={current.cashFlowMargin} /> : null}
      </td>
      <td>
        {formatMonths(figures.cashRunway)}
        {current ? <Change value={figures.cashRunway} base={current.cashRunway} /> : null}
      </td>
      <td>
        <span className={`risk-badge tone-${RISK_COLOR[risk]}`}>{risk}</span>
      </td>
    </>
  );
}

export interface ScenariosPanelProps {
  onRun: (scenario: Scenario) => void;
}

export function ScenariosPanel({ onRun }: ScenariosPanelProps) {
  const { calculator, host } = useSession();
  const result = useSignal(calculator.result);
  const store = scenariosFor(host);
  const scenarios = useSignal(store.scenarios);
  const canSave = canSaveScenario(scenarios.length);
  const [name, setName] = useState('');
  const titleId = useId();
  const nameId = useId();
  if (!result) return null;
  const current = summarize(result);
  const currentName = `Current${result.name ? ` (${result.name})` : ''}`;

  const save = () => {
    const scenario = store.save(result, name);
    if (!scenario) return;
    setName('');
    dispatchHostEvent(host, 'cashflow-scenario-save', { scenario, scenarios: store.scenarios.value });
  };

  return (
    <section className="card scenarios" part="scenarios" aria-labelledby={titleId}>
      <h3 id={titleId} className="card-title">
        What-If Scenarios
      </h3>
      <p className="card-lead">Save up to 3 versions of your numbers and compare them with your current result.</p>
      <form
        className="scenario-form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="field">
          <label htmlFor={nameId} className="field-label">
            Scenario name
          </label>
          <input
            id={nameId}
            className="input"
            type="text"
            maxLength={60}
            placeholder={`Scenario ${scenarios.length + 1}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={!canSave}>
          Save Current Scenario
        </button>
      </form>
      {!canSave ? (
        <p className="alert" role="alert">
          {SCENARIO_LIMIT_MESSAGE}
        </p>
      ) : null}
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className="table scenario-table" part="scenario-table">
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              <th scope="col">Monthly Cash Flow</th>
              <th scope="col">Cash Flow Margin</th>
              <th scope="col">Cash Runway</th>
              <th scope="col">Risk Level</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            <tr className="current-row">
              <th scope="row">{currentName}</th>
              <Figures figures={current} current={null} />
              <td />
            </tr>
            {scenarios.map((scenario) => (
              <tr key={scenario.id}>
                <th scope="row">{scenario.name}</th>
                <Figures figures={scenario.result} current={current} />
                <td className="row-actions">
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    aria-label={`Run ${scenario.name}`}
                    onClick={() => onRun(scenario)}
                  >
                    Run
                  </button>
                  <button
                    type="button"
                    className="button button-danger button-small"
                    aria-label={`Delete ${scenario.name}`}
                    onClick={() => store.remove(scenario.id)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-actions">
        <DownloadCsv
          label="Download the scenarios (CSV)"
          fileName="cash-flow-scenarios.csv"
          csv={() => scenariosCsv({ name: currentName, result: current }, scenarios)}
        />
      </div>
    </section>
  );
}
