import { reactElement } from '../../internal/react-element';
import baseCss from '../../ui/base.css?inline';
import { NewsletterForm } from './newsletter-form';
import css from './newsletter-form.css?inline';

/**
 * @tag newsletter-form
 * @summary Newsletter sign-up: an e-mail field and Subscribe, with a success toast.
 *
 * @fires cashflow-newsletter-subscribe - An address was submitted. detail: { email }.
 *
 * @csspart base - The wrapper.
 * @csspart input - The e-mail field.
 * @csspart button - The Subscribe button.
 * @csspart toast - A notification.
 *
 * @cssprop --cf-color-primary - Button colour. Default #0b5cad.
 * @cssprop --cf-radius - Corner radius. Default 10px.
 * @cssprop --cf-font-family - Font stack.
 */
export const NewsletterFormElement = reactElement(NewsletterForm, { attributes: ['endpoint'], styles: [baseCss, css] });
