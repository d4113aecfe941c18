import { useId } from 'react';
import { INDUSTRIES, linesOf, type Industry } from '../../../core';
import { CurrencyField } from '../../../ui/currency-field';
import { FieldLabel } from '../../../ui/field-label';
import { GrowthSlider } from '../../../ui/growth-slider';
import { useSignal } from '../../../ui/use-signal';
import type { AmountKey, GrowthKey } from '../../../state/calculator';
import { useSession } from '../session';
import { RefinePanel } from '../refine/refine-panel';
import { FieldTooltip } from './field-tooltip';

export interface InputsPanelProps {
  onCalculate: () => void;
  onShowHelp: () => void;
}

const AMOUNT_FIELDS: readonly { key: AmountKey; label: string }[] = [
  { key: 'monthlyRevenue', label: 'Monthly Revenue' },
  { key: 'monthlyExpenses', label: 'Monthly Expenses' },
  { key: 'cashReserves', label: 'Cash Reserves' },
];

const GROWTH_FIELDS: readonly { key: GrowthKey; label: string; topic: string }[] = [
  { key: 'revenueGrowth', label: 'Revenue Growth (annual)', topic: 'Revenue Growth' },
  { key: 'expenseGrowth', label: 'Expense Growth (annual)', topic: 'Expense Growth' },
];

export function InputsPanel({ onCalculate, onShowHelp }: InputsPanelProps) {
  const { calculator } = useSession();
  const inputs = useSignal(calculator.inputs);
  const errors = useSignal(calculator.errors);
  const titleId = useId();
  const industryId = useId();
  const lineId = useId();
  const lineErrorId = useId();
  const lines = linesOf(inputs.industry);

  return (
    <section className="panel inputs-panel" part="inputs" aria-labelledby={titleId}>
      <div className="panel-header">
        <h2 id={titleId} className="panel-title">
          Business Inputs
        </h2>
        <button type="button" className="button button-ghost button-small" part="help-button" onClick={onShowHelp}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path
              d="M7.8 7.6a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.5v.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
            <circle cx="10" cy="14.4" r="1" fill="currentColor" />
          </svg>
          How to use
        </button>
      </div>
      <form
        className="inputs-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onCalculate();
        }}
      >
        {AMOUNT_FIELDS.map(({ key, label }) => (
          <CurrencyField
            key={key}
            name={key}
            label={label}
            value={inputs[key]}
            onChange={(value) => calculator.setAmount(key, value)}
            hint={<FieldTooltip field={key} topic={label} />}
          />
        ))}
        {GROWTH_FIELDS.map(({ key, label, topic }) => (
          <GrowthSlider
            key={key}
            name={key}
            label={label}
            value={inputs[key]}
            onChange={(value) => calculator.setGrowth(key, value)}
            hint={<FieldTooltip field={key} topic={topic} />}
          />
        ))}
        <div className="field" part="field">
          <FieldLabel htmlFor={industryId} label="Industry" hint={<FieldTooltip field="industry" topic="Industry" />} />
          <select
            id={industryId}
            name="industry"
            className="select"
            part="select"
            value={inputs.industry}
            onChange={(event) => calculator.setIndustry(event.target.value as Industry)}
          >
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
        </div>
        <div className="field" part="field">
          <FieldLabel htmlFor={lineId} label="Line of Business" />
          <select
            id={lineId}
            name="lineOfBusiness"
            className={errors.lineOfBusiness ? 'select invalid' : 'select'}
            part="select"
            value={inputs.lineOfBusiness}
            aria-invalid={errors.lineOfBusiness ? true : undefined}
            aria-describedby={errors.lineOfBusiness ? lineErrorId : undefined}
            required
            onChange={(event) => calculator.setLineOfBusiness(event.target.value)}
          >
            <option value="">Select a line of business</option>
            {lines.map((line) => (
              <option key={line} value={line}>
                {line}
              </option>
            ))}
          </select>
          {errors.lineOfBusiness ? (
            <p id={lineErrorId} className="field-error" part="field-error" role="alert">
              {errors.lineOfBusiness}
            </p>
          ) : null}
        </div>
        <RefinePanel />
        <div className="actions">
          <button type="submit" className="button button-primary" part="calculate-button">
            Calculate
          </button>
          <button
            type="button"
            className="button button-secondary"
            part="reset-button"
            onClick={() => calculator.reset()}
          >
            Reset
          </button>
        </div>
      </form>
    </section>
  );
}
