// Build-time only (run in Node by scripts/prerender.mjs): renders every route to HTML.
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import type { TemplateResult } from 'lit';
import { SITE } from '../core/site-map';
import { FIRST_VIEW_TAGS, renderFirstView } from './first-views';
import { declarativeShadowRoot } from '../loader/first-view';
import { escapeHtml } from '../core/escape-html';
import { headHtml } from './head';
import type { Page } from './page';
import { loadNotFound, ROUTES } from './routes';

export interface PrerenderedPage {
  path: string;
  /** Where to write it, relative to dist/. */
  file: string;
  html: string;
}

/** Lit's hydration markers are not needed: the router renders afresh on navigation. */
const stripLitMarkers = (markup: string) =>
  markup.replace(/<!--\/?lit-(?:part|node)[^>]*-->/g, '').replace(/<\?>/g, '');

async function toHtml(template: TemplateResult): Promise<string> {
  return stripLitMarkers(await collectResult(render(template)));
}

function fill(shell: string, slot: string, content: string): string {
  const marker = `<!--${slot}-->`;
  if (!shell.includes(marker)) throw new Error(`The shell has no ${marker}`);
  return shell.replace(marker, () => content);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The attributes of an opening tag the prerender wrote (Lit escapes their values). */
function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value = ''] of tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)) {
    attributes[name!] = value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
  }
  return attributes;
}

const OUR_ELEMENT = new RegExp(`<(${FIRST_VIEW_TAGS.join('|')})(\\s[^>]*)?>`, 'g');

/**
 * Each of our elements gets its first view as a declarative shadow root: the page paints the
 * elements as they will be, with no script (src/site/first-views.tsx).
 */
export const withFirstViews = (html: string, path: string) =>
  html.replace(
    OUR_ELEMENT,
    (open: string, tag: string, attributes = '') =>
      `${open}${declarativeShadowRoot(renderFirstView(tag, attributesOf(attributes), path))}`,
  );

async function renderPage(shell: string, page: Page, path: string): Promise<string> {
  let html = shell.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  html = fill(html, 'page-head', headHtml(page, path));
  html = fill(html, 'page-content', await toHtml(page.render(new URL(path, SITE.url))));
  return withFirstViews(html, path);
}

export async function prerender(shell: string): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const [path, load] of Object.entries(ROUTES)) {
    const { default: page } = await load();
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    pages.push({ path, file, html: await renderPage(shell, page, path) });
  }
  const { default: notFound } = await loadNotFound();
  pages.push({ path: '/404', file: '404.html', html: await renderPage(shell, notFound, '/404') });
  return pages;
}
