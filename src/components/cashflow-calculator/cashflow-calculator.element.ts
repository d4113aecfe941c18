import { reactElement } from '../../internal/react-element';
import { firstView } from './first-view';
import { cashflowCalculatorView } from './cashflow-calculator.view';

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
 * @attr line-of-business - A line of the chosen industry, e.g. "General Contractor". Default the industry's first line.
 * @attr endpoint - URL the report request and the follow-up popup POST their JSON to; without it
 * <api>/leads of the page-wide <meta name="cashflow-elements-api" content="<api>">, else the API beside
 * the bundle (a bundle at https://firm.example/cashflow-calculator.js sends to https://firm.example/api/leads).
 * "demo" simulates the send (nothing is sent); a value that is not an http(s) URL fails the send.
 * @attr site-url - The firm's site, which the links inside the element lead to, e.g. "https://firm.example";
 * without it the page-wide <meta name="cashflow-elements-site" content="…">, else the bundle's origin.
 *
 * @fires {CustomEvent<CashflowCalculateDetail>} cashflow-calculate - Calculate produced a result, a saved scenario was run, or a shared link was opened. detail: { inputs, result }.
 * @fires {CustomEvent<CashflowScenarioSaveDetail>} cashflow-scenario-save - The current result was saved as a scenario. detail: { scenario, scenarios }.
 * @fires {CustomEvent<CashflowLeadSubmitDetail>} cashflow-lead-submit - A report request or the follow-up popup was submitted, before it is sent. detail: the form data, kind 'report' or 'popup'.
 *
 * @csspart base - The calculator's outer wrapper.
 * @csspart inputs - The Business Inputs panel.
 * @csspart results - The Results panel.
 * @csspart tablist - The row of result tabs.
 * @csspart tab - Each result tab.
 * @csspart tab-selected - The selected result tab (it also has the part tab).
 * @csspart tabpanel - The selected tab's panel.
 * @csspart score-prompt - The 'Get Your Cash Flow Score' block shown before a calculation.
 * @csspart field - A labelled input group.
 * @csspart field-error - The message under a field that failed validation.
 * @csspart input - A text input.
 * @csspart select - A select.
 * @csspart slider - A growth slider.
 * @csspart calculate-button - The Calculate button.
 * @csspart reset-button - The Reset button.
 * @csspart help-button - The How to use button.
 * @csspart metric - A figure card of the analysis.
 * @csspart key-insight - The Key Insight box of the analysis.
 * @csspart risk-message - The risk message with its call to action.
 * @csspart cta - The call-to-action link of the risk message.
 * @csspart forecast-summary - The summary box of the forecast.
 * @csspart chart - The forecast chart.
 * @csspart forecast-table - The month-by-month forecast table.
 * @csspart comparison - A benchmark comparison of the Industry Insights tab.
 * @csspart tip - The industry tip.
 * @csspart scenarios - The What-If Scenarios card.
 * @csspart scenario-table - The scenario comparison table.
 * @csspart report-card - The report request card.
 * @csspart form-error - The message shown when a send failed.
 * @csspart testimonial - The testimonial card.
 * @csspart popup - The follow-up email dialog.
 * @csspart help-dialog - The How to use dialog.
 * @csspart toaster - The corner that holds the notifications.
 * @csspart toast - A notification.
 * @csspart tooltip - A field tooltip.
 * @csspart refine-toggle - The 'Refine your forecast' button that opens and closes the refinements.
 * @csspart refine - The refinements' fields, once opened.
 * @csspart cash-outlook - The line that says the month the cash runs out (and the first below the buffer).
 * @csspart copy-link - The Copy link button.
 * @csspart download-csv - A button that downloads a table as CSV.
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
export const CashflowCalculatorElement = reactElement(cashflowCalculatorView, firstView);
