/** The frame of the legal pages (privacy policy, terms of use): hero with the effective date, then the text. */
import { html } from 'lit';
import { SITE } from '../core/site-map';
import type { LegalMeta, RenderedContent } from './markdown/front-matter';
import { definePage, type Page } from './page';
import { formatDate, pageHero, proseSection } from './templates';

export function legalPage({ meta, html: body }: RenderedContent<LegalMeta>): Page {
  return definePage({
    title: meta.documentTitle ?? `${meta.title} | ${SITE.name}`,
    description: meta.description,
    keywords: meta.keywords,
    render: () => html`
      ${pageHero({
        breadcrumbs: [{ label: 'Home', href: '/' }],
        eyebrow: 'Legal',
        title: meta.title,
        lead: `Effective date: ${formatDate(meta.date)}`,
      })}
      ${proseSection(body)}
    `,
  });
}
