import type { FirstView } from '../../loader/first-view';
import contact from 'virtual:first-view/lead-form';
import consultation from 'virtual:first-view/lead-form?kind=consultation';
import sales from 'virtual:first-view/lead-form?kind=sales';

/** Each kind's first view, rendered by react-dom/server at build time (vite.config.ts, src/site/first-views.tsx). */
const BY_KIND: Readonly<Record<string, string>> = { consultation: consultation.html, sales: sales.html };

/**
 * The kinds word the form differently (heading, fields, button), so an element of another kind than
 * contact starts from its own kind's markup: React hydrates it instead of finding other words and
 * drawing anew. An unknown kind keeps the contact form, as the element does (it warns then).
 */
export const firstView: FirstView = {
  ...contact,
  fill(root, host) {
    const html = BY_KIND[host.getAttribute('kind') ?? ''];
    // Build-time markup of our own, never the attribute's text.
    if (html) root.innerHTML = html;
  },
};
