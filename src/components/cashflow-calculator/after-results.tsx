import type { Scenario } from '../../core';
import { ReportCard } from './report-card';
import { ScenariosPanel } from './scenarios-panel';
import { TestimonialCard } from './testimonial-card';

/** What follows a result: the what-if scenarios, the report request and a client's word. */
export function AfterResults({ onRunScenario }: { onRunScenario: (scenario: Scenario) => void }) {
  return (
    <div className="after-results">
      <ScenariosPanel onRun={onRunScenario} />
      <div className="side-cards">
        <ReportCard />
        <TestimonialCard />
      </div>
    </div>
  );
}
