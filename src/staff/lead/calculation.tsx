import { formatPercent, formatUSD } from '../../core/format';
import { formatMonths } from '../../core/format-results';
import { RISK_COLOR } from '../../core/texts';
import type { CalculatorInputs, ForecastMonth } from '../../core/types';
import type { LeadCalculation } from '../../contracts/staff-api';
import { DataTable, type Columns } from '../data-table';
import { Card } from '../card';
import { ForecastBasis } from './forecast-basis';

/** The calculator's inputs as the person typed them, in the calculator's order and words. */
const INPUT_ROWS: readonly { label: string; show: (inputs: CalculatorInputs) => string }[] = [
  { label: 'Monthly Revenue', show: (inputs) => formatUSD(inputs.monthlyRevenue) },
  { label: 'Monthly Expenses', show: (inputs) => formatUSD(inputs.monthlyExpenses) },
  { label: 'Cash Reserves', show: (inputs) => formatUSD(inputs.cashReserves) },
  { label: 'Revenue Growth (annual)', show: (inputs) => formatPercent(inputs.revenueGrowth) },
  { label: 'Expense Growth (annual)', show: (inputs) => formatPercent(inputs.expenseGrowth) },
  { label: 'Industry', show: (inputs) => inputs.industry },
  { label: 'Line of Business', show: (inputs) => inputs.lineOfBusiness || '—' },
];

const tone = (value: number) => (value >= 0 ? 'tone-positive' : 'tone-negative');

const FORECAST_COLUMNS: Columns<ForecastMonth> = [
  { header: 'Month', cell: (month) => month.month },
  { header: 'Revenue', cell: (month) => formatUSD(month.revenue) },
  { header: 'Expenses', cell: (month) => formatUSD(month.expenses) },
  { header: 'Cash Flow', cell: (month) => formatUSD(month.cashFlow), tone: (month) => tone(month.cashFlow) },
  { header: 'Cash Reserves', cell: (month) => formatUSD(month.cashReserves) },
];

/**
 * What the calculator sent with the lead: the inputs, the figures, the month the cash runs out and
 * the refinements (forecast-basis.tsx), and the 12-month forecast.
 */
export function Calculation({ calculation }: { calculation: LeadCalculation }) {
  const { inputs, result } = calculation;
  const figures = [
    { label: 'Monthly Cash Flow', value: formatUSD(result.monthlyCashFlow), className: tone(result.monthlyCashFlow) },
    { label: 'Annual Cash Flow', value: formatUSD(result.annualCashFlow), className: tone(result.annualCashFlow) },
    { label: 'Cash Flow Margin', value: formatPercent(result.cashFlowMargin), className: tone(result.cashFlowMargin) },
    { label: 'Cash Runway', value: formatMonths(result.cashRunway), className: '' },
    { label: 'Risk Level', value: result.riskLevel, className: `tone-${RISK_COLOR[result.riskLevel]}` },
    { label: 'Runway in 12 months', value: formatMonths(result.forecastedRunway), className: '' },
  ];
  return (
    <Card title="Calculation">
      <div className="calculation">
        <div>
          <h3 className="subsection-title">Inputs</h3>
          <dl className="facts">
            {INPUT_ROWS.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.show(inputs)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className="subsection-title">Figures</h3>
          <dl className="figures">
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd className={figure.className}>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <ForecastBasis result={result} />
      <h3 className="subsection-title">12-Month Forecast</h3>
      <DataTable
        label="Forecast by month"
        columns={FORECAST_COLUMNS}
        rows={result.forecast}
        rowKey={(month, index) => `${month.month}-${index}`}
      />
    </Card>
  );
}
