import { useId } from 'react';
import type { RefinedCalculationResult } from '../../../core/refined-calculation';

const SCORE_BENEFITS = [
  'See your cash flow, margin and runway at a glance',
  'Get a 12-month forecast from your own growth rates',
  'Compare your numbers with benchmarks for your industry',
];

/** What the prerendered first view says where JavaScript is off. */
export const NO_SCRIPT_TEXT =
  'Your results need JavaScript, which is turned off or blocked in this browser. Turn it on and press Calculate.';

function ScorePrompt() {
  return (
    <div className="score-prompt" part="score-prompt">
      <svg className="score-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="4" y="4" width="40" height="40" rx="10" fill="currentColor" opacity=".12" />
        <path
          d="M14 32l7-8 6 5 8-11"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h3 className="section-title">Get Your Cash Flow Score</h3>
      <ul className="benefits">
        {SCORE_BENEFITS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="muted">Enter your numbers and press Calculate. It takes about 60 seconds.</p>
      {/* Shown only with JavaScript off (cashflow-calculator.css), where the prerendered inputs cannot calculate. */}
      <p className="results-status no-script">{NO_SCRIPT_TEXT}</p>
    </div>
  );
}

export interface ResultsPanelProps {
  result: RefinedCalculationResult | null;
  /** The result views (results/), once they are here. */
  views: typeof import('./result-tabs') | null;
  /** Calculate could not fetch the views of its result. */
  failed: boolean;
}

/** The Results panel: the score prompt until a result, then the result views once they are here. */
export function ResultsPanel({ result, views, failed }: ResultsPanelProps) {
  const titleId = useId();
  let body = <ScorePrompt />;
  if (result && views) body = <views.ResultTabs result={result} />;
  else if (failed) {
    body = (
      <p className="results-status" role="alert">
        The results could not load. Check your connection and press Calculate again.
      </p>
    );
  } else if (result) body = <p className="results-status">Loading your results…</p>;
  // The live region is here from the first render, so a screen reader announces each new result.
  return (
    <section className="panel results-panel" part="results" aria-labelledby={titleId}>
      <div className="panel-header">
        <h2 id={titleId} className="panel-title">
          Results
        </h2>
      </div>
      {body}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {result && views ? views.resultAnnouncement(result) : ''}
      </p>
    </section>
  );
}
