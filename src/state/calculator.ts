import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { calculate } from '../core/calculate';
import {
  DEFAULT_INPUTS,
  inputsWithDefaults,
  lineAfterIndustryChange,
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
 * moved in the page (React unmounts and mounts again) keeps its inputs and result (and its
 * scenarios, in state/scenarios.ts).
 */
export interface CalculatorStore {
  defaults: ReadonlySignal<CalculatorInputs>;
  inputs: ReadonlySignal<CalculatorInputs>;
  errors: ReadonlySignal<InputErrors>;
  result: ReadonlySignal<CalculationResult | null>;
  /** Number of successful calculations since the element was created. */
  calculations: ReadonlySignal<number>;

  /** Defaults supplied from outside (attributes) replace the defaults and the inputs. */
  setDefaults(overrides: Partial<CalculatorInputs>): void;
  setAmount(key: AmountKey, value: number): void;
  setGrowth(key: GrowthKey, value: number): void;
  setIndustry(industry: Industry): void;
  setLineOfBusiness(line: string): void;
  reset(): void;
  /** Checks the inputs; marks what needs attention and returns false if anything does. */
  validate(): boolean;
  /** Validates and runs the engine (core/calculate.ts): the result, or null when a field needs attention. */
  calculate(): CalculationResult | null;
  /** Loads a saved scenario's inputs and recalculates: the new result, named after it. */
  runScenario(scenario: Scenario): CalculationResult | null;
}

export function createCalculatorStore(now: () => Date = () => new Date()): CalculatorStore {
  const defaults = signal<CalculatorInputs>({ ...DEFAULT_INPUTS });
  const inputs = signal<CalculatorInputs>({ ...DEFAULT_INPUTS });
  const errors = signal<InputErrors>({});
  const result = signal<CalculationResult | null>(null);
  const calculations = signal(0);

  const update = (patch: Partial<CalculatorInputs>) => {
    inputs.value = { ...inputs.value, ...patch };
  };

  const store: CalculatorStore = {
    defaults,
    inputs,
    errors,
    result,
    calculations,

    setDefaults(overrides) {
      const next = inputsWithDefaults(overrides);
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
    validate() {
      if (inputs.value.lineOfBusiness) return true;
      errors.value = { ...errors.value, lineOfBusiness: LINE_REQUIRED_MESSAGE };
      return false;
    },
    calculate() {
      if (!store.validate()) return null;
      const next = calculate(inputs.value, now());
      batch(() => {
        errors.value = {};
        result.value = next;
        calculations.value += 1;
      });
      return next;
    },
    runScenario(scenario) {
      inputs.value = { ...scenario.inputs };
      const next = store.calculate();
      if (next) result.value = { ...next, name: scenario.name };
      return result.value;
    },
  };
  return store;
}
