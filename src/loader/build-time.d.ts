/** An element's first view, rendered by react-dom/server while Vite builds (vite.config.ts). */
declare module 'virtual:first-view/*' {
  const view: { html: string; css: string };
  export default view;
}

/** The year the first views were rendered in, which a footer shows until React wakes. */
declare const __BUILD_YEAR__: number;
