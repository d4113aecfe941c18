import { useId } from 'react';
import type { CalculationResult } from '../../core';
import type { ResultParts } from './use-result-parts';

const SCORE_BENEFITS = [
  'See your monthly cash flow, margin and runway at a glance',
  'Get a 12-month forecast built from your own growth rates',
  'Compare your numbers with benchmarks for your industry',
];

function ScorePrompt() {
  return (
    <div className="score-prompt" part="score-prompt">
      <svg className="score-icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="4" y="4" width="40" height="40" rx="10" fill="currentColor" opacity=".12" />
        <path d="M14 32l7-8 6 5 8-11" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="section-title">Get Your Cash Flow Score</h3>
      <ul className="benefits">
        {SCORE_BENEFITS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="muted">Enter your numbers and press Calculate. It takes about 60 seconds.</p>
    </div>
  );
}

/** Calculate was pressed before the result parts arrived: they are on their way, or failed to come. */
export type PendingResult = 'loading' | 'failed' | null;

export interface ResultsPanelProps {
  result: CalculationResult | null;
  parts: ResultParts | null;
  pending: PendingResult;
}

export function ResultsPanel({ result, parts, pending }: ResultsPanelProps) {
  const titleId = useId();
  let body = <ScorePrompt />;
  if (result && parts) body = <parts.ResultTabs result={result} />;
  else if (pending === 'failed' && !parts) {
    body = (
      <p className="results-status" role="alert">
        The results could not load. Check your connection and press Calculate again.
      </p>
    );
  } else if (pending === 'loading' || result) body = <p className="results-status">Loading your results…</p>;
  return (
    <section className="panel results-panel" part="results" aria-labelledby={titleId}>
      <div className="panel-header">
        <h2 id={titleId} className="panel-title">
          Results
        </h2>
      </div>
      {body}
    </section>
  );
}
