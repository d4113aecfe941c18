import { defineElement } from '../../internal/define-element';
import { CashflowCalculatorElement } from './cashflow-calculator.element';

defineElement('cashflow-calculator', CashflowCalculatorElement);

declare global {
  interface HTMLElementTagNameMap {
    'cashflow-calculator': HTMLElement & {
      monthlyRevenue?: string;
      monthlyExpenses?: string;
      cashReserves?: string;
      revenueGrowth?: string;
      expenseGrowth?: string;
      industry?: string;
      lineOfBusiness?: string;
    };
  }
}
