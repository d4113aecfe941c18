import { useEffect, useId, useState } from 'react';
import { formatCurrencyField, parseCurrencyText } from '../core';
import { FieldLabel, type FieldProps } from './field-label';

/**
 * A dollar field: while typing, anything but digits, dot and minus is dropped; a value that is not
 * a number is ignored and empty text clears the display. Out of focus it shows whole-dollar USD.
 */
export function CurrencyField({ label, value, onChange, hint, name }: FieldProps<number>) {
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => {
    if (editing === null) return;
    // A new value from outside (reset, a scenario run) ends the edit in progress.
    const parsed = parseCurrencyText(editing);
    if (parsed.kind === 'value' && parsed.value !== value) setEditing(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value from outside ends the edit, not each keystroke of it
  }, [value]);

  const display = editing ?? formatCurrencyField(value);

  return (
    <div className="field" part="field">
      <FieldLabel htmlFor={id} label={label} hint={hint} />
      <input
        id={id}
        name={name}
        className="input"
        part="input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={display}
        onBlur={() => setEditing(null)}
        onChange={(event) => {
          const stripped = event.target.value.replace(/[^0-9.-]/g, '');
          const parsed = parseCurrencyText(stripped);
          if (parsed.kind === 'value') onChange(parsed.value);
          setEditing(stripped);
        }}
      />
    </div>
  );
}
