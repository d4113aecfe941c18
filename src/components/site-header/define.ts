import { defineElement } from '../../internal/define-element';
import { SiteHeaderElement } from './site-header.element';

defineElement('site-header', SiteHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'site-header': HTMLElement;
  }
}
