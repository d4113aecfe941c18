// Writes every route's HTML into dist/ from the built shell (dist/index.html): content, <title>,
// meta description, canonical, Open Graph, JSON-LD, the header and footer fallbacks, and the site's
// styles inline.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, runnerImport } from 'vite';

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
  const hash = `sha256-${createHash('sha256').update(css).digest('base64')}`;
  return { shell: shell.replace(link, () => `<style>${css}</style>\n    `), hash };
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
    plugins: [markdown.markdownContent()],
    logLevel: 'warn',
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
  writeFileSync(join(dist, CSP_HASHES_FILE), `${JSON.stringify({ 'style-src': [hash] }, null, 2)}\n`);
  const { prerender } = await import(pathToFileURL(join(serverBuild, 'prerender.mjs')).href);
  const pages = await prerender(shell);
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
