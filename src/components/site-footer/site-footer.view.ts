import type { ElementView } from '../../loader/first-view';
import baseCss from '../../ui/base.css?inline';
import { SiteFooter, type SiteFooterProps } from './site-footer';
import css from './site-footer.css?inline';

/** What the element and its prerendered first view (src/site/first-views.tsx) are made of. */
export const siteFooterView: ElementView<SiteFooterProps> = {
  component: SiteFooter,
  attributes: [],
  styles: [baseCss, css],
};
