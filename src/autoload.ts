import reservedHeightCss from './components/cashflow-calculator/reserved-height.css?inline';

/**
 * Loads an element's code the first time its tag appears in the document (or in a shadow root
 * passed to autoload), so a page pays only for the elements it uses.
 */
export const ELEMENT_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  'cashflow-calculator': () => import('./components/cashflow-calculator/define'),
  'site-header': () => import('./components/site-header/define'),
  'site-footer': () => import('./components/site-footer/define'),
  'newsletter-form': () => import('./components/newsletter-form/define'),
  'lead-form': () => import('./components/lead-form/define'),
};

const requested = new Set<string>();

function loadUndefinedWithin(root: ParentNode): void {
  for (const element of root.querySelectorAll(':not(:defined)')) {
    const tag = element.localName;
    const load = ELEMENT_LOADERS[tag];
    if (!load || requested.has(tag) || customElements.get(tag)) continue;
    requested.add(tag);
    load().catch((error: unknown) => {
      requested.delete(tag);
      console.error(`[cashflow-elements] could not load <${tag}>`, error);
    });
  }
}

/**
 * The calculator's space, held from now until its bundle has arrived and after (reserved-height.css).
 * A constructable sheet, which a strict Content-Security-Policy allows (no inline <style>); written
 * here rather than with internal/adopt-styles.ts, which lives in the React chunk.
 */
function reserveCalculatorSpace(root: Document | ShadowRoot): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reservedHeightCss);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

export function autoload(root: Document | ShadowRoot = document): MutationObserver {
  reserveCalculatorSpace(root);
  loadUndefinedWithin(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          if (ELEMENT_LOADERS[node.localName] && !customElements.get(node.localName))
            loadUndefinedWithin(node.parentNode ?? root);
          else loadUndefinedWithin(node);
        }
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}
