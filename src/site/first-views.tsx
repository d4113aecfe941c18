// Build-time only: each element's first view, rendered by react-dom/server. The prerender puts it
// into the pages as a declarative shadow root (src/site/prerender.ts); Vite makes it the template
// the loader puts into an element that arrived without one (vite.config.ts, virtual:first-view/<tag>).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { cashflowCalculatorView } from '../components/cashflow-calculator/cashflow-calculator.view';
import { leadFormView } from '../components/lead-form/lead-form.view';
import { meetingPickerView } from '../components/meeting-picker/meeting-picker.view';
import { newsletterFormView } from '../components/newsletter-form/newsletter-form.view';
import { siteFooterView } from '../components/site-footer/site-footer.view';
import { siteHeaderView } from '../components/site-header/site-header.view';
import { ElementRoot } from '../internal/hydration';
import { attributeNameOf } from '../loader/attribute-name';
import type { ElementView } from '../loader/first-view';
import { currentPath } from '../state/route';

type TextProps = Record<string, string>;
/** Every element's props are text attributes (and the container, which the first view has not). */
const byAttributes = <P,>(view: ElementView<P>) => view as unknown as ElementView<TextProps>;

const VIEWS: Readonly<Record<string, ElementView<TextProps>>> = {
  'cashflow-calculator': byAttributes(cashflowCalculatorView),
  'site-header': byAttributes(siteHeaderView),
  'site-footer': byAttributes(siteFooterView),
  'newsletter-form': byAttributes(newsletterFormView),
  'lead-form': byAttributes(leadFormView),
  'meeting-picker': byAttributes(meetingPickerView),
};

export const FIRST_VIEW_TAGS = Object.keys(VIEWS);

/**
 * The first view of an element with these attributes (name to text, as in HTML), on the page at
 * `path` (the header marks its link): the markup of React's root and the styles.
 */
export function renderFirstView(
  tag: string,
  attributes: Readonly<Record<string, string>> = {},
  path = '/',
): { html: string; css: string } {
  const view = VIEWS[tag];
  if (!view) throw new Error(`<${tag}> has no first view`);
  const props: TextProps = {};
  for (const name of view.attributes) {
    const value = attributes[attributeNameOf(name)];
    if (value) props[name] = value;
  }
  currentPath.value = path;
  const html = renderToString(createElement(ElementRoot, null, createElement(view.component, props)));
  return { html, css: view.styles.join('\n') };
}
