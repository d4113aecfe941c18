import { escapeHtml } from '../core/escape-html';
import { SITE } from '../core/site-map';
import type { Page } from './page';

interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** A script's content. */
  text?: string;
}

/** The per-page tags of <head>: description, keywords, canonical, Open Graph, Twitter card and JSON-LD. */
function headTags(page: Page, path: string): HeadTag[] {
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
  for (const data of page.structuredData ?? []) {
    // "<" is escaped so no string in the data can close the script element.
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: JSON.stringify(data).replace(/</g, '\\u003c'),
    });
  }
  return tags;
}

/** Head tags as HTML, marked so the router can replace them on navigation. */
export function headHtml(page: Page, path: string): string {
  const tags = headTags(page, path).map(({ tag, attributes, text }) => {
    const attributeText = Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return tag === 'script'
      ? `<script ${attributeText} data-page-head>${text ?? ''}</script>`
      : `<${tag} data-page-head ${attributeText}>`;
  });
  return tags.join('\n    ');
}

/** Brings <head> in line with a page after a client-side navigation, its JSON-LD included. */
export function applyHead(page: Page, path: string, doc: Document = document): void {
  doc.title = page.title;
  doc.head.querySelectorAll('[data-page-head]').forEach((node) => node.remove());
  const fragment = doc.createDocumentFragment();
  for (const { tag, attributes, text } of headTags(page, path)) {
    const element = doc.createElement(tag);
    element.setAttribute('data-page-head', '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    fragment.append(element);
  }
  doc.head.append(fragment);
}
