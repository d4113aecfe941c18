import { articleHref } from './content/paths';
import type { ArticleMeta } from './markdown/front-matter';
import { formatDate, type Card } from './templates';

/** An article as a card: the same on the home page, Tools, Research & Articles and under each article. */
export const articleCard = (article: ArticleMeta): Card => ({
  title: article.title,
  body: article.description,
  href: articleHref(article.slug),
  linkLabel: 'Read the article',
  meta: `${article.category} · ${article.readingTime} min read · ${formatDate(article.date)}`,
});
