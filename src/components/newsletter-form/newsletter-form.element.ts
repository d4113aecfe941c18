import { reactElement } from '../../internal/react-element';
import { firstView } from './first-view';
import { newsletterFormView } from './newsletter-form.view';

/**
 * @tag newsletter-form
 * @summary Newsletter sign-up: an e-mail field and Subscribe, with a success toast.
 *
 * @attr endpoint - URL the form POSTs its JSON to; without it <api>/newsletter of the page-wide
 * <meta name="cashflow-elements-api" content="<api>">, else the API beside the bundle (<bundle folder>/api/newsletter);
 * "demo" simulates the send (nothing is sent).
 *
 * @fires {CustomEvent<CashflowNewsletterSubscribeDetail>} cashflow-newsletter-subscribe - An address was submitted, before it is sent. detail: { email }.
 *
 * @csspart base - The wrapper.
 * @csspart input - The e-mail field.
 * @csspart button - The Subscribe button.
 * @csspart form-error - The message shown when a send failed.
 * @csspart toaster - The corner that holds the notifications.
 * @csspart toast - A notification.
 *
 * @cssprop --cf-color-primary - Button and focus colour. Default #0b5cad.
 * @cssprop --cf-color-primary-contrast - Text on the button. Default #ffffff.
 * @cssprop --cf-color-text - Main text colour. Default #0f172a.
 * @cssprop --cf-color-muted - Hint text colour. Default #475569.
 * @cssprop --cf-color-surface - Field background. Default #ffffff.
 * @cssprop --cf-color-border - Field border. Default #d5dde8.
 * @cssprop --cf-radius - Corner radius. Default 10px.
 * @cssprop --cf-font-family - Font stack. Default the system UI font.
 */
export const NewsletterFormElement = reactElement(newsletterFormView, firstView);
