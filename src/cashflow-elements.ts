/**
 * dist/cashflow-elements.js: one script tag for every element. Nothing is registered up front; each
 * element's bundle is imported the first time its tag appears in the page, and the chunks they share
 * (React, the engine) are fetched once.
 */
import { autoload } from './autoload';

// A page may include the script twice, from two URLs (two embeds, a CMS that repeats it): one
// observer of the document is enough.
const STARTED: unique symbol = Symbol.for('cashflow-elements.autoload');
const registry = globalThis as typeof globalThis & { [STARTED]?: MutationObserver };

registry[STARTED] ??= autoload(document);
