import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BUILD_DEFINE } from './scripts/build-define.mjs';
import { cssText, firstViewStandIns } from './scripts/css-text.mjs';

const root = import.meta.dirname;

/** Every element has a public entry, dist/<tag>.js: the loader for it alone (src/components/<tag>/embed.ts). */
const ELEMENTS = [
  'cashflow-calculator',
  'site-header',
  'site-footer',
  'newsletter-form',
  'lead-form',
  'meeting-picker',
];

/** A folder of the source tree, as a chunk rule. */
const folder = (path: string) => new RegExp(`${path.split('/').join('[\\\\/]')}[\\\\/]`);

/** A file of the source tree, as a chunk rule. */
const file = (path: string) => new RegExp(`${path.split('/').join('[\\\\/]').replaceAll('.', '\\.')}(\\?|$)`);

/**
 * The calculator's lazy parts (components/cashflow-calculator/lazy-parts.ts): each is one dynamic
 * import of a module in a folder of the calculator, so its chunk holds that module and what only it
 * uses, and is named after its folder: chunks/calculator-<folder>-<hash>.js (results, follow-up,
 * overlays, forecast-chart). What several share is a chunk of its own; what the first render
 * already has stays with it.
 */
const LAZY_FOLDER = /src[\\/]components[\\/]cashflow-calculator[\\/]([\w-]+)[\\/][^\\/]+$/;

/** An element's code (define.ts) and its first view (first-view.ts): chunks/<tag>-element-<hash>.js, chunks/<tag>-first-view-<hash>.js. */
const ELEMENT_PART = /src[\\/]components[\\/]([\w-]+)[\\/](define|first-view)\.ts$/;

function chunkFileName(chunk: {
  name: string;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}): string {
  const part = chunk.moduleIds.map((id) => ELEMENT_PART.exec(id)).find((match) => match?.[2] === chunk.name);
  if (part) return `chunks/${part[1]}-${part[2] === 'define' ? 'element' : 'first-view'}-[hash].js`;
  const lazyFolder = chunk.isDynamicEntry ? LAZY_FOLDER.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
  return `chunks/${lazyFolder ? `calculator-${lazyFolder}` : chunk.name}-[hash].js`;
}

/**
 * Each element's first view (virtual:first-view/<tag>: its markup and styles; with a query, for those
 * attributes: virtual:first-view/lead-form?kind=sales), rendered by
 * react-dom/server while Vite builds, through Vite's module runner (src/site/first-views.tsx is
 * TypeScript and imports CSS as text), exactly as the prerender renders it into the pages.
 */
function firstViews(): Plugin {
  const PREFIX = 'virtual:first-view/';
  let rendering: Promise<typeof import('./src/site/first-views')> | undefined;
  return {
    name: 'cashflow:first-views',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      rendering ??= runnerImport<typeof import('./src/site/first-views')>(resolve(root, 'src/site/first-views.tsx'), {
        configFile: false,
        logLevel: 'warn',
        define: BUILD_DEFINE,
        plugins: [cssText(), firstViewStandIns()],
      }).then(({ module }) => module);
      const { renderFirstView } = await rendering;
      const [tag = '', query = ''] = id.slice(PREFIX.length + 1).split('?');
      const attributes = Object.fromEntries(new URLSearchParams(query));
      return `export default ${JSON.stringify(renderFirstView(tag, attributes))};`;
    },
  };
}

/**
 * Vite wraps each dynamic import in a helper that first preloads the chunk's dependencies and CSS
 * (0.6 kB gzip on the loader, the only code a page fetches before use). With modulePreload off
 * there are no dependencies to preload, and our chunks import no CSS (shadow roots take their
 * styles as text), so the helper only imports. The build fails if a chunk ever names preload
 * dependencies again, which this helper would drop. Vite has no option to leave dynamic imports
 * alone (vitejs/vite#13952, #18551).
 */
function plainDynamicImports(): Plugin {
  const HELPER_ID = '\0vite/preload-helper.js';
  return {
    name: 'cashflow:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === HELPER_ID ? id : null),
    load: (id) => (id === HELPER_ID ? 'export const __vitePreload = (importModule) => importModule();' : null),
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && /__vite__mapDeps|vite:preloadError/.test(file.code))
          this.error(`${file.fileName} preloads dependencies, which plainDynamicImports in vite.config.ts drops`);
      }
    },
  };
}

/**
 * The Markdown content plugin (src/site/markdown/), loaded through Vite's module runner: it is
 * TypeScript that reads src/core (benchmarks, the firm), which the config loader would bundle.
 * scripts/prerender.mjs loads it the same way.
 */
