/** The frame every article shares: head metadata with Article JSON-LD, hero, byline, text, related reading, CTA. */
import { html } from 'lit';
import { SITE } from '../core/site-map';
import { articleCard } from './article-card';
import { ARTICLES } from './content/articles';
import { articleHref, ARTICLES_PATH } from './content/paths';
import type { ArticleMeta, RenderedContent } from './markdown/front-matter';
import { definePage, type Page } from './page';
import { cardGrid, ctaBand, formatDate, pageHero, proseSection, section } from './templates';

export function articlePage({ meta: article, html: body }: RenderedContent<ArticleMeta>): Page {
  const related = ARTICLES.filter((other) => other.slug !== article.slug).map(articleCard);
  return definePage({
    title: article.documentTitle ?? `${article.title} | ${SITE.name}`,
    description: article.description,
    type: 'article',
    keywords: article.keywords,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
        publisher: { '@type': 'Organization', name: SITE.name, url: SITE.url },
        mainEntityOfPage: `${SITE.url}${articleHref(article.slug)}`,
      },
    ],
    render: () => html`
      ${pageHero({
        eyebrow: article.category,
        title: article.title,
        lead: article.description,
        breadcrumbs: [
          { label: 'Home', href: '/' },
          { label: 'Research & Articles', href: ARTICLES_PATH },
        ],
      })}
      ${proseSection(
        body,
        html`<p class="byline">
          By <strong>${article.author}</strong>, ${article.authorRole} · Published
          <time datetime=${article.date}>${formatDate(article.date)}</time> · ${article.readingTime} min read
        </p>`,
      )}
      ${section({ title: 'Related reading', alt: true }, cardGrid(related, 2))}
      ${ctaBand(article.cta.title, article.cta.text, article.cta.actions)}
    `,
  });
}
