import { reactElement } from '../../internal/react-element';
import baseCss from '../../ui/base.css?inline';
import { CALCULATOR_ATTRIBUTES } from './attributes';
import { CashflowCalculator } from './cashflow-calculator';
import css from './cashflow-calculator.css?inline';

/**
 * @tag cashflow-calculator
 * @summary A free cash-flow calculator: score, 12-month forecast, industry benchmarks and what-if scenarios.
 *
 * @attr monthly-revenue - Default monthly revenue in dollars, e.g. "50000" or "$50,000". Default 50000.
 * @attr monthly-expenses - Default monthly expenses in dollars. Default 40000.
 * @attr cash-reserves - Default cash reserves in dollars. Default 10000.
 * @attr revenue-growth - Default annual revenue growth in percent, -10 to 20. Default 5.
 * @attr expense-growth - Default annual expense growth in percent, -10 to 20. Default 3.
 * @attr industry - Construction, Manufacturing, Transportation or Other. Default Construction.
 * @attr line-of-business - A line of the chosen industry, e.g. "General Contractor".
 *
 * @fires cashflow-calculate - A calculation produced a result. detail: { inputs, result }.
 * @fires cashflow-scenario-save - The current result was saved as a scenario. detail: { scenario, scenarios }.
 * @fires cashflow-lead-submit - A report request or the follow-up popup was submitted. detail: the form data.
 *
 * @csspart base - The calculator's outer wrapper.
 * @csspart inputs - The Business Inputs panel.
 * @csspart results - The Results panel.
 * @csspart tablist - The row of result tabs.
 * @csspart tab - Each result tab (the selected one also has tab-selected).
 * @csspart tabpanel - The selected tab's panel.
 * @csspart field - A labelled input group.
 * @csspart input - A text input.
 * @csspart select - A select.
 * @csspart slider - A growth slider.
 * @csspart calculate-button - The Calculate button.
 * @csspart reset-button - The Reset button.
 * @csspart help-button - The How to use button.
 * @csspart metric - A figure card of the analysis.
 * @csspart chart - The forecast chart.
 * @csspart scenarios - The What-If Scenarios card.
 * @csspart report-card - The report request card.
 * @csspart testimonial - The testimonial card.
 * @csspart popup - The follow-up email dialog.
 * @csspart help-dialog - The How to use dialog.
 * @csspart toast - A notification.
 * @csspart tooltip - A field tooltip.
 *
 * @cssprop --cf-color-primary - Brand colour of buttons, links and the selected tab. Default #0b5cad.
 * @cssprop --cf-color-primary-contrast - Text on the brand colour. Default #ffffff.
 * @cssprop --cf-color-text - Main text colour. Default #0f172a.
 * @cssprop --cf-color-muted - Secondary text colour. Default #475569.
 * @cssprop --cf-color-surface - Panel background. Default #ffffff.
 * @cssprop --cf-color-background - Background behind the panels. Default #f1f5f9.
 * @cssprop --cf-color-border - Borders and dividers. Default #d5dde8.
 * @cssprop --cf-radius - Corner radius of panels, fields and buttons. Default 10px.
 * @cssprop --cf-font-family - Font stack. Default the system UI font.
 */
export const CashflowCalculatorElement = reactElement(CashflowCalculator, {
  attributes: [...CALCULATOR_ATTRIBUTES, 'endpoint'],
  styles: [baseCss, css],
});
