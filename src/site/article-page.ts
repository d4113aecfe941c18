/** The frame every article shares: head metadata with Article JSON-LD, hero, byline, related reading, CTA. */
import { html, type TemplateResult } from 'lit';
import { SITE } from '../core/site-map';
import { articleBySlug, ARTICLES, formatDate, type ArticleSummary } from './content/articles';
import { definePage, type Page } from './page';
import { cardGrid, pageHero, section, type Card } from './templates';

/** An article as a card: used on the home page, Tools, Research & Articles and under each article. */
export function articleCard(article: ArticleSummary, options: { withDate?: boolean } = {}): Card {
  const date = options.withDate ? ` · ${formatDate(article.published)}` : '';
  return {
    title: article.title,
    body: article.summary,
    href: article.href,
    linkLabel: 'Read the article',
    meta: `${article.category} · ${article.readingMinutes} min read${date}`,
  };
}

export interface ArticlePageOptions {
  slug: string;
  /** The document title, when the article's own title is too long for a search result. */
  title?: string;
  description?: string;
  keywords?: string;
  /** The article text: what goes inside the prose wrapper. */
  body: () => TemplateResult;
  cta: TemplateResult;
}

export function articlePage({ slug, title, description, keywords, body, cta }: ArticlePageOptions): Page {
  const article = articleBySlug(slug);
  const related = ARTICLES.filter((other) => other.slug !== slug).map((other) => articleCard(other));
  return definePage({
    title: title ?? `${article.title} | ${SITE.name}`,
    description: description ?? article.summary,
    type: 'article',
    keywords,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.summary,
        datePublished: article.published,
        author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
        publisher: { '@type': 'Organization', name: SITE.name, url: SITE.url },
        mainEntityOfPage: `${SITE.url}${article.href}`,
      },
    ],
    render: () => html`
      ${pageHero({
        eyebrow: article.category,
        title: article.title,
        lead: article.summary,
        breadcrumbs: [
          { label: 'Home', href: '/' },
          { label: 'Research & Articles', href: '/resources/articles' },
        ],
      })}
      ${section(
        { narrow: true },
        html`
          <p class="byline">
            By <strong>${article.author}</strong>, ${article.authorRole} · Published
            <time datetime=${article.published}>${formatDate(article.published)}</time> · ${article.readingMinutes} min read
          </p>
          <div class="prose">${body()}</div>
        `,
      )}
      ${section({ title: 'Related reading', alt: true }, cardGrid(related, 2))} ${cta}
    `,
  });
}
