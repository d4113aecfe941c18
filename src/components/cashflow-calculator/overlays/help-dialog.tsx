const FEATURES: readonly [string, string][] = [
  ['Monthly revenue and expenses', 'Enter what your business typically brings in and pays out in a month.'],
  ['Cash reserves', 'Add the cash you can reach quickly; it sets how long you could operate.'],
  ['Growth sliders', 'Set the growth you expect over the next year for revenue and expenses, from -10% to +20%.'],
  ['Industry selection', 'Choose your industry and line of business for benchmarks that fit you.'],
  ['Cash flow analysis', 'Press Calculate to see your margin, runway and risk level.'],
  ['12-month forecast', 'Follow revenue, expenses, cash flow and reserves month by month in a chart and a table.'],
  ['Industry benchmarks', 'Compare your margin and runway with businesses like yours.'],
  ['Scenario planning', 'Save up to three what-if scenarios and compare them side by side.'],
];

/** What the How to use dialog says; the dialog around it is in calculator-overlays.tsx. */
export function HelpContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  return (
    <>
      <h2 id={titleId} className="dialog-title" tabIndex={-1} data-autofocus>
        How to Use the Cash Flow Calculator
      </h2>
      <ol className="feature-list">
        {FEATURES.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <div className="video-placeholder" aria-label="Video tutorial" role="note">
        Video will be added soon
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}
