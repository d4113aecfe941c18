import { useId } from 'react';
import { formatGrowth, GROWTH_MAX, GROWTH_MIN, GROWTH_STEP, snapGrowth } from '../core';
import { FieldLabel, type FieldProps } from './field-label';

/** A growth-rate slider from -10% to +20% in steps of 0.5, with its value spoken and shown. */
export function GrowthSlider({ label, value, onChange, hint, name }: FieldProps<number>) {
  const id = useId();
  const shown = formatGrowth(value);
  return (
    <div className="field" part="field">
      <FieldLabel htmlFor={id} label={label} hint={hint}>
        <output htmlFor={id} className="slider-value">
          {shown}
        </output>
      </FieldLabel>
      <input
        id={id}
        name={name}
        className="slider"
        part="slider"
        type="range"
        min={GROWTH_MIN}
        max={GROWTH_MAX}
        step={GROWTH_STEP}
        value={value}
        aria-valuetext={`${shown} a year`}
        onChange={(event) => onChange(snapGrowth(Number(event.target.value)))}
      />
      <div className="slider-scale" aria-hidden="true">
        <span>{GROWTH_MIN}%</span>
        <span>+{GROWTH_MAX}%</span>
      </div>
    </div>
  );
}
