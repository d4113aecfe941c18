import type { FirstView } from '../../loader/first-view';
import view from 'virtual:first-view/newsletter-form';

/** The first view react-dom/server rendered at build time (vite.config.ts, src/site/first-views.tsx). */
export const firstView: FirstView = view;
