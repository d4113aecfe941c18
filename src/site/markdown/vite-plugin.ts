/**
 * Vite plugin: a Markdown file of demo-site/content/ imports as a module, rendered at build time.
 * `import page from './x.md'` gives `{ meta, html }` (a lazy page); `./x.md?meta` gives the front
 * matter alone (article lists). No Markdown parser reaches the browser.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { renderContent } from './render';

const MARKDOWN_MODULE = /^([^?\0]+\.md)(\?meta)?$/;

export function markdownContent(): Plugin {
  return {
    name: 'cashflow:markdown-content',
    enforce: 'pre',
    load(id) {
      const match = MARKDOWN_MODULE.exec(id);
      if (!match) return null;
      const file = match[1]!;
      this.addWatchFile(file);
      const { meta, html } = renderContent(readFileSync(file, 'utf8'), file);
      return { code: `export default ${JSON.stringify(match[2] ? meta : { meta, html })};`, moduleSideEffects: false };
    },
  };
}
