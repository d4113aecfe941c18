import {
  barPercent,
  BENCHMARK_SOURCE_NOTE,
  benchmarkFor,
  benchmarkSummary,
  compareWithBenchmark,
  formatMonths,
  formatPercent,
  RUNWAY_BAR_SCALE_MONTHS,
  tipTitle,
  type CalculationResult,
} from '../../../core';
import { RESULT_TEXTS } from '../../../core/result-texts';

function Bar({ label, value, percent, variant }: { label: string; value: string; percent: number; variant: string }) {
  return (
    <div className="bar-row">
      <div className="bar-label">
        <span>{label}</span>
        <span className="bar-value">{value}</span>
      </div>
      <div
        className="bar-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={value}
      >
        <BarFill percent={percent} variant={variant} />
      </div>
    </div>
  );
}

/** The fill's width is set through the CSSOM (element.style), which a strict CSP allows. */
function BarFill({ percent, variant }: { percent: number; variant: string }) {
  return (
    <span
      className={`bar-fill bar-${variant}`}
      ref={(node) => {
        if (node) node.style.width = `${percent}%`;
      }}
    />
  );
}

export function InsightsPanel({ result }: { result: CalculationResult }) {
  const { industry, lineOfBusiness } = result.inputs;
  const benchmark = benchmarkFor(industry, lineOfBusiness);
  const marginComparison = compareWithBenchmark(result.cashFlowMargin, benchmark.cashFlowMargin);
  const runwayComparison = compareWithBenchmark(result.cashRunway, benchmark.avgRunway);
  const marginScale = benchmark.topPerformerMargin;

  return (
    <div className="insights">
      <h3 className="section-title">{RESULT_TEXTS.insightsTitle}</h3>
      <p className="insights-lead">
        How you compare with other <strong>{lineOfBusiness}</strong> businesses in {industry}.
      </p>

      <div className="comparison" part="comparison">
        <h4 className="subsection-title">{RESULT_TEXTS.cashFlowMargin}</h4>
        <p className="comparison-summary" data-comparison="margin">
          {benchmarkSummary('margin', marginComparison)}
        </p>
        <Bar
          label={RESULT_TEXTS.yourMargin}
          value={formatPercent(result.cashFlowMargin)}
          percent={barPercent(result.cashFlowMargin, marginScale)}
          variant="you"
        />
        <Bar
          label={RESULT_TEXTS.industryAverage}
          value={formatPercent(benchmark.cashFlowMargin)}
          percent={barPercent(benchmark.cashFlowMargin, marginScale)}
          variant="average"
        />
        <Bar
          label={RESULT_TEXTS.topPerformers}
          value={formatPercent(benchmark.topPerformerMargin)}
          percent={100}
          variant="top"
        />
      </div>

      <div className="comparison" part="comparison">
        <h4 className="subsection-title">{RESULT_TEXTS.cashRunway}</h4>
        <p className="comparison-summary" data-comparison="runway">
          {benchmarkSummary('runway', runwayComparison)}
        </p>
        <Bar
          label={RESULT_TEXTS.yourRunway}
          value={formatMonths(result.cashRunway)}
          percent={barPercent(result.cashRunway, RUNWAY_BAR_SCALE_MONTHS)}
          variant="you"
        />
        <Bar
          label={RESULT_TEXTS.industryAverage}
          value={formatMonths(benchmark.avgRunway)}
          percent={barPercent(benchmark.avgRunway, RUNWAY_BAR_SCALE_MONTHS)}
          variant="average"
        />
      </div>

      <div className="tip" part="tip">
        <p className="tip-title">{tipTitle(lineOfBusiness)}</p>
        <p>{benchmark.tip}</p>
      </div>

      <p className="footnote">{BENCHMARK_SOURCE_NOTE}</p>
    </div>
  );
}
