/*
 * The headings and labels of a result, shared by the calculator's result views and the PDF report
 * (server/report/), so both always say the same thing. Sentences that depend on figures are in texts.ts.
 */
export const RESULT_TEXTS = Object.freeze({
  analysisTitle: 'Cash Flow Analysis',
  monthlyCashFlow: 'Monthly Cash Flow',
  cashFlowMargin: 'Cash Flow Margin',
  cashRunway: 'Cash Runway',
  riskLevel: 'Risk Level',
  keyInsight: 'Key Insight',
  recommendations: 'Recommendations',
  forecastTitle: '12-Month Cash Flow Forecast',
  forecastTotal: '12-month cash flow',
  forecastRunway: 'Runway in 12 months',
  trend: 'Trend',
  month: 'Month',
  forecastInsights: 'Forecast Insights',
  insightsTitle: 'Industry Insights',
  yourMargin: 'Your margin',
  yourRunway: 'Your runway',
  industryAverage: 'Industry average',
  topPerformers: 'Top performers',
});

export const perYear = (amount: string): string => `${amount} per year`;
export const reservesIn = (month: string): string => `Reserves in ${month}`;
export const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
