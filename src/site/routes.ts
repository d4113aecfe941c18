import type { Page } from './page';

type PageModule = { default: Page };
type Loader = () => Promise<PageModule>;

/**
 * Every route of the site. Each page is its own module, loaded on demand by the router and
 * rendered to HTML at build time by the prerender step.
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
  '/resources/articles/cash-flow-calculator': () => import('./pages/articles/cash-flow-calculator'),
  '/resources/articles/construction-cash-flow': () => import('./pages/articles/construction-cash-flow'),
  '/resources/articles/manufacturing-tax-strategies': () => import('./pages/articles/manufacturing-tax-strategies'),
  '/resources/testimonials': () => import('./pages/resources/testimonials'),
  '/privacy-policy': () => import('./pages/privacy-policy'),
  '/terms-of-use': () => import('./pages/terms-of-use'),
};

export const loadNotFound: Loader = () => import('./pages/not-found');

/** "/contact/" and "/contact" are the same page; "" is the home page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isRoute(pathname: string): boolean {
  return Object.prototype.hasOwnProperty.call(ROUTES, normalizePath(pathname));
}

export function loaderFor(pathname: string): Loader {
  return ROUTES[normalizePath(pathname)] ?? loadNotFound;
}
