import reservedHeightCss from './components/cashflow-calculator/reserved-height.css?inline';
import { adoptStyles } from './loader/adopt-styles';
import { insertFirstView, viewRootOf, type FirstView } from './loader/first-view';
import { opensSharedLink } from './loader/share-fragment';
import { wakeOnFirstUse } from './loader/wake';
import { recordVisit } from './state/visit';

interface ElementLoader {
  /** The element's code: React, the component, its registration. Runs at the element's first use. */
  code: () => Promise<unknown>;
  /** Its first view, for an element that arrived without one (not prerendered). */
  firstView: () => Promise<{ firstView: FirstView }>;
  /** Woken as it appears, not at first use: what it shows comes from the server (the free times). */
  eager?: true;
}

/**
 * Our elements, each fetched the first time its tag appears in the document (or in a shadow root
 * passed to autoload), so a page pays only for the elements it uses: the first view at once, if
 * the page has not got it prerendered, and the code at the element's first use. These are the
 * lazy boundaries of the elements' first load. What a woken calculator fetches later is declared in
 * one file too, components/cashflow-calculator/lazy-parts.ts: there, not here, because an import()
 * in this chunk makes the bundler move the core modules the calculator's first view shares with
 * those parts into chunks of their own, which a foreign page then fetches before any use
 * (+539 B gzip measured, 8,255 B against the 8 kB budget).
 */
export const ELEMENT_LOADERS: Readonly<Record<string, ElementLoader>> = {
  'cashflow-calculator': {
    code: () => import('./components/cashflow-calculator/define'),
    firstView: () => import('./components/cashflow-calculator/first-view'),
  },
  'site-header': {
    code: () => import('./components/site-header/define'),
    firstView: () => import('./components/site-header/first-view'),
  },
  'site-footer': {
    code: () => import('./components/site-footer/define'),
    firstView: () => import('./components/site-footer/first-view'),
  },
  'newsletter-form': {
    code: () => import('./components/newsletter-form/define'),
    firstView: () => import('./components/newsletter-form/first-view'),
  },
  'lead-form': {
    code: () => import('./components/lead-form/define'),
    firstView: () => import('./components/lead-form/first-view'),
  },
  'meeting-picker': {
    code: () => import('./components/meeting-picker/define'),
    firstView: () => import('./components/meeting-picker/first-view'),
    eager: true,
  },
};

const requested = new Set<string>();

/** Loads an element's code now (its first use, or a navigation that changes what it shows). */
export function wake(tag: string): void {
  const loader = ELEMENT_LOADERS[tag];
  if (!loader || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  loader.code().then(
    // The first-party event record (state/beacon.ts) starts with the first use of an element, so a
    // foreign page's first load stays within its budget (the firm's own site starts it at once:
    // site/start.ts). Its code is already in the element's. A record that fails never breaks a page.
    () =>
      void import('./state/beacon').then(
        ({ startBeacon }) => startBeacon(),
        () => {},
      ),
    (error: unknown) => {
      requested.delete(tag); // the next use tries again
      console.error(`[cashflow-elements] could not load <${tag}>`, error);
    },
  );
}

/** Gives an element of ours its first view if it has none, then wakes it at its first use. */
function prepare(host: HTMLElement, tags: ReadonlySet<string>): void {
  const tag = host.localName;
  const loader = ELEMENT_LOADERS[tag];
  if (!loader || !tags.has(tag)) return;
  // The first page view with any of our elements counts, used or not (spec: visitor state).
  recordVisit();
  if (customElements.get(tag)) return;
  const listen = () => {
    if (loader.eager) return wake(tag);
    wakeOnFirstUse(host, () => wake(tag));
    // A page opened from a calculator link shows the shared result at once (share/open-shared-link.ts).
    if (tag === 'cashflow-calculator' && opensSharedLink(host)) wake(tag);
  };
  if (viewRootOf(host)) {
    listen();
    return;
  }
  loader.firstView().then(
    ({ firstView }) => {
      if (customElements.get(tag)) return; // its code arrived meanwhile and drew it
      insertFirstView(host, firstView);
      listen();
    },
    (error: unknown) => console.error(`[cashflow-elements] could not load <${tag}>`, error),
  );
}

/**
 * The loader: the only code of ours a page runs before someone uses an element. Watches the root
 * for our elements (all of them, or the given tags) and prepares each as it appears.
 */
export function autoload(
  root: Document | ShadowRoot = document,
  tags: readonly string[] = Object.keys(ELEMENT_LOADERS),
): MutationObserver {
  const wanted = new Set(tags);
  const selector = tags.join(',');
  const within = (node: ParentNode) => {
    if (node instanceof HTMLElement && wanted.has(node.localName)) prepare(node, wanted);
    for (const element of node.querySelectorAll<HTMLElement>(selector)) prepare(element, wanted);
  };
  // The calculator's space, held from now until its first view is in and after (reserved-height.css).
  if (wanted.has('cashflow-calculator')) adoptStyles(root, reservedHeightCss);
  within(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) within(node);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}
