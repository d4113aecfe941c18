import {
  formatMonths,
  formatPercent,
  formatUSD,
  keyInsight,
  marginDescription,
  recommendations,
  RISK_COLOR,
  RISK_DESCRIPTION,
  RISK_MESSAGE,
  runwayDescription,
} from '../../../core';
import type { RefinedCalculationResult } from '../../../core/refined-calculation';
import { perYear, RESULT_TEXTS } from '../../../core/result-texts';
import { firmHref } from '../../../state/firm-urls';
import { bookOnClick } from '../../meeting-picker/book-on-click';
import { useSession } from '../session';
import { CashOutlookLine } from './cash-outlook';

const signTone = (value: number) => (value >= 0 ? 'positive' : 'negative');

function Metric({ label, value, note, tone }: { label: string; value: string; note: string; tone: string }) {
  return (
    <div className={`metric tone-${tone}`} part="metric">
      <p className="metric-label">{label}</p>
      <p className="metric-value">{value}</p>
      <p className="metric-note">{note}</p>
    </div>
  );
}

export function AnalysisPanel({ result }: { result: RefinedCalculationResult }) {
  const message = RISK_MESSAGE[result.riskLevel];
  const riskTone = RISK_COLOR[result.riskLevel];
  const { host } = useSession();
  return (
    <div className="analysis">
      <h3 className="section-title">{RESULT_TEXTS.analysisTitle}</h3>
      <div className="metrics">
        <Metric
          label={RESULT_TEXTS.monthlyCashFlow}
          value={formatUSD(result.monthlyCashFlow)}
          note={perYear(formatUSD(result.annualCashFlow))}
          tone={signTone(result.monthlyCashFlow)}
        />
        <Metric
          label={RESULT_TEXTS.cashFlowMargin}
          value={formatPercent(result.cashFlowMargin)}
          note={marginDescription(result.cashFlowMargin)}
          tone={signTone(result.cashFlowMargin)}
        />
        <Metric
          label={RESULT_TEXTS.cashRunway}
          value={formatMonths(result.cashRunway)}
          note={runwayDescription(result.cashRunway)}
          tone={riskTone}
        />
        <Metric
          label={RESULT_TEXTS.riskLevel}
          value={result.riskLevel}
          note={RISK_DESCRIPTION[result.riskLevel]}
          tone={riskTone}
        />
      </div>

      <CashOutlookLine outlook={result.outlook} />

      <div className="key-insight" part="key-insight">
        <p className="key-insight-title">{RESULT_TEXTS.keyInsight}</p>
        <p>{keyInsight(result.cashFlowMargin)}</p>
      </div>

      <div className={`risk-message tone-${riskTone}`} part="risk-message">
        <p className="risk-title">{message.title}</p>
        <p className="risk-body">{message.body}</p>
        <a
          className="button button-primary"
          part="cta"
          href={firmHref('/talk-to-expert', host)}
          onClick={bookOnClick(host, result.inputs)}
        >
          {message.cta}
        </a>
      </div>

      <h4 className="subsection-title">{RESULT_TEXTS.recommendations}</h4>
      <ul className="recommendations">
        {recommendations(result).map((item) => (
          <li key={item.id} className={`recommendation tone-${item.tone}`} data-recommendation={item.id}>
            {item.text}
            {item.link ? (
              <>
                {' '}
                <a href={firmHref(item.link.href, host)}>{item.link.label}</a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
