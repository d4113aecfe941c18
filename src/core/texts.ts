import type { Comparison } from './benchmarks';
import { cashRunway } from './calculate';
import { RECOMMENDED_MARGIN, RECOMMENDED_RUNWAY_MONTHS } from './constants';
import { formatPercent } from './format';
import { formatMonths } from './format-results';
import type { CalculationResult, RiskLevel } from './types';

export function marginDescription(margin: number): string {
  if (margin >= 15) return 'Strong cash generation ability';
  if (margin >= 5) return 'Average cash generation';
  return 'Needs improvement';
}

export function runwayDescription(runwayMonths: number): string {
  if (runwayMonths > 3) return 'Good safety buffer';
  if (runwayMonths > 1) return 'Limited buffer';
  return 'Critical - immediate action needed';
}

export const RISK_DESCRIPTION: Record<RiskLevel, string> = {
  Low: 'Your business has healthy cash flow',
  Medium: 'Monitor your cash flow closely',
  High: 'Immediate action required',
};

export const RISK_COLOR: Record<RiskLevel, 'red' | 'orange' | 'green'> = {
  High: 'red',
  Medium: 'orange',
  Low: 'green',
};

export interface RiskMessage {
  title: string;
  cta: string;
  body: string;
}

export const RISK_MESSAGE: Record<RiskLevel, RiskMessage> = {
  High: {
    title: 'Your Cash Flow is at Risk!',
    cta: 'Get Emergency Cash Flow Consultation',
    body: 'Your reserves cover less than a month of operations. An advisor can help you stabilize cash within weeks.',
  },
  Medium: {
    title: 'Your Cash Flow Could Be Improved',
    cta: 'Get Cash Flow Improvement Plan',
    body: 'You have a limited buffer. A focused plan can lengthen your runway and protect your margin.',
  },
  Low: {
    title: 'Great Job on Your Cash Flow!',
    cta: 'Explore Advanced Cash Flow Strategies',
    body: 'Your business is in a strong position. Put your surplus cash to work with a strategy built for growth.',
  },
};

export function keyInsight(margin: number): string {
  const position = margin > 10 ? 'above' : 'near';
  return `Your cash flow margin of ${formatPercent(margin)} is ${position} industry averages.`;
}

/** The Industry Insights sentence over each comparison's bars. */
export function benchmarkSummary(subject: 'margin' | 'runway', comparison: Comparison): string {
  return `Your ${subject} is ${comparison} the industry average.`;
}

export const tipTitle = (lineOfBusiness: string): string => `Tip for ${lineOfBusiness}`;

export const BENCHMARK_SOURCE_NOTE =
  'Benchmarks are based on data from the U.S. Small Business Administration and our own client insights.';

export type RecommendationTone = 'danger' | 'warning' | 'success';

export interface Recommendation {
  id: 'negative-cash-flow' | 'low-margin' | 'critical-runway' | 'short-runway' | 'expense-growth' | 'healthy';
  tone: RecommendationTone;
  text: string;
  link?: { href: string; label: string };
}

export function recommendations(result: CalculationResult): Recommendation[] {
  const { inputs, monthlyCashFlow, cashFlowMargin, cashRunway: runway } = result;
  const list: Recommendation[] = [];
  if (monthlyCashFlow < 0) {
    list.push({
      id: 'negative-cash-flow',
      tone: 'danger',
      text: 'Your business is spending more than it earns each month. Cut non-essential expenses or raise revenue through pricing and collections to stop drawing down your reserves.',
    });
  }
  if (cashFlowMargin < RECOMMENDED_MARGIN) {
    list.push({
      id: 'low-margin',
      tone: 'warning',
      text: `Your cash flow margin of ${formatPercent(cashFlowMargin)} is below the recommended ${RECOMMENDED_MARGIN}%. Review your pricing and your largest cost lines.`,
    });
  }
  if (runway < 1) {
    list.push({
      id: 'critical-runway',
      tone: 'danger',
      text: 'Your cash runway is under one month. Take immediate action: speed up collections and defer non-essential spending. A Business Analysis can find quick wins.',
      link: { href: '/solutions/business-analysis', label: 'Request a Business Analysis' },
    });
  } else if (runway < RECOMMENDED_RUNWAY_MONTHS) {
    const trimmedExpenses = inputs.monthlyExpenses * 0.9;
    const improved = cashRunway(inputs.cashReserves, trimmedExpenses, inputs.monthlyRevenue - trimmedExpenses);
    list.push({
      id: 'short-runway',
      tone: 'warning',
      text: `Your runway of ${formatMonths(runway)} is below the recommended ${RECOMMENDED_RUNWAY_MONTHS} months. Cutting expenses by 10% would extend it to ${formatMonths(improved)}.`,
    });
  }
  if (inputs.expenseGrowth > inputs.revenueGrowth) {
    list.push({
      id: 'expense-growth',
      tone: 'warning',
      text: `Your expenses are growing faster than your revenue (${formatPercent(inputs.expenseGrowth)} against ${formatPercent(inputs.revenueGrowth)} a year), which will squeeze your margin over time.`,
    });
  }
  if (list.length === 0) {
    list.push({
      id: 'healthy',
      tone: 'success',
      text: 'Your cash flow is healthy. Keep building reserves and review your numbers every month to stay ahead.',
    });
  }
  return list;
}
