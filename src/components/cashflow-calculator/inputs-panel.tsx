import { useId } from 'react';
import { INDUSTRIES, linesOf, type Industry } from '../../core';
import { CurrencyField } from '../../ui/currency-field';
import { GrowthSlider } from '../../ui/growth-slider';
import { InfoTooltip } from '../../ui/tooltip';
import { useSignal } from '../../ui/use-signal';
import { useSession } from './calculator-context';
import { ARTICLES_HREF, FIELD_HELP } from './field-help';

export interface InputsPanelProps {
  onCalculate: () => void;
  onShowHelp: () => void;
}

const help = (label: string, text: string) => (
  <InfoTooltip label={`About ${label}`} learnMoreHref={ARTICLES_HREF}>
    {text}
  </InfoTooltip>
);

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
            <path d="M7.8 7.6a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.5v.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
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
        <CurrencyField
          name="monthlyRevenue"
          label="Monthly Revenue"
          value={inputs.monthlyRevenue}
          onChange={(value) => calculator.setAmount('monthlyRevenue', value)}
          hint={help('Monthly Revenue', FIELD_HELP.monthlyRevenue)}
        />
        <CurrencyField
          name="monthlyExpenses"
          label="Monthly Expenses"
          value={inputs.monthlyExpenses}
          onChange={(value) => calculator.setAmount('monthlyExpenses', value)}
          hint={help('Monthly Expenses', FIELD_HELP.monthlyExpenses)}
        />
        <CurrencyField
          name="cashReserves"
          label="Cash Reserves"
          value={inputs.cashReserves}
          onChange={(value) => calculator.setAmount('cashReserves', value)}
          hint={help('Cash Reserves', FIELD_HELP.cashReserves)}
        />
        <GrowthSlider
          name="revenueGrowth"
          label="Revenue Growth (annual)"
          value={inputs.revenueGrowth}
          onChange={(value) => calculator.setGrowth('revenueGrowth', value)}
          hint={help('Revenue Growth', FIELD_HELP.revenueGrowth)}
        />
        <GrowthSlider
          name="expenseGrowth"
          label="Expense Growth (annual)"
          value={inputs.expenseGrowth}
          onChange={(value) => calculator.setGrowth('expenseGrowth', value)}
          hint={help('Expense Growth', FIELD_HELP.expenseGrowth)}
        />
        <div className="field-pair">
          <div className="field" part="field">
            <div className="field-label-row">
              <label htmlFor={industryId} className="field-label">
                Industry
              </label>
              {help('Industry', FIELD_HELP.industry)}
            </div>
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
            <div className="field-label-row">
              <label htmlFor={lineId} className="field-label">
                Line of Business
              </label>
            </div>
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
        </div>
        <div className="actions">
          <button type="submit" className="button button-primary" part="calculate-button">
            Calculate
          </button>
          <button type="button" className="button button-secondary" part="reset-button" onClick={() => calculator.reset()}>
            Reset
          </button>
        </div>
      </form>
    </section>
  );
}
