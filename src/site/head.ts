import { SITE } from '../core/site-map';
import type { Page } from './page';

export interface HeadTag {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** The per-page tags of <head>: description, keywords, canonical, Open Graph and Twitter card. */
export function headTags(page: Page, path: string): HeadTag[] {
  const url = `${SITE.url}${path === '/' ? '/' : path}`;
  const tags: HeadTag[] = [
    { tag: 'meta', attributes: { name: 'description', content: page.description } },
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    { tag: 'meta', attributes: { property: 'og:type', content: page.type ?? 'website' } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: SITE.name } },
    { tag: 'meta', attributes: { property: 'og:title', content: page.title } },
    { tag: 'meta', attributes: { property: 'og:description', content: page.description } },
    { tag: 'meta', attributes: { property: 'og:url', content: url } },
    { tag: 'meta', attributes: { property: 'og:image', content: `${SITE.url}/og-image.png` } },
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (page.keywords) tags.splice(1, 0, { tag: 'meta', attributes: { name: 'keywords', content: page.keywords } });
  if (page.noindex) {
    return [
      { tag: 'meta', attributes: { name: 'description', content: page.description } },
      { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } },
    ];
  }
  return tags;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Head tags as HTML, marked so the router can replace them on navigation. */
export function headHtml(page: Page, path: string): string {
  const tags = headTags(page, path).map(
    ({ tag, attributes }) =>
      `<${tag} data-page-head ${Object.entries(attributes)
        .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
        .join(' ')}>`,
  );
  for (const data of page.structuredData ?? []) {
    // "<" is escaped so no string in the data can close the script element.
    tags.push(`<script type="application/ld+json" data-page-head>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n    ');
}

/** Brings <head> in line with a page after a client-side navigation. */
export function applyHead(page: Page, path: string, doc: Document = document): void {
  doc.title = page.title;
  doc.head.querySelectorAll('[data-page-head]').forEach((node) => node.remove());
  const fragment = doc.createDocumentFragment();
  for (const { tag, attributes } of headTags(page, path)) {
    const element = doc.createElement(tag);
    element.setAttribute('data-page-head', '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    fragment.append(element);
  }
  doc.head.append(fragment);
}
