import type { ElementView } from '../../loader/first-view';
import baseCss from '../../ui/base.css?inline';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import css from './site-header.css?inline';

/** What the element and its prerendered first view (src/site/first-views.tsx) are made of. */
export const siteHeaderView: ElementView<SiteHeaderProps> = {
  component: SiteHeader,
  attributes: [],
  styles: [baseCss, css],
};
