import { useId } from 'react';
import { REFINEMENT_LABELS } from '../../../core/refinement-labels';
import { PAYMENT_DAYS_MAX } from '../../../core/refinements';
import formsCss from '../../../ui/forms.css?inline';
import type { RefineDraft } from '../../../state/refine-draft';
import { useSignal } from '../../../ui/use-signal';
import { useStyles } from '../../../ui/use-styles';
import { useSession } from '../session';
import { DraftField } from './draft-field';
import { OneOffItems } from './one-off-items';
import css from './refine.css?inline';
import { SeasonalityFields } from './seasonality-fields';

/** What the fields add to the first view's styles: forms.css (optional marks, the remove button) and their own. */
const STYLES = [formsCss, css];

/** The fields, drawn once the panel is opened; their styles come with them, before they are painted. */
function RefineFields() {
  const { calculator, host } = useSession();
  const draft = useSignal(calculator.refineDraft);
  const errors = useSignal(calculator.refineErrors);
  useStyles(host, STYLES);
  const set = (patch: Partial<RefineDraft>) => calculator.setRefineDraft({ ...calculator.refineDraft.value, ...patch });
  return (
    <>
      <p className="field-note">
        Every field is optional: model when money really moves, or leave a field empty for the standard forecast.
      </p>
      <div className="refine-pair">
        <DraftDays
          name="daysToGetPaid"
          value={draft.daysToGetPaid}
          error={errors.daysToGetPaid}
          note="How long customers take to pay you."
          onChange={(text) => set({ daysToGetPaid: text })}
        />
        <DraftDays
          name="daysToPaySuppliers"
          value={draft.daysToPaySuppliers}
          error={errors.daysToPaySuppliers}
          note="How long you take to pay your suppliers."
          onChange={(text) => set({ daysToPaySuppliers: text })}
        />
      </div>
      <SeasonalityFields draft={draft} errors={errors} onChange={set} />
      <OneOffItems draft={draft} errors={errors} onChange={set} />
      <DraftField
        label={REFINEMENT_LABELS.minimumCash}
        name="minimumCash"
        inputMode="decimal"
        value={draft.minimumCash}
        error={errors.minimumCash}
        note="The least cash you want to keep: the forecast names the first month below it."
        onChange={(text) => set({ minimumCash: text })}
      />
    </>
  );
}

function DraftDays({
  name,
  ...props
}: {
  name: 'daysToGetPaid' | 'daysToPaySuppliers';
  value: string;
  error?: string;
  note: string;
  onChange: (text: string) => void;
}) {
  return (
    <DraftField
      {...props}
      label={REFINEMENT_LABELS[name]}
      name={name}
      inputMode="numeric"
      note={`${props.note} 0 to ${PAYMENT_DAYS_MAX} days.`}
    />
  );
}

/**
 * "Refine your forecast": a disclosure, collapsed at first (as the prerendered first view draws it),
 * that opens the optional refinements of the forecast.
 */
export function RefinePanel() {
  const { calculator } = useSession();
  const open = useSignal(calculator.refineOpen);
  // Closed, it still says when refinements shape the forecast.
  const inUse = Object.keys(useSignal(calculator.refinements)).length;
  const bodyId = useId();
  return (
    <div className="refine">
      <button
        type="button"
        className="refine-toggle"
        part="refine-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => calculator.setRefineOpen(!open)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Refine your forecast <span className="optional">{inUse ? `(${inUse} in use)` : '(optional)'}</span>
      </button>
      <div id={bodyId} className="refine-body" part="refine" hidden={!open}>
        {open ? <RefineFields /> : null}
      </div>
    </div>
  );
}
