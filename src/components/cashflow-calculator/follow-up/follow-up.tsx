import type { Scenario } from '../../../core';
import formsCss from '../../../ui/forms.css?inline';
import panelsCss from '../../../ui/panels.css?inline';
import css from './follow-up.css?inline';
import { ReportCard } from './report-card';
import { ScenariosPanel } from './scenarios-panel';
import { TestimonialCard } from './testimonial-card';

/** Adopted with this part: form fields, tables and tones, and the cards' own styles. */
export const styles = [formsCss, panelsCss, css];

/** What follows a result: the what-if scenarios, the report request and a client's word. */
export function FollowUp({ onRunScenario }: { onRunScenario: (scenario: Scenario) => void }) {
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
