import { defineElement } from '../../internal/define-element';
import { LeadFormElement } from './lead-form.element';

defineElement('lead-form', LeadFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'lead-form': HTMLElement & { kind?: string; endpoint?: string };
  }
}
