/** Where the Markdown content of demo-site/content/ is published: one file, one page. */
export const ARTICLES_PATH = '/resources/articles';

/** "…/content/articles/construction-cash-flow.md" is construction-cash-flow. */
export const slugOf = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.md$/, '');

export const articleHref = (slug: string) => `${ARTICLES_PATH}/${slug}`;
export const legalHref = (slug: string) => `/${slug}`;
