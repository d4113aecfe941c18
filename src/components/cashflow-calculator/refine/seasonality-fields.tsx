import { useId } from 'react';
import { REFINEMENT_LABELS } from '../../../core/refinement-labels';
import { SEASONALITY_PRESETS, type SeasonalityKind } from '../../../core/refinements';
import { longMonthName } from '../../../core/calendar-month';
import { withSeasonality, type DraftErrors, type RefineDraft } from '../../../state/refine-draft';
import { useSession } from '../session';
import { useSignal } from '../../../ui/use-signal';
import { FieldLabel } from '../../../ui/field-label';
import { DraftField } from './draft-field';

interface Props {
  draft: RefineDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<RefineDraft>) => void;
}

/**
 * Revenue's pattern over the year: flat, an industry's typical year, or the owner's own; any but flat
 * shows the twelve months' factors to adjust (1 is an average month).
 */
export function SeasonalityFields({ draft, errors, onChange }: Props) {
  const { calculator } = useSession();
  const { industry } = useSignal(calculator.inputs);
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const setFactor = (month: number, text: string) =>
    onChange({ factors: draft.factors.map((factor, index) => (index === month ? text : factor)) });
  return (
    <>
      <div className="field" part="field">
        <FieldLabel htmlFor={id} label={REFINEMENT_LABELS.seasonality} />
        <select
          id={id}
          name="seasonality"
          className="select"
          part="select"
          value={draft.seasonality}
          aria-describedby={noteId}
          onChange={(event) => onChange(withSeasonality(draft, event.target.value as SeasonalityKind))}
        >
          <option value="flat">Flat: every month alike</option>
          {SEASONALITY_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {`${preset}: typical year${preset === industry ? ' (yours)' : ''}`}
            </option>
          ))}
          <option value="custom">My own pattern</option>
        </select>
        <p id={noteId} className="field-note">
          How revenue rises and falls over the year. Expenses stay steady.
        </p>
      </div>
      {draft.seasonality === 'flat' ? null : (
        <fieldset
          className="season-months"
          aria-describedby={errors.seasonality ? `${noteId}-months ${errorId}` : `${noteId}-months`}
        >
          <legend className="field-label">Revenue by month</legend>
          <p id={`${noteId}-months`} className="field-note">
            1 is an average month, 1.2 is 20% above it. The months are scaled to average 1, so the year&rsquo;s revenue
            stays the same.
          </p>
          <div className="season-grid">
            {draft.factors.map((factor, month) => (
              <DraftField
                key={month}
                label={longMonthName(month)}
                name={`factor-${month}`}
                inputMode="decimal"
                maxLength={6}
                value={factor}
                error={errors[`factor-${month}`]}
                onChange={(text) => setFactor(month, text)}
              />
            ))}
          </div>
          {errors.seasonality ? (
            <p id={errorId} className="field-error" part="field-error">
              {errors.seasonality}
            </p>
          ) : null}
        </fieldset>
      )}
    </>
  );
}
