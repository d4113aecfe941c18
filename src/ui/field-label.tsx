import type { ReactNode } from 'react';

/**
 * A field's label with an optional tooltip and, for sliders, the current value. `optional` is a
 * quieter note inside the label, read with it: "(optional)".
 */
export function FieldLabel({
  htmlFor,
  label,
  optional,
  hint,
  children,
}: {
  htmlFor: string;
  label: string;
  optional?: string;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="field-label-row">
      <label htmlFor={htmlFor} className="field-label">
        {label}
        {optional ? <span className="optional"> {optional}</span> : null}
      </label>
      {hint}
      {children}
    </div>
  );
}

export interface FieldProps<T> {
  label: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  /** Shown beside the label, typically an InfoTooltip. */
  hint?: ReactNode;
}
