import { defineElement } from '../../internal/define-element';
import type {} from './events';
import { NewsletterFormElement } from './newsletter-form.element';

defineElement('newsletter-form', NewsletterFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-form': HTMLElement & { endpoint?: string };
  }
}
