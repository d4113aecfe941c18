import { useId } from 'react';
import { FieldLabel } from '../../../ui/field-label';

export interface DraftFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  /** What the field is for, read with it. */
  note?: string;
  error?: string;
  inputMode: 'numeric' | 'decimal' | 'text';
  /** The label's quieter note, "(optional)" on a field that is optional where the others are not. */
  optional?: string;
  maxLength?: number;
}

/**
 * A text field of "Refine your forecast": it keeps what was typed, and says under it, when the text
 * does not read, what it should be (state/refine-draft.ts).
 */
export function DraftField({
  label,
  name,
  value,
  onChange,
  note,
  error,
  inputMode,
  optional,
  maxLength,
}: DraftFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field" part="field">
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input
        id={id}
        name={name}
        className="input"
        part="input"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {note ? (
        <p id={noteId} className="field-note">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" part="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