const markdownContent = async (): Promise<Plugin> =>
  (
    await runnerImport<typeof import('./src/site/markdown/vite-plugin')>(
      resolve(root, 'src/site/markdown/vite-plugin.ts'),
      {
        configFile: false,
        logLevel: 'warn',
      },
    )
  ).module.markdownContent();

/**
 * The staff area's app (src/staff/, issue 11), built by `vite build --mode staff` after the site
 * (scripts/build.mjs) into the same dist/ without touching the site's bundles: dist/staff/app.js and
 * dist/staff/app.css, which the server's staff page shell loads (STAFF_ENTRY in
 * src/staff/api-types.ts). It bundles its own React, so no site chunk changes and nothing of it
 * reaches a public page.
 */
export const STAFF_MODE = 'staff';

const staffApp = defineConfig({
  root,
  publicDir: false,
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: false,
    target: 'es2022',
    // Written for the developer, not linked from the bundle; the server never serves them (static-site.ts).
    sourcemap: 'hidden',
    rollupOptions: {
      input: { app: resolve(root, 'src/staff/main.tsx') },
      output: {
        entryFileNames: 'staff/[name].js',
        chunkFileNames: 'chunks/staff-[name]-[hash].js',
        assetFileNames: 'staff/[name][extname]',
      },
    },
  },
});

/** The site: the elements' bundles and the page shell the prerender fills (scripts/prerender.mjs). */
const site = defineConfig({
  plugins: [plainDynamicImports(), firstViews(), markdownContent()],
  root: resolve(root, 'demo-site'),
  publicDir: resolve(root, 'demo-site/public'),
  appType: 'mpa',
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // No preloading of a lazy chunk's imports: they are fetched when it arrives, one round trip
    // later. Lists of every element's chunks would weigh on the loader, the only code a page
    // fetches before it is used, and each chunk they would speed up is fetched at a first use,
    // ahead of the click it serves (see plainDynamicImports).
    modulePreload: false,
    rollupOptions: {
      checks: { pluginTimings: false },
      input: {
        site: resolve(root, 'demo-site/shell.html'),
        ...Object.fromEntries(ELEMENTS.map((tag) => [tag, resolve(root, `src/components/${tag}/embed.ts`)])),
        // One script for all of them: registers each element the first time its tag appears.
        'cashflow-elements': resolve(root, 'src/cashflow-elements.ts'),
      },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: chunkFileName,
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Chunks follow folders: `react` is what every element loads (React, r2wc, signals,
        // src/internal, and what their first renders share); the calculator's entry holds its
        // first render; each lazy folder is a chunk (chunkFileName above); so is the tooltips'
        // bubble/, whose Floating UI comes when a tooltip first opens.
        codeSplitting: {
          // A group holds the modules its rule names, not their imports too (except `calculator`).
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: new RegExp(
                [folder('node_modules/(react|react-dom|scheduler|@r2wc)'), folder('src/internal')]
                  .map((rule) => rule.source)
                  .join('|'),
              ),
              priority: 20,
            },
            // The loader: what a page runs before an element is used, one file (src/loader, the
            // autoloader, the visit flag and the storage it writes).
            {
              name: 'loader',
              test: new RegExp(
                [
                  folder('src/loader'),
                  file('src/autoload.ts'),
                  file('src/state/visit.ts'),
                  file('src/state/storage.ts'),
                ]
                  .map((rule) => rule.source)
                  .join('|'),
              ),
              priority: 15,
            },
            // The calculator's first view with everything it imports (the attribute rules, the core
            // modules that parse and format them): the one chunk a foreign page fetches for it, which
            // the element's code then imports too. Left to the bundler, those core modules moved into
            // chunks of their own whenever the calculator's graph changed (+0.7 kB and two requests
            // in the first load, over its budget).
            {
              name: 'first-view',
              test: file('src/components/cashflow-calculator/first-view.ts'),
              includeDependenciesRecursively: true,
              priority: 10,
            },
            // Floating UI with the tooltips' use of it, fetched when a tooltip first opens.
            {
              name: 'floating-ui',
              test: new RegExp(
                `${file('src/ui/tooltip/bubble/place-tooltip.ts').source}|${folder('node_modules/@floating-ui').source}`,
              ),
            },
          ],
        },
      },
    },
  },
  define: BUILD_DEFINE,
  server: { host: '127.0.0.1' },
  experimental: {
    // Bundles find their chunks relative to themselves (import.meta.url), so dist/ works from any
    // folder or CDN path an embed is hosted at; the site's HTML pages use absolute URLs.
    renderBuiltUrl: (filename, { hostType }) => (hostType === 'html' ? `/${filename}` : { relative: true }),
  },
  test: {
    root,
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
  },
});

export default defineConfig(({ mode }) => (mode === STAFF_MODE ? staffApp : site));
