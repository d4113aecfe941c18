import { RUNWAY_CAP_MONTHS, RISK_HIGH_BELOW_MONTHS, RISK_MEDIUM_UP_TO_MONTHS } from './constants';
import { GROWTH_MAX, GROWTH_MIN, MAX_AMOUNT } from './inputs';
import { buildForecast } from './forecast';
import type { CalculationResult, CalculatorInputs, RiskLevel } from './types';

const clamp = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : value > 0 ? max : value < 0 ? min : 0;

/** Amounts are whole dollars within ±MAX_AMOUNT: a margin over a fraction of a cent cannot overflow. */
export const clampAmount = (value: number): number => {
  const whole = Math.round(clamp(value, -MAX_AMOUNT, MAX_AMOUNT));
  return Object.is(whole, -0) ? 0 : whole;
};
export const clampGrowth = (value: number): number => clamp(value, GROWTH_MIN, GROWTH_MAX);

/** Brings any inputs into the range the formulas are defined for, so no result is NaN or Infinity. */
export function sanitizeInputs(inputs: CalculatorInputs): CalculatorInputs {
  return {
    ...inputs,
    monthlyRevenue: clampAmount(inputs.monthlyRevenue),
    monthlyExpenses: clampAmount(inputs.monthlyExpenses),
    cashReserves: clampAmount(inputs.cashReserves),
    revenueGrowth: clampGrowth(inputs.revenueGrowth),
    expenseGrowth: clampGrowth(inputs.expenseGrowth),
  };
}

export function cashFlowMargin(revenue: number, cashFlow: number): number {
  if (revenue === 0) return 0;
  return (cashFlow / revenue) * 100;
}

/**
 * Months the reserves last. With a non-negative cash flow the spec credits half the surplus:
 * reserves / expenses × (1 + 0.5 × cashFlow / expenses); with a negative one, reserves / |cashFlow|.
 * Nothing burning the reserves (no expenses) is unbounded and capped at RUNWAY_CAP_MONTHS.
 */
export function cashRunway(reserves: number, expenses: number, cashFlow: number): number {
  let months: number;
  if (cashFlow >= 0) {
    if (expenses <= 0) return RUNWAY_CAP_MONTHS;
    months = (reserves / expenses) * (1 + (0.5 * cashFlow) / expenses);
  } else {
    months = reserves / Math.abs(cashFlow);
  }
  if (!Number.isFinite(months)) return months > 0 ? RUNWAY_CAP_MONTHS : 0;
  return Math.min(RUNWAY_CAP_MONTHS, Math.max(0, months));
}

export function riskLevel(runwayMonths: number): RiskLevel {
  if (runwayMonths < RISK_HIGH_BELOW_MONTHS) return 'High';
  if (runwayMonths <= RISK_MEDIUM_UP_TO_MONTHS) return 'Medium';
  return 'Low';
}

/** Scenario rows store risk as text; anything other than Low or Medium counts as High. */
export function normalizeRisk(value: string): RiskLevel {
  return value === 'Low' || value === 'Medium' ? value : 'High';
}

export function calculate(rawInputs: CalculatorInputs, startDate: Date = new Date()): CalculationResult {
  const inputs = sanitizeInputs(rawInputs);
  const monthlyCashFlow = inputs.monthlyRevenue - inputs.monthlyExpenses;
  const runway = cashRunway(inputs.cashReserves, inputs.monthlyExpenses, monthlyCashFlow);
  const forecast = buildForecast(inputs, startDate);
  const last = forecast[forecast.length - 1]!;
  return {
    inputs,
    monthlyCashFlow,
    annualCashFlow: monthlyCashFlow * 12,
    cashFlowMargin: cashFlowMargin(inputs.monthlyRevenue, monthlyCashFlow),
    cashRunway: runway,
    riskLevel: riskLevel(runway),
    forecast,
    forecastedRunway: cashRunway(last.cashReserves, last.expenses, last.cashFlow),
  };
}
