import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  calculate,
  canSaveScenario,
  DEFAULT_INPUTS,
  lineAfterIndustryChange,
  makeScenario,
  type CalculationResult,
  type CalculatorInputs,
  type Industry,
  type Scenario,
} from '../core';

export const LINE_REQUIRED_MESSAGE = 'Please select a Line of Business.';

export type InputErrors = Partial<Record<keyof CalculatorInputs, string>>;
export type AmountKey = 'monthlyRevenue' | 'monthlyExpenses' | 'cashReserves';
export type GrowthKey = 'revenueGrowth' | 'expenseGrowth';

/**
 * One calculator's state. It lives with the element, not with React, so a calculator that is
 * moved in the page (React unmounts and mounts again) keeps its inputs, result and scenarios.
 */
export interface CalculatorStore {
  defaults: ReadonlySignal<CalculatorInputs>;
  inputs: ReadonlySignal<CalculatorInputs>;
  errors: ReadonlySignal<InputErrors>;
  result: ReadonlySignal<CalculationResult | null>;
  scenarios: ReadonlySignal<readonly Scenario[]>;
  canSaveScenario: ReadonlySignal<boolean>;
  /** Number of successful calculations since the element was created. */
  calculations: ReadonlySignal<number>;

  /** Defaults supplied from outside (attributes) replace the defaults and the inputs. */
  setDefaults(overrides: Partial<CalculatorInputs>): void;
  setAmount(key: AmountKey, value: number): void;
  setGrowth(key: GrowthKey, value: number): void;
  setIndustry(industry: Industry): void;
  setLineOfBusiness(line: string): void;
  reset(): void;
  /** Validates and calculates; returns the result, or null when a field needs attention. */
  calculate(): CalculationResult | null;
  saveScenario(typedName: string): Scenario | null;
  deleteScenario(id: string): void;
  /** Loads a saved scenario's inputs and recalculates; returns the new result. */
  runScenario(id: string): CalculationResult | null;
}

let scenarioSequence = 0;
const newScenarioId = () =>
  globalThis.crypto?.randomUUID?.() ?? `scenario-${Date.now().toString(36)}-${(++scenarioSequence).toString(36)}`;

export function createCalculatorStore(now: () => Date = () => new Date()): CalculatorStore {
  const defaults = signal<CalculatorInputs>({ ...DEFAULT_INPUTS });
  const inputs = signal<CalculatorInputs>({ ...DEFAULT_INPUTS });
  const errors = signal<InputErrors>({});
  const result = signal<CalculationResult | null>(null);
  const scenarios = signal<readonly Scenario[]>([]);
  const calculations = signal(0);

  const update = (patch: Partial<CalculatorInputs>) => {
    inputs.value = { ...inputs.value, ...patch };
  };

  const store: CalculatorStore = {
    defaults,
    inputs,
    errors,
    result,
    scenarios,
    calculations,
    canSaveScenario: computed(() => canSaveScenario(scenarios.value.length)),

    setDefaults(overrides) {
      const next = { ...DEFAULT_INPUTS, ...overrides };
      if (overrides.industry && !overrides.lineOfBusiness) {
        next.lineOfBusiness = lineAfterIndustryChange(next.industry, DEFAULT_INPUTS.lineOfBusiness);
      }
      batch(() => {
        defaults.value = next;
        inputs.value = { ...next };
        errors.value = {};
      });
    },
    setAmount(key, value) {
      update({ [key]: value });
    },
    setGrowth(key, value) {
      update({ [key]: value });
    },
    setIndustry(industry) {
      update({ industry, lineOfBusiness: lineAfterIndustryChange(industry, inputs.value.lineOfBusiness) });
    },
    setLineOfBusiness(line) {
      batch(() => {
        update({ lineOfBusiness: line });
        if (line && errors.value.lineOfBusiness) {
          const { lineOfBusiness: _cleared, ...rest } = errors.value;
          errors.value = rest;
        }
      });
    },
    reset() {
      batch(() => {
        inputs.value = { ...defaults.value };
        errors.value = {};
      });
    },
    calculate() {
      if (!inputs.value.lineOfBusiness) {
        errors.value = { ...errors.value, lineOfBusiness: LINE_REQUIRED_MESSAGE };
        return null;
      }
      const next = calculate(inputs.value, now());
      batch(() => {
        errors.value = {};
        result.value = next;
        calculations.value += 1;
      });
      return next;
    },
    saveScenario(typedName) {
      const current = result.value;
      if (!current || !canSaveScenario(scenarios.value.length)) return null;
      const scenario = makeScenario(newScenarioId(), typedName, scenarios.value.length, current);
      scenarios.value = [...scenarios.value, scenario];
      return scenario;
    },
    deleteScenario(id) {
      scenarios.value = scenarios.value.filter((scenario) => scenario.id !== id);
    },
    runScenario(id) {
      const scenario = scenarios.value.find((candidate) => candidate.id === id);
      if (!scenario) return null;
      inputs.value = { ...scenario.inputs };
      const next = store.calculate();
      if (next) result.value = { ...next, name: scenario.name };
      return result.value;
    },
  };
  return store;
}
