import { reactElement } from '../../internal/react-element';
import baseCss from '../../ui/base.css?inline';
import { SiteHeader } from './site-header';
import css from './site-header.css?inline';

/**
 * @tag site-header
 * @summary The firm's fixed 80 px header: Home, Solutions and Resources menus, Client Portal and
 * Talk to an Expert; below 1024 px a mobile menu with collapsible groups.
 *
 * @csspart base - The header bar.
 * @csspart brand - The logo link.
 * @csspart menu - A dropdown menu.
 * @csspart portal-button - The Client Portal button.
 * @csspart cta-button - The Talk to an Expert button.
 * @csspart menu-toggle - The mobile menu button.
 * @csspart mobile-menu - The mobile menu panel.
 *
 * @cssprop --cf-color-primary - Brand colour. Default #0b5cad.
 * @cssprop --cf-color-text - Link colour. Default #0f172a.
 * @cssprop --cf-color-surface - Header background. Default #ffffff.
 * @cssprop --cf-font-family - Font stack.
 */
export const SiteHeaderElement = reactElement(SiteHeader, { attributes: [], styles: [baseCss, css] });
