import type { ElementView } from '../../loader/first-view';
import baseCss from '../../ui/base.css?inline';
import { CALCULATOR_ATTRIBUTES } from './attributes';
import { CashflowCalculator, type CashflowCalculatorProps } from './cashflow-calculator';
import css from './cashflow-calculator.css?inline';

/** What the element and its prerendered first view (src/site/first-views.tsx) are made of. */
export const cashflowCalculatorView: ElementView<CashflowCalculatorProps> = {
  component: CashflowCalculator,
  attributes: [...CALCULATOR_ATTRIBUTES, 'endpoint', 'siteUrl'],
  styles: [baseCss, css],
};
