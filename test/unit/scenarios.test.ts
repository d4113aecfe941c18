import { describe, it, expect } from 'vitest';
import {
  DEFAULT_INPUTS,
  MAX_SCENARIOS,
  SCENARIO_LIMIT_MESSAGE,
  calculate,
  canSaveScenario,
  makeScenario,
  percentChange,
  scenarioName,
  summarize,
} from '../../src/core';

const NOV_2026 = new Date(2026, 10, 15);

describe('scenario limit (spec section 5)', () => {
  it('allows up to 3 scenarios', () => {
    expect(MAX_SCENARIOS).toBe(3);
    expect(canSaveScenario(0)).toBe(true);
    expect(canSaveScenario(1)).toBe(true);
    expect(canSaveScenario(2)).toBe(true);
    expect(canSaveScenario(3)).toBe(false);
    expect(canSaveScenario(4)).toBe(false);
  });

  it('has the exact alert text', () => {
    expect(SCENARIO_LIMIT_MESSAGE).toBe('You can save up to 3 scenarios. Please delete one to create a new scenario.');
  });
});

describe('scenarioName', () => {
  it.each([
    ['', 0, 'Scenario 1'],
    ['  ', 2, 'Scenario 3'],
    ['\t\n', 1, 'Scenario 2'],
    ['Best case', 0, 'Best case'],
    ['  Best case  ', 2, 'Best case'],
    ['Worst  case', 1, 'Worst  case'],
  ])('%j with %d saved → %s', (typed, count, name) => {
    expect(scenarioName(typed, count)).toBe(name);
  });
});

describe('makeScenario', () => {
  const result = calculate({ ...DEFAULT_INPUTS, cashReserves: 80000 }, NOV_2026);

  it('keeps id, name and the headline figures', () => {
    const scenario = makeScenario('s-1', '  Plan A ', 0, result);
    expect(scenario.id).toBe('s-1');
    expect(scenario.name).toBe('Plan A');
    expect(scenario.result).toEqual({
      monthlyCashFlow: 10000,
      cashFlowMargin: 20,
      cashRunway: 2.25,
      riskLevel: 'Medium',
    });
  });

  it('names a blank scenario after the count', () => {
    expect(makeScenario('s-2', '', 1, result).name).toBe('Scenario 2');
  });

  it('copies the inputs rather than sharing them', () => {
    const own = calculate(DEFAULT_INPUTS, NOV_2026);
    const scenario = makeScenario('s-1', 'Plan A', 0, own);
    expect(scenario.inputs).toEqual(own.inputs);
    expect(scenario.inputs).not.toBe(own.inputs);
    own.inputs.monthlyRevenue = 1;
    expect(scenario.inputs.monthlyRevenue).toBe(50000);
  });

  it('summarize keeps only the four compared figures', () => {
    expect(Object.keys(summarize(result)).sort()).toEqual([
      'cashFlowMargin',
      'cashRunway',
      'monthlyCashFlow',
      'riskLevel',
    ]);
  });
});

describe('percentChange', () => {
  it.each([
    [110, 100, 10],
    [90, 100, -10],
    [100, 100, 0],
    [20000, 10000, 100],
    // a negative base is compared by its magnitude
    [-50, -100, 50],
    [-150, -100, -50],
    [110, -100, 210],
    [-5000, 10000, -150],
  ])('%d against %d → %d percent', (value, base, change) => {
    expect(percentChange(value, base)).toBeCloseTo(change, 10);
  });

  it.each([
    [5, 0],
    [0, 0],
    [5, NaN],
    [NaN, 5],
    [5, Infinity],
    [Infinity, 5],
  ])('%d against %d → null', (value, base) => {
    expect(percentChange(value, base)).toBeNull();
  });

  it('is null rather than Infinity when the change overflows', () => {
    expect(percentChange(Number.MAX_VALUE, Number.MIN_VALUE)).toBeNull();
  });
});
