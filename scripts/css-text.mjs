// The elements' styles as text (`import css from './x.css?inline'`), minified by esbuild, for the
// builds that render first views in Node: Vite's own CSS pipeline needs a browser build around it.
// The browser bundles no longer carry the elements' first styles: those come with the first view.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { transformSync } from 'esbuild';

// Named so that Vite's CSS plugins, which match ids ending in .css, leave it alone.
const PREFIX = '\0css-text:';
const SUFFIX = '.as-text';

export const cssText = () => ({
  name: 'cashflow:css-text',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith('.css?inline') || !importer) return null;
    const file = source.slice(0, -'?inline'.length);
    const path = file.startsWith('.') ? resolve(dirname(importer), file) : (await this.resolve(file, importer))?.id;
    return path ? `${PREFIX}${path}${SUFFIX}` : null;
  },
  load(id) {
    if (!id.startsWith(PREFIX)) return null;
    const { code } = transformSync(readFileSync(id.slice(PREFIX.length, -SUFFIX.length), 'utf8'), {
      loader: 'css',
      minify: true,
    });
    return `export default ${JSON.stringify(code.trim())};`;
  },
});

/**
 * For the same Node builds: an element's first view (`virtual:first-view/<tag>`) as an empty stand-in.
 * A component may reach an element's registration through a lazy import (the calculator's booking
 * dialog defines <meeting-picker>), and that registration imports the first view being made; the
 * renderer never runs that code, it only needs the module graph complete.
 */
export const firstViewStandIns = () => ({
  name: 'cashflow:first-view-stand-ins',
  resolveId: (source) => (source.startsWith('virtual:first-view/') ? `\0stand-in:${source}` : null),
  load: (id) => (id.startsWith('\0stand-in:') ? 'export default { html: "", css: "" };' : null),
});
