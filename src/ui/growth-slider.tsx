import { useId, type ReactNode } from 'react';
import { formatPercent, GROWTH_MAX, GROWTH_MIN, GROWTH_STEP, snapGrowth } from '../core';

export interface GrowthSliderProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  hint?: ReactNode;
  name: string;
}

/** A growth-rate slider from -10% to +20% in steps of 0.5, with its value spoken and shown. */
export function GrowthSlider({ label, value, onChange, hint, name }: GrowthSliderProps) {
  const id = useId();
  const shown = `${value > 0 ? '+' : ''}${formatPercent(value)}`;
  return (
    <div className="field" part="field">
      <div className="field-label-row">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {hint}
        <output htmlFor={id} className="slider-value">
          {shown}
        </output>
      </div>
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
