import { reactElement } from '../../internal/react-element';
import baseCss from '../../ui/base.css?inline';
import { LeadForm } from './lead-form';
import css from './lead-form.css?inline';

/**
 * @tag lead-form
 * @summary The contact, consultation and sales request form.
 *
 * @attr kind - contact (default), consultation or sales: sets the wording and the lead's kind.
 *
 * @fires cashflow-lead-submit - The form was submitted. detail: { kind, name, email, company, phone?, industry?, message?, consent }.
 *
 * @csspart base - The wrapper.
 * @csspart field - A labelled input group.
 * @csspart input - A text input.
 * @csspart select - The industry select.
 * @csspart button - The submit button.
 * @csspart toast - A notification.
 *
 * @cssprop --cf-color-primary - Button colour. Default #0b5cad.
 * @cssprop --cf-radius - Corner radius. Default 10px.
 * @cssprop --cf-font-family - Font stack.
 */
export const LeadFormElement = reactElement(LeadForm, { attributes: ['kind', 'endpoint'], styles: [baseCss, css] });
