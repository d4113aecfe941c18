import { defineElement } from '../../internal/define-element';
import { SiteFooterElement } from './site-footer.element';

defineElement('site-footer', SiteFooterElement);

declare global {
  interface HTMLElementTagNameMap {
    'site-footer': HTMLElement;
  }
}
