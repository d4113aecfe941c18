import { addMonths, monthYearLabel, parseMonthStamp, shortMonthName } from '../../core/calendar-month';
import { markLabel, type CashOutlook, type MonthMark } from '../../core/cash-outlook';
import { formatUSD } from '../../core/format';
import { REFINEMENT_LABELS } from '../../core/refinement-labels';
import type { StoredCalculationResult } from '../../core/refined-calculation';
import {
  isSeasonal,
  seasonalFactors,
  seasonalityPreset,
  type ForecastRefinements,
  type Seasonality,
} from '../../core/refinements';

/** "March 2027 (month 5)": a month of the forecast, by name and by place. */
const markText = (mark: MonthMark) => `${markLabel(mark)} (month ${mark.index})`;

/** The outlook's two months: when the cash runs out, and when it falls below the owner's buffer. */
function outlookFigures(outlook: CashOutlook) {
  const never = `Not within ${outlook.horizonMonths} months`;
  return [
    {
      label: 'Cash runs out',
      value: outlook.cashOut ? markText(outlook.cashOut) : never,
      className: outlook.cashOut ? 'tone-negative' : 'tone-positive',
    },
    ...(outlook.minimumCash === undefined
      ? []
      : [
          {
            label: `Below the ${formatUSD(outlook.minimumCash)} buffer`,
            value: outlook.belowBuffer ? markText(outlook.belowBuffer) : never,
            className: outlook.belowBuffer ? 'tone-orange' : 'tone-positive',
          },
        ]),
  ];
}

/** "Construction seasons, adjusted: Jan 70%, Feb 75%, …", each month's revenue against an average month. */
function seasonalityText(seasonality: Seasonality): string {
  const preset = seasonality.kind === 'custom' ? undefined : seasonalityPreset(seasonality.kind).factors;
  const adjusted = preset !== undefined && seasonality.factors.some((factor, month) => factor !== preset[month]);
  const name = seasonality.kind === 'custom' ? 'The owner’s own seasons' : `${seasonality.kind} seasons`;
  const months = seasonalFactors(seasonality).map(
    (factor, month) => `${shortMonthName(month)} ${Math.round(factor * 100)}%`,
  );
  return `${name}${adjusted ? ', adjusted' : ''}: ${months.join(', ')}`;
}

/** The refinements the owner entered, one row each in the calculator's words; none for what was left empty. */
function refinementRows(refinements: ForecastRefinements, startMonth: string) {
  const start = parseMonthStamp(startMonth);
  const monthName = (index: number) =>
    start ? `${monthYearLabel(addMonths(start, index - 1))} (month ${index})` : `Month ${index}`;
  const { daysToGetPaid, daysToPaySuppliers, seasonality, oneOffItems, minimumCash } = refinements;
  const rows: { label: string; value: string }[] = [];
  if (daysToGetPaid) rows.push({ label: REFINEMENT_LABELS.daysToGetPaid, value: `${daysToGetPaid} days` });
  if (daysToPaySuppliers)
    rows.push({ label: REFINEMENT_LABELS.daysToPaySuppliers, value: `${daysToPaySuppliers} days` });
  if (seasonality && isSeasonal(seasonality))
    rows.push({ label: REFINEMENT_LABELS.seasonality, value: seasonalityText(seasonality) });
  if (oneOffItems?.length) {
    const lines = oneOffItems.map(
      (item) =>
        `${monthName(item.month)}: ${item.label ? `${item.label}, ` : ''}${item.amount > 0 ? 'in' : 'out'} ${formatUSD(Math.abs(item.amount))}`,
    );
    rows.push({ label: REFINEMENT_LABELS.oneOffItems, value: lines.join('\n') });
  }
  if (minimumCash) rows.push({ label: REFINEMENT_LABELS.minimumCash, value: formatUSD(minimumCash) });
  return rows;
}

/**
 * What the forecast says and follows: the month the cash runs out (and falls below the owner's
 * buffer), and the refinements the owner entered. A lead stored before the refinements existed
 * (issue 20) has neither, and shows nothing here.
 */
export function ForecastBasis({ result }: { result: StoredCalculationResult }) {
  const { outlook, refinements } = result;
  if (!outlook) return null;
  const start = parseMonthStamp(outlook.startMonth);
  const rows = refinementRows(refinements ?? {}, outlook.startMonth);
  return (
    <div className="calculation">
      <div>
        <h3 className="subsection-title">Cash Outlook</h3>
        <dl className="figures">
          {outlookFigures(outlook).map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd className={figure.className}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">
          Projected {outlook.horizonMonths} months from {start ? monthYearLabel(start) : outlook.startMonth}.
        </p>
      </div>
      <div>
        <h3 className="subsection-title">Refinements</h3>
        {rows.length > 0 ? (
          <dl className="facts">
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="muted">None: paid the month earned, no seasons, no one-off items.</p>
        )}
      </div>
    </div>
  );
}
