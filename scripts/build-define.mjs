// Constants every build of the elements' code shares: the browser bundles (vite.config.ts), the
// prerender and the first views rendered at build time (scripts/prerender.mjs), which must agree.
export const BUILD_DEFINE = { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) };
