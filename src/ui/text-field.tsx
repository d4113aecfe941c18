import { useId, type HTMLInputTypeAttribute } from 'react';
import type { FieldProps } from './field-label';
import { FieldLabel } from './field-label';

export interface TextFieldProps extends FieldProps<string> {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  /** The label's note for a field that may stay empty: "(optional)", "(optional, shown to colleagues)". */
  optional?: string;
}

/** A labelled text input (text, email, tel…). */
export function TextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required,
  maxLength,
  optional,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="field" part="field">
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input
        id={id}
        name={name}
        className="input"
        part="input"
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
