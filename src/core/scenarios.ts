import { MAX_SCENARIOS } from './constants';
import type { CalculationResult, Scenario, ScenarioSummary } from './types';

export const SCENARIO_LIMIT_MESSAGE = 'You can save up to 3 scenarios. Please delete one to create a new scenario.';

export const canSaveScenario = (count: number): boolean => count < MAX_SCENARIOS;

/** A blank name becomes "Scenario N", N being the current count plus one. */
export function scenarioName(typed: string, count: number): string {
  const trimmed = typed.trim();
  return trimmed === '' ? `Scenario ${count + 1}` : trimmed;
}

export function summarize(result: CalculationResult): ScenarioSummary {
  return {
    monthlyCashFlow: result.monthlyCashFlow,
    cashFlowMargin: result.cashFlowMargin,
    cashRunway: result.cashRunway,
    riskLevel: result.riskLevel,
  };
}

export function makeScenario(id: string, typedName: string, count: number, result: CalculationResult): Scenario {
  return { id, name: scenarioName(typedName, count), inputs: { ...result.inputs }, result: summarize(result) };
}

/** Percentage change of a scenario figure against the current one; null when there is no base to compare with. */
export function percentChange(value: number, base: number): number | null {
  if (base === 0 || !Number.isFinite(base) || !Number.isFinite(value)) return null;
  const change = ((value - base) / Math.abs(base)) * 100;
  return Number.isFinite(change) ? change : null;
}
