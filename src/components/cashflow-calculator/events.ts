import type { CalculationResult, CalculatorInputs, Scenario } from '../../core';
import type { LeadSubmission } from '../../state/leads';

export interface CashflowCalculateDetail {
  inputs: CalculatorInputs;
  result: CalculationResult;
}

export interface CashflowScenarioSaveDetail {
  scenario: Scenario;
  scenarios: readonly Scenario[];
}

export type CashflowLeadSubmitDetail = LeadSubmission;

declare global {
  interface GlobalEventHandlersEventMap {
    /** A calculation produced a result (Calculate, a saved scenario run, or a shared link opened). */
    'cashflow-calculate': CustomEvent<CashflowCalculateDetail>;
    /** The current result was saved as a what-if scenario. */
    'cashflow-scenario-save': CustomEvent<CashflowScenarioSaveDetail>;
    /** A report request or the follow-up popup was submitted. */
    'cashflow-lead-submit': CustomEvent<CashflowLeadSubmitDetail>;
  }
}
