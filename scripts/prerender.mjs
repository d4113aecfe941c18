// Writes every route's HTML into dist/ from the built shell (dist/index.html): content, <title>,
// meta description, canonical, Open Graph, JSON-LD, every element's first view (a declarative shadow
// root), and the site's
// styles inline.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, runnerImport } from 'vite';
import { BUILD_DEFINE } from './build-define.mjs';
import { cssText, firstViewStandIns } from './css-text.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const serverBuild = join(root, '.prerender');
/** The hashes the server adds to its Content-Security-Policy (server/security-headers.mjs). */
export const CSP_HASHES_FILE = 'csp-hashes.json';

/**
 * The site's stylesheet goes inline into every page: the first paint no longer waits for a
 * render-blocking request on another round trip (Lighthouse mobile LCP 1.7 s before). It is all
 * critical: 11 kB, 2.9 kB gzip, the same on every page and every page's first screen uses most
 * of it. A strict CSP allows this one <style> by its SHA-256, written to dist/csp-hashes.json.
 */
function inlineStylesheet(shell) {
  const links = [...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">\n?\s*/g)];
  if (links.length !== 1) throw new Error(`the shell should link one stylesheet, not ${links.length}`);
  const [link, file] = links[0];
  const css = readFileSync(join(dist, file), 'utf8').trim();
  if (css.includes('</style')) throw new Error(`${file} would close its <style>`);
  rmSync(join(dist, file));
  const hash = sha256(css);
  return { shell: shell.replace(link, () => `<style>${css}</style>\n    `), hash };
}

const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The elements' first views carry their styles in a <style> inside their declarative shadow root
 * (one per element kind, the same on every page), which the server's CSP allows by hash, as the
 * site's own stylesheet: never 'unsafe-inline'.
 */
function firstViewStyleHashes(pages) {
  const styles = new Set();
  for (const page of pages) {
    for (const [, css] of page.html.matchAll(/<template shadowrootmode="open"><style>([\s\S]*?)<\/style>/g))
      styles.add(css);
  }
  return [...styles].map(sha256);
}

/**
 * The pages' inline classic scripts (the headline experiment's, in <head>, shell.html), which the
 * CSP allows by hash: JSON-LD is data, not script, and needs none.
 */
function inlineScriptHashes(pages) {
  const scripts = new Set();
  for (const page of pages)
    for (const [, code] of page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)) scripts.add(code);
  return [...scripts].map(sha256);
}

export async function prerenderSite() {
  // The Markdown plugin is TypeScript (it reads src/core for the benchmark tables and the firm).
  const { module: markdown } = await runnerImport(join(root, 'src/site/markdown/vite-plugin.ts'), {
    configFile: false,
    logLevel: 'warn',
  });
  await build({
    configFile: false,
    root,
    plugins: [markdown.markdownContent(), cssText(), firstViewStandIns()],
    logLevel: 'warn',
    define: BUILD_DEFINE,
    build: {
      ssr: join(root, 'src/site/prerender.ts'),
      outDir: serverBuild,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const shellFile = join(dist, 'shell.html');
  const { shell, hash } = inlineStylesheet(readFileSync(shellFile, 'utf8'));
  const { prerender } = await import(pathToFileURL(join(serverBuild, 'prerender.mjs')).href);
  const pages = await prerender(shell);
  const hashes = [hash, ...firstViewStyleHashes(pages)];
  const scripts = inlineScriptHashes(pages);
  writeFileSync(
    join(dist, CSP_HASHES_FILE),
    `${JSON.stringify({ 'style-src': hashes, 'script-src': scripts }, null, 2)}\n`,
  );
  for (const page of pages) {
    const file = join(dist, page.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.html);
  }
  rmSync(shellFile);
  rmSync(serverBuild, { recursive: true, force: true });
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pages = await prerenderSite();
  console.log(`prerendered ${pages.length} pages`);
}
