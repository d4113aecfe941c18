import { formatPercent, formatUSD } from '../../core/format';
import { formatMonths } from '../../core/format-results';
import { RISK_COLOR } from '../../core/texts';
import type { CalculatorInputs } from '../../core/types';
import type { LeadCalculation } from '../../contracts/staff-api';
import { TableRegion } from '../table-region';

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

/** What the calculator sent with the lead: the inputs, the figures and the 12-month forecast. */
export function Calculation({ calculation, titleId }: { calculation: LeadCalculation; titleId: string }) {
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
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Calculation
      </h2>
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
      <h3 className="subsection-title">12-Month Forecast</h3>
      <TableRegion label="Forecast by month">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
            <th scope="col">Expenses</th>
            <th scope="col">Cash Flow</th>
            <th scope="col">Cash Reserves</th>
          </tr>
        </thead>
        <tbody>
          {result.forecast.map((month, index) => (
            <tr key={`${month.month}-${index}`}>
              <th scope="row">{month.month}</th>
              <td>{formatUSD(month.revenue)}</td>
              <td>{formatUSD(month.expenses)}</td>
              <td className={tone(month.cashFlow)}>{formatUSD(month.cashFlow)}</td>
              <td>{formatUSD(month.cashReserves)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </section>
  );
}
