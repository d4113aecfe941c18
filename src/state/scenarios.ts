import { signal, type ReadonlySignal } from '@preact/signals-core';
import { canSaveScenario, makeScenario, MAX_SCENARIOS, type CalculationResult, type Scenario } from '../core';
import { perHost } from '../internal/per-host';

/** One calculator's saved what-if scenarios (up to three), kept with the element across moves. */
export interface ScenarioStore {
  scenarios: ReadonlySignal<readonly Scenario[]>;
  /** Saves a result under the typed name (blank: "Scenario N"); null when three are saved already. */
  save(result: CalculationResult, typedName: string): Scenario | null;
  remove(id: string): void;
  /** Replaces the saved scenarios (a shared link's, up to three), each named and summarized from its result. */
  restore(saved: readonly { name: string; result: CalculationResult }[]): void;
}

let scenarioSequence = 0;
const newScenarioId = () =>
  globalThis.crypto?.randomUUID?.() ?? `scenario-${Date.now().toString(36)}-${(++scenarioSequence).toString(36)}`;

function createScenarioStore(): ScenarioStore {
  const scenarios = signal<readonly Scenario[]>([]);
  return {
    scenarios,
    save(result, typedName) {
      const count = scenarios.value.length;
      if (!canSaveScenario(count)) return null;
      const scenario = makeScenario(newScenarioId(), typedName, count, result);
      scenarios.value = [...scenarios.value, scenario];
      return scenario;
    },
    remove(id) {
      scenarios.value = scenarios.value.filter((scenario) => scenario.id !== id);
    },
    restore(saved) {
      scenarios.value = saved
        .slice(0, MAX_SCENARIOS)
        .map(({ name, result }, index) => makeScenario(newScenarioId(), name, index, result));
    },
  };
}

/** The scenarios of a <cashflow-calculator>; created by its follow-up part (follow-up/), the first time it shows. */
export const scenariosFor = perHost(() => createScenarioStore());
