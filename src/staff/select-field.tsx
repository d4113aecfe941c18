import { useId } from 'react';

type Choice<T extends string> =
  | { value: T; onChange: (value: T) => void; none?: undefined }
  | {
      value: T | '';
      onChange: (value: T | '') => void;
      /** A first option that chooses nothing, with the value '': "Any status". */
      none: string;
    };

/**
 * A labelled choice among `options`, each shown as `optionLabel` words it. The select only offers
 * those values (and '' with `none`), so what it reports is one of them.
 */
export function SelectField<T extends string>({
  label,
  name,
  options,
  optionLabel = (option) => option,
  value,
  onChange,
  none,
}: {
  label: string;
  name?: string;
  options: readonly T[];
  optionLabel?: (option: T) => string;
} & Choice<T>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="select"
        value={value}
        onChange={(event) => (onChange as (value: string) => void)(event.target.value)}
      >
        {none === undefined ? null : <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
