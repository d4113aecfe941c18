import type { ArticleMeta, LegalMeta, RenderedContent } from './markdown/front-matter';
import type { Page } from './page';
import { articleHref, legalHref, slugOf } from './content/paths';

type PageModule = { default: Page };
type Loader = () => Promise<PageModule>;

// One lazy module per Markdown file, rendered to HTML at build time (src/site/markdown/vite-plugin.ts).
const articleFiles = import.meta.glob<RenderedContent<ArticleMeta>>('../../demo-site/content/articles/*.md', {
  import: 'default',
});
const legalFiles = import.meta.glob<RenderedContent<LegalMeta>>('../../demo-site/content/legal/*.md', {
  import: 'default',
});

/** A route per Markdown file: its frame's module and its content load together. */
function contentRoutes<Meta>(
  files: Record<string, () => Promise<RenderedContent<Meta>>>,
  href: (slug: string) => string,
  loadFrame: () => Promise<(content: RenderedContent<Meta>) => Page>,
): Record<string, Loader> {
  return Object.fromEntries(
    Object.entries(files).map(([file, loadContent]) => [
      href(slugOf(file)),
      async () => {
        const [frame, content] = await Promise.all([loadFrame(), loadContent()]);
        return { default: frame(content) };
      },
    ]),
  );
}

/**
 * Every route of the site. Each page is its own module, loaded on demand by the router and
 * rendered to HTML at build time by the prerender step; articles and legal pages are Markdown files.
 */
export const ROUTES: Readonly<Record<string, Loader>> = {
  '/': () => import('./pages/home'),
  '/contact': () => import('./pages/contact'),
  '/talk-to-expert': () => import('./pages/talk-to-expert'),
  '/sales': () => import('./pages/sales'),
  '/client-portal': () => import('./pages/client-portal'),
  '/solutions/business-analysis': () => import('./pages/solutions/business-analysis'),
  '/solutions/tax-illustration': () => import('./pages/solutions/tax-illustration'),
  '/solutions/business-valuation': () => import('./pages/solutions/business-valuation'),
  '/solutions/managed-services': () => import('./pages/solutions/managed-services'),
  '/solutions/custom-solutions': () => import('./pages/solutions/custom-solutions'),
  '/resources/tools': () => import('./pages/resources/tools'),
  '/resources/cash-flow-calculator': () => import('./pages/resources/cash-flow-calculator'),
  '/resources/articles': () => import('./pages/resources/articles'),
  ...contentRoutes(articleFiles, articleHref, () => import('./article-page').then((module) => module.articlePage)),
  '/resources/testimonials': () => import('./pages/resources/testimonials'),
  ...contentRoutes(legalFiles, legalHref, () => import('./legal-page').then((module) => module.legalPage)),
  // Where the links in newsletter e-mails lead (server/newsletter-routes.ts answers their buttons).
  '/newsletter/confirm': () => import('./pages/newsletter').then((module) => ({ default: module.confirmPage })),
  '/newsletter/confirmed': () => import('./pages/newsletter').then((module) => ({ default: module.confirmedPage })),
  '/newsletter/unsubscribe': () => import('./pages/newsletter').then((module) => ({ default: module.unsubscribePage })),
  '/newsletter/unsubscribed': () =>
    import('./pages/newsletter').then((module) => ({ default: module.unsubscribedPage })),
  '/newsletter/link-expired': () =>
    import('./pages/newsletter').then((module) => ({ default: module.linkExpiredPage })),
  // Where the links in booking e-mails lead (MANAGE_MEETING_PAGE in src/contracts/booking-fields.ts).
  '/manage-meeting': () => import('./pages/manage-meeting'),
};

export const loadNotFound: Loader = () => import('./pages/not-found');

/** "/contact/" and "/contact" are the same page; "" is the home page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function loaderFor(pathname: string): Loader {
  return ROUTES[normalizePath(pathname)] ?? loadNotFound;
}
