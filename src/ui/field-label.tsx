import type { ReactNode } from 'react';

/** A field's label with an optional tooltip and, for sliders, the current value. */
export function FieldLabel({
  htmlFor,
  label,
  hint,
  children,
}: {
  htmlFor: string;
  label: string;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="field-label-row">
      <label htmlFor={htmlFor} className="field-label">
        {label}
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
