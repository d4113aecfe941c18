import { reactElement } from '../../internal/react-element';
import { firstView } from './first-view';
import { siteFooterView } from './site-footer.view';

/**
 * @tag site-footer
 * @summary The firm's footer: Solutions, Resources, More Links and Legal link groups, phone,
 * e-mail, address, and LinkedIn and Twitter links from the site config.
 *
 * @csspart base - The footer.
 * @csspart contact - The phone, e-mail and address list.
 * @csspart tooltip - The tooltip of a social link.
 *
 * @cssprop --cf-footer-background - Footer background. Default #0b2545.
 * @cssprop --cf-font-family - Font stack. Default the system UI font.
 */
export const SiteFooterElement = reactElement(siteFooterView, firstView);
