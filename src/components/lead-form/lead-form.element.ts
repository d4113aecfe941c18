import { reactElement } from '../../internal/react-element';
import { firstView } from './first-view';
import { leadFormView } from './lead-form.view';

/**
 * @tag lead-form
 * @summary The contact, consultation and sales request form.
 *
 * @attr kind - contact (default), consultation or sales: sets the wording and the lead's kind.
 * @attr endpoint - URL the form POSTs its JSON to; without it <api>/leads of the page-wide
 * <meta name="cashflow-elements-api" content="<api>">, else the API beside the bundle (<bundle folder>/api/leads);
 * "demo" simulates the send (nothing is sent).
 *
 * @fires {CustomEvent<CashflowLeadSubmitDetail>} cashflow-lead-submit - The form was submitted, before it is sent. detail: { kind, name, email, company, phone?, industry?, message?, consent }.
 *
 * @csspart base - The wrapper.
 * @csspart field - A labelled input group.
 * @csspart input - A text input.
 * @csspart select - The industry select.
 * @csspart button - The submit button.
 * @csspart form-error - The message shown when a send failed.
 * @csspart toaster - The corner that holds the notifications.
 * @csspart toast - A notification.
 *
 * @cssprop --cf-color-primary - Button and focus colour. Default #0b5cad.
 * @cssprop --cf-color-primary-contrast - Text on the button. Default #ffffff.
 * @cssprop --cf-color-text - Main text colour. Default #0f172a.
 * @cssprop --cf-color-muted - Secondary text colour. Default #475569.
 * @cssprop --cf-color-surface - Field background. Default #ffffff.
 * @cssprop --cf-color-border - Field borders. Default #d5dde8.
 * @cssprop --cf-radius - Corner radius. Default 10px.
 * @cssprop --cf-font-family - Font stack. Default the system UI font.
 */
export const LeadFormElement = reactElement(leadFormView, firstView);
