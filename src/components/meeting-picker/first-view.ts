import type { FirstView } from '../../loader/first-view';
import book from 'virtual:first-view/meeting-picker';
import manage from 'virtual:first-view/meeting-picker?mode=manage';

/**
 * Each mode's first view, rendered by react-dom/server at build time (vite.config.ts,
 * src/site/first-views.tsx): the manage page says it is loading the meeting, not the free times.
 */
export const firstView: FirstView = {
  ...book,
  fill(root, host) {
    // Build-time markup of our own, never the attribute's text.
    if (host.getAttribute('mode') === 'manage') root.innerHTML = manage.html;
  },
};
