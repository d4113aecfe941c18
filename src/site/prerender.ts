// Build-time only (run in Node by scripts/prerender.mjs): renders every route to HTML.
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import type { TemplateResult } from 'lit';
import { SITE } from '../core/site-map';
import { footerFallback, headerFallback } from './fallbacks';
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

async function renderPage(
  shell: string,
  page: Page,
  path: string,
  chrome: { header: string; footer: string },
): Promise<string> {
  let html = shell.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  html = fill(html, 'page-head', headHtml(page, path));
  html = fill(html, 'page-content', await toHtml(page.render(new URL(path, SITE.url))));
  html = fill(html, 'site-header-fallback', chrome.header);
  return fill(html, 'site-footer-fallback', chrome.footer);
}

export async function prerender(shell: string): Promise<PrerenderedPage[]> {
  const chrome = { header: await toHtml(headerFallback()), footer: await toHtml(footerFallback()) };
  const pages: PrerenderedPage[] = [];
  for (const [path, load] of Object.entries(ROUTES)) {
    const { default: page } = await load();
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    pages.push({ path, file, html: await renderPage(shell, page, path, chrome) });
  }
  const { default: notFound } = await loadNotFound();
  pages.push({ path: '/404', file: '404.html', html: await renderPage(shell, notFound, '/404', chrome) });
  return pages;
}
