/**
 * The articles we publish, newest first: one Markdown file each in demo-site/content/articles/. Only
 * their front matter is here (for the home page, Tools, Research & Articles and related reading);
 * each article's text is its own lazy module, loaded by its route.
 */
import type { ArticleMeta } from '../markdown/front-matter';

const frontMatter = import.meta.glob<ArticleMeta>('../../../demo-site/content/articles/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});

export const ARTICLES: readonly ArticleMeta[] = Object.values(frontMatter).sort(
  (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
);
