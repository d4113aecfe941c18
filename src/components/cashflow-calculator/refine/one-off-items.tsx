import { useEffect, useId, useState } from 'react';
import { addMonths, monthOf, monthYearLabel } from '../../../core/calendar-month';
import { REFINEMENT_LABELS } from '../../../core/refinement-labels';
import { CASH_OUT_HORIZON_MONTHS, ONE_OFF_ITEMS_MAX, ONE_OFF_LABEL_MAX } from '../../../core/refinements';
import {
  DRAFT_MESSAGES,
  newOneOffRow,
  type DraftErrors,
  type OneOffDraft,
  type RefineDraft,
} from '../../../state/refine-draft';
import { useSignal } from '../../../ui/use-signal';
import { useSession } from '../session';
import { DraftField } from './draft-field';

interface Props {
  draft: RefineDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<RefineDraft>) => void;
}

/** The forecast's months a one-off item may land in, named as the calendar names them. */
function monthOptions(): { value: string; label: string }[] {
  const start = monthOf(new Date());
  return Array.from({ length: CASH_OUT_HORIZON_MONTHS }, (_, index) => ({
    value: String(index + 1),
    label: monthYearLabel(addMonths(start, index)),
  }));
}

function Choice({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field" part="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="select"
        part="select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const DIRECTIONS = [
  { value: 'out', label: 'Money out' },
  { value: 'in', label: 'Money in' },
] as const;

/**
 * One-off items: an amount in or out in one month, added and removed row by row. Focus follows: to a
 * new row's amount, and from a removed row to the next one's (or the previous one's, or Add).
 */
export function OneOffItems({ draft, errors, onChange }: Props) {
  const { host, calculator } = useSession();
  // A row just added has no amount yet: it is marked once typed in, or once Calculate refuses it.
  const checked = useSignal(calculator.refineChecked);
  const rows = draft.oneOffs;
  const months = monthOptions();
  const [focusName, setFocusName] = useState<string | null>(null);
  useEffect(() => {
    if (!focusName) return;
    host.shadowRoot?.querySelector<HTMLElement>(`[name="${focusName}"]`)?.focus();
    setFocusName(null);
  }, [focusName, host]);

  const update = (id: number, patch: Partial<OneOffDraft>) =>
    onChange({ oneOffs: rows.map((row) => (row.id === id ? { ...row, ...patch } : row)) });
  const add = () => {
    const row = newOneOffRow();
    onChange({ oneOffs: [...rows, row] });
    setFocusName(`oneOff-${row.id}-amount`);
  };
  const remove = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    onChange({ oneOffs: rows.filter((_, position) => position !== index) });
    setFocusName(next ? `oneOff-${next.id}-amount` : 'oneOff-add');
  };
  const full = rows.length >= ONE_OFF_ITEMS_MAX;
  const fullId = useId();

  return (
    <fieldset className="one-offs">
      <legend className="field-label">{REFINEMENT_LABELS.oneOffItems}</legend>
      <p className="field-note">A payment in or out in one month: a new truck, a tax bill, a grant.</p>
      {rows.map((row, index) => {
        const title = `One-off item ${index + 1}`;
        return (
          <fieldset key={row.id} className="one-off">
            <legend className="one-off-title">{title}</legend>
            <DraftField
              label="Amount"
              name={`oneOff-${row.id}-amount`}
              inputMode="decimal"
              value={row.amount}
              error={row.amount.trim() || checked ? errors[`oneOff-${row.id}-amount`] : undefined}
              onChange={(amount) => update(row.id, { amount })}
            />
            <Choice
              label="In or out"
              name={`oneOff-${row.id}-direction`}
              value={row.direction}
              options={DIRECTIONS}
              onChange={(direction) => update(row.id, { direction: direction as OneOffDraft['direction'] })}
            />
            <Choice
              label="Month"
              name={`oneOff-${row.id}-month`}
              value={row.month}
              options={months}
              onChange={(month) => update(row.id, { month })}
            />
            <DraftField
              label="Label"
              optional="(optional)"
              name={`oneOff-${row.id}-label`}
              inputMode="text"
              // Room past the limit, so a longer label pasted in is kept and told, not cut unseen.
              maxLength={ONE_OFF_LABEL_MAX + 20}
              value={row.label}
              error={errors[`oneOff-${row.id}-label`]}
              onChange={(label) => update(row.id, { label })}
            />
            <button
              type="button"
              className="button button-danger button-small one-off-remove"
              aria-label={`Remove one-off item ${index + 1}`}
              onClick={() => remove(index)}
            >
              Remove
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        name="oneOff-add"
        className="button button-secondary button-small"
        disabled={full}
        aria-describedby={full ? fullId : undefined}
        onClick={add}
      >
        Add a one-off item
      </button>
      {full ? (
        <p id={fullId} className="field-note">
          {DRAFT_MESSAGES.tooMany}
        </p>
      ) : null}
    </fieldset>
  );
}
