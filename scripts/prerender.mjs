// Writes every route's HTML into dist/ from the built shell (dist/index.html): content, <title>,
// meta description, canonical, Open Graph, JSON-LD, and the header and footer fallbacks.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, runnerImport } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const serverBuild = join(root, '.prerender');

export async function prerenderSite() {
  // The Markdown plugin is TypeScript (it reads src/core for the benchmark tables and the firm).
  const { module: markdown } = await runnerImport(join(root, 'src/site/markdown/vite-plugin.ts'), { configFile: false, logLevel: 'warn' });
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
  const shell = readFileSync(shellFile, 'utf8');
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
