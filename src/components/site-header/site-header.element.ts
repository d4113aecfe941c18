import { reactElement } from '../../internal/react-element';
import { firstView } from './first-view';
import { siteHeaderView } from './site-header.view';

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
 * @cssprop --cf-color-primary-contrast - Text on the Talk to an Expert button. Default #ffffff.
 * @cssprop --cf-color-text - Link colour. Default #0f172a.
 * @cssprop --cf-color-muted - The logo's suffix and the menu items' summaries. Default #475569.
 * @cssprop --cf-color-surface - Header and menu background. Default #ffffff.
 * @cssprop --cf-color-background - Background of a hovered or open menu link. Default #f1f5f9.
 * @cssprop --cf-color-border - Header and menu borders. Default #d5dde8.
 * @cssprop --cf-radius - Corner radius of the Client Portal and Talk to an Expert buttons. Default 10px.
 * @cssprop --cf-font-family - Font stack. Default the system UI font.
 */
export const SiteHeaderElement = reactElement(siteHeaderView, firstView);
