import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { DEFAULT_INPUTS, inputsWithDefaults, lineAfterIndustryChange } from '../core';
import { calculateRefined, type RefinedCalculationResult } from '../core/refined-calculation';
import type { ForecastRefinements } from '../core/refinements';
import type { CalculatorInputs, Industry, Scenario } from '../core/types';
import { draftOf, EMPTY_DRAFT, readDraft, type DraftErrors, type RefineDraft } from './refine-draft';

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
  /** "Refine your forecast" as typed; the refinements read from it, and a message per field that does not read. */
  refineDraft: ReadonlySignal<RefineDraft>;
  refinements: ReadonlySignal<ForecastRefinements>;
  refineErrors: ReadonlySignal<DraftErrors>;
  /** Whether "Refine your forecast" is open (collapsed at first, as in the first view). */
  refineOpen: ReadonlySignal<boolean>;
  /** A Calculate was refused for a refinement: an item's amount not typed yet is now marked too. */
  refineChecked: ReadonlySignal<boolean>;
  result: ReadonlySignal<RefinedCalculationResult | null>;
  /** Number of calculations the visitor asked for (Calculate, a scenario run) since the element was created. */
  calculations: ReadonlySignal<number>;

  /** Defaults supplied from outside (attributes) replace the defaults and the inputs. */
  setDefaults(overrides: Partial<CalculatorInputs>): void;
  setAmount(key: AmountKey, value: number): void;
  setGrowth(key: GrowthKey, value: number): void;
  setIndustry(industry: Industry): void;
  setLineOfBusiness(line: string): void;
  setRefineDraft(draft: RefineDraft): void;
  setRefineOpen(open: boolean): void;
  /** The inputs and the refinements back to the defaults. */
  reset(): void;
  /**
   * Checks the inputs and the refinements; marks what needs attention (opening the refinements if
   * one of them does) and returns false if anything does.
   */
  validate(): boolean;
  /**
   * Validates and runs the engine (core/refined-calculation.ts) on the inputs and the refinements:
   * the result, or null when a field needs attention.
   */
  calculate(): RefinedCalculationResult | null;
  /** Loads a saved scenario's inputs and recalculates: the new result, named after it. */
  runScenario(scenario: Scenario): RefinedCalculationResult | null;
  /**
   * Shows a shared calculation (a link's): its inputs and refinements, calculated. Not counted as a
   * calculation the visitor asked for, so it opens no follow-up popup.
   */
  openShared(inputs: CalculatorInputs, refinements: ForecastRefinements): RefinedCalculationResult;
}

export function createCalculatorStore(now: () => Date = () => new Date()): CalculatorStore {
  const defaults = signal<CalculatorInputs>({ ...DEFAULT_INPUTS });
  const inputs = signal<CalculatorInputs>({ ...DEFAULT_INPUTS });
  const errors = signal<InputErrors>({});
  const refineDraft = signal<RefineDraft>(EMPTY_DRAFT);
  const read = computed(() => readDraft(refineDraft.value));
  const refinements = computed(() => read.value.refinements);
  const refineErrors = computed(() => read.value.errors);
  const refineOpen = signal(false);
  const refineChecked = signal(false);
  const result = signal<RefinedCalculationResult | null>(null);
  const calculations = signal(0);

  const update = (patch: Partial<CalculatorInputs>) => {
    inputs.value = { ...inputs.value, ...patch };
  };

  const store: CalculatorStore = {
    defaults,
    inputs,
    errors,
    refineDraft,
    refinements,
    refineErrors,
    refineOpen,
    refineChecked,
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
    setRefineDraft(draft) {
      refineDraft.value = draft;
    },
    setRefineOpen(open) {
      refineOpen.value = open;
    },
    reset() {
      batch(() => {
        inputs.value = { ...defaults.value };
        errors.value = {};
        refineDraft.value = EMPTY_DRAFT;
      });
    },
    validate() {
      const refined = Object.keys(refineErrors.value).length === 0;
      refineChecked.value = !refined;
      if (!refined) refineOpen.value = true;
      if (inputs.value.lineOfBusiness) return refined;
      errors.value = { ...errors.value, lineOfBusiness: LINE_REQUIRED_MESSAGE };
      return false;
    },
    calculate() {
      if (!store.validate()) return null;
      const next = calculateRefined(inputs.value, refinements.value, now());
      batch(() => {
        errors.value = {};
        result.value = next;
        calculations.value += 1;
      });
      return next;
    },
    openShared(shared, sharedRefinements) {
      const next = calculateRefined(shared, sharedRefinements, now());
      batch(() => {
        inputs.value = { ...next.inputs };
        errors.value = {};
        refineDraft.value = draftOf(sharedRefinements);
        refineOpen.value = Object.keys(next.refinements).length > 0;
        result.value = next;
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
