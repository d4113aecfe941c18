import { render } from 'lit';
import { currentPath } from '../state/route';
import { applyHead } from './head';
import type { Page } from './page';
import { loaderFor, normalizePath } from './routes';

/** Shown while a page module loads: the logo, pulsing. */
const PLACEHOLDER_DELAY_MS = 80;

function placeholder(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'page-loading';
  element.setAttribute('role', 'status');
  element.innerHTML =
    '<svg class="page-loading-logo" viewBox="0 0 40 40" width="56" height="56" aria-hidden="true"><use href="#logo-mark"></use></svg><span class="visually-hidden">Loading page…</span>';
  return element;
}

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The link a click landed on, looking through shadow roots (the header's links live in one). */
function linkOf(event: MouseEvent): HTMLAnchorElement | null {
  for (const target of event.composedPath()) {
    if (target instanceof HTMLAnchorElement && target.href) return target;
  }
  return null;
}

interface ScrollState {
  scrollY?: number;
}

/**
 * Client-side navigation over the prerendered pages: same-origin links load the next page's module
 * and render it into <main>, the URL and title change without a reload, the view scrolls to the
 * top (or to the anchor), and focus moves to the new page's heading.
 */
export class Router {
  private navigation = 0;
  private cleanup: (() => void) | void = undefined;

  constructor(
    private readonly outlet: HTMLElement,
    /** Called on each navigation, once the new page is shown. */
    private readonly onNavigate: () => void = () => {},
  ) {}

  start(): void {
    history.scrollRestoration = 'manual';
    document.addEventListener('click', this.onClick);
    window.addEventListener('popstate', this.onPopState);
    currentPath.value = normalizePath(location.pathname);
    // The first page is already in the HTML: only its behaviour is attached.
    void loaderFor(location.pathname)()
      .then(({ default: page }) => this.enhance(page, new URL(location.href)))
      .catch((error: unknown) => console.error('[site] page module failed to load', error));
  }

  private readonly onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    const link = linkOf(event);
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || link.dataset.reload !== undefined) return;
    const samePage = url.pathname === location.pathname && url.search === location.search;
    if (samePage && url.hash) return; // the browser scrolls to an anchor on the same page
    event.preventDefault();
    if (samePage) {
      window.scrollTo(0, 0);
      return;
    }
    history.replaceState({ ...(history.state as object), scrollY: window.scrollY } satisfies ScrollState, '');
    history.pushState({} satisfies ScrollState, '', url);
    void this.show(url);
  };

  private readonly onPopState = (event: PopStateEvent) => {
    void this.show(new URL(location.href), (event.state as ScrollState | null)?.scrollY);
  };

  /** Loads and renders the page of a URL already in the address bar. */
  async show(url: URL, restoreScrollY?: number): Promise<void> {
    const id = ++this.navigation;
    const path = normalizePath(url.pathname);
    currentPath.value = path;
    const timer = setTimeout(() => this.outlet.replaceChildren(placeholder()), PLACEHOLDER_DELAY_MS);
    let page: Page;
    try {
      page = (await loaderFor(path)()).default;
    } catch (error) {
      // A module that no longer exists (a new deploy) or a network failure: load the page in full.
      console.error('[site] page module failed to load; reloading', error);
      location.assign(url.href);
      return;
    } finally {
      clearTimeout(timer);
    }
    if (id !== this.navigation) return;

    this.cleanup?.();
    const fragment = document.createDocumentFragment();
    render(page.render(url), fragment);
    this.outlet.replaceChildren(fragment);
    applyHead(page, path);

    const anchor = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
    if (restoreScrollY !== undefined) window.scrollTo(0, restoreScrollY);
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    this.outlet.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
    this.enhance(page, url);
    this.onNavigate();
  }

  private enhance(page: Page, url: URL): void {
    this.cleanup = page.enhance?.(this.outlet, url);
  }
}
