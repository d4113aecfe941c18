export const INDUSTRIES = ['Construction', 'Manufacturing', 'Transportation', 'Other'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export type RiskLevel = 'High' | 'Medium' | 'Low';

export interface CalculatorInputs {
  monthlyRevenue: number;
  monthlyExpenses: number;
  cashReserves: number;
  /** Annual revenue growth in percent (-10 to 20). */
  revenueGrowth: number;
  /** Annual expense growth in percent (-10 to 20). */
  expenseGrowth: number;
  industry: Industry;
  lineOfBusiness: string;
}

export interface ForecastMonth {
  /** Short month name, e.g. "Nov". */
  month: string;
  revenue: number;
  expenses: number;
  cashFlow: number;
  cashReserves: number;
}

export interface CalculationResult {
  inputs: CalculatorInputs;
  monthlyCashFlow: number;
  annualCashFlow: number;
  /** Percent; 0 when revenue is 0. */
  cashFlowMargin: number;
  /** Months, never negative, capped at RUNWAY_CAP_MONTHS when unbounded. */
  cashRunway: number;
  riskLevel: RiskLevel;
  forecast: ForecastMonth[];
  forecastedRunway: number;
  /** Set when the result is saved as a scenario. */
  name?: string;
}

export interface ScenarioSummary {
  monthlyCashFlow: number;
  cashFlowMargin: number;
  cashRunway: number;
  riskLevel: RiskLevel;
}

export interface Scenario {
  id: string;
  name: string;
  inputs: CalculatorInputs;
  result: ScenarioSummary;
}

export interface Benchmark {
  cashFlowMargin: number;
  topPerformerMargin: number;
  avgRunway: number;
  tip: string;
}
