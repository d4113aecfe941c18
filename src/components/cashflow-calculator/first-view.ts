// Core modules by name, not the barrel: this chunk holds what this file imports (vite.config.ts).
import { formatCurrencyField, formatGrowth } from '../../core/format';
import { inputsWithDefaults, linesOf } from '../../core/industries';
import type { CalculatorInputs } from '../../core/types';
import type { FirstView } from '../../loader/first-view';
import view from 'virtual:first-view/cashflow-calculator';
import { calculatorAttributesOf, defaultsFromAttributes } from './attributes';

const AMOUNTS = ['monthlyRevenue', 'monthlyExpenses', 'cashReserves'] as const;
const GROWTHS = ['revenueGrowth', 'expenseGrowth'] as const;

function option(value: string, text: string, selected: boolean): HTMLOptionElement {
  const element = document.createElement('option');
  element.setAttribute('value', value);
  if (selected) element.setAttribute('selected', '');
  element.textContent = text;
  return element;
}

/**
 * The prerendered first view has the spec's defaults; an element with attributes gets theirs here,
 * parsed by the element's own rules (an invalid value is ignored, as by the element) and written
 * as the inputs panel renders them (inputs/inputs-panel.tsx, ui/currency-field.tsx,
 * ui/growth-slider.tsx): through the DOM, so no attribute text is ever read as HTML.
 */
export function fillCalculator(root: Element, host: HTMLElement): void {
  const overrides = defaultsFromAttributes(calculatorAttributesOf(host));
  if (Object.keys(overrides).length === 0) return;
  const inputs: CalculatorInputs = inputsWithDefaults(overrides);
  const field = <E extends Element>(name: string) => root.querySelector<E>(`[name="${name}"]`)!;
  for (const name of AMOUNTS) field(name).setAttribute('value', formatCurrencyField(inputs[name]));
  for (const name of GROWTHS) {
    const slider = field<HTMLInputElement>(name);
    const shown = formatGrowth(inputs[name]);
    slider.setAttribute('value', String(inputs[name]));
    slider.setAttribute('aria-valuetext', `${shown} a year`);
    root.querySelector(`output[for="${slider.id}"]`)!.textContent = shown;
  }
  for (const industry of field<HTMLSelectElement>('industry').options) {
    industry.toggleAttribute('selected', industry.value === inputs.industry);
  }
  const line = field<HTMLSelectElement>('lineOfBusiness');
  const placeholder = line.options[0]!;
  placeholder.toggleAttribute('selected', inputs.lineOfBusiness === '');
  line.replaceChildren(
    placeholder,
    ...linesOf(inputs.industry).map((name) => option(name, name, name === inputs.lineOfBusiness)),
  );
}

/** The first view react-dom/server rendered at build time, filled from the host's attributes. */
export const firstView: FirstView = { ...view, fill: fillCalculator };
