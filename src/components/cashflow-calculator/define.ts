import { defineElement } from '../../internal/define-element';
import type { CalculatorAttributes } from './attributes';
import { CashflowCalculatorElement } from './cashflow-calculator.element';

defineElement('cashflow-calculator', CashflowCalculatorElement);

declare global {
  interface HTMLElementTagNameMap {
    'cashflow-calculator': HTMLElement & CalculatorAttributes & { endpoint?: string; siteUrl?: string };
  }
}
