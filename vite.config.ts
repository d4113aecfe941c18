import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/** Every element has a public entry, dist/<tag>.js, that registers it. */
const ELEMENTS = ['cashflow-calculator', 'site-header', 'site-footer', 'newsletter-form', 'lead-form'];

/** A folder of the source tree, as a chunk rule. */
const folder = (path: string) => new RegExp(`${path.split('/').join('[\\\\/]')}[\\\\/]`);

/** A file of the source tree, as a chunk rule. */
const file = (path: string) => new RegExp(`${path.split('/').join('[\\\\/]').replaceAll('.', '\\.')}(\\?|$)`);

/**
 * The few modules the elements' first renders share, besides React (in the `react` chunk, which
 * every element loads): without them there, an element would import them from another element's
 * entry. The build fails if one ever does (see elementsStayApart).
 */
const SHARED_BY_ELEMENTS = [
  'src/ui/base.css',
  'src/ui/use-signal.ts',
  'src/ui/field-label.tsx',
  'src/ui/use-lazy-module.ts',
  'src/ui/tooltip/lazy-bubble.ts',
  'src/core/constants.ts',
  'src/core/format.ts',
  'src/core/rounding.ts',
  'src/core/types.ts',
  'src/core/inputs.ts',
];

/**
 * The calculator's lazy folders (results/, follow-up/, overlays/, forecast-chart/, field-help/):
 * each is fetched through one dynamic import of a module in it, so its chunk holds that folder and
 * what only it uses, and is named after it: chunks/calculator-<folder>-<hash>.js. What several
 * share is a chunk of its own; what the first render already has stays with it.
 */
const LAZY_FOLDER = /src[\\/]components[\\/]cashflow-calculator[\\/]([\w-]+)[\\/][^\\/]+$/;

function chunkFileName(chunk: { name: string; isDynamicEntry: boolean; facadeModuleId: string | null }): string {
  const lazyFolder = chunk.isDynamicEntry ? LAZY_FOLDER.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
  return `chunks/${lazyFolder ? `calculator-${lazyFolder}` : chunk.name}-[hash].js`;
}

/**
 * Fails the build if an element's bundle loads another element's entry (which would register that
 * element too): what their first renders share belongs in SHARED_BY_ELEMENTS.
 */
function elementsStayApart(): Plugin {
  return {
    name: 'cashflow:elements-stay-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports]] : [])),
      );
      const entries = ELEMENTS.map((tag) => `${tag}.js`);
      for (const entry of entries) {
        const loaded = new Set<string>();
        const visit = (fileName: string) => {
          for (const imported of chunks.get(fileName) ?? []) {
            if (loaded.has(imported)) continue;
            loaded.add(imported);
            visit(imported);
          }
        };
        visit(entry);
        const other = entries.find((candidate) => loaded.has(candidate));
        if (other)
          this.error(`${entry} loads ${other}: add the modules they share to SHARED_BY_ELEMENTS in vite.config.ts`);
      }
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper, which also loads CSS and reports errors
 * through a window event: 0.8 kB gzip on the calculator's first load, a tenth of our budget. Our
 * lazy chunks import no CSS files (shadow roots adopt their styles as text), so this helper only
 * adds <link rel=modulepreload> for a lazy chunk's dependencies, once each, then imports it.
 * Vite has no option to drop the wrapper (vitejs/vite#13952, #18551); the build fails if a lazy
 * chunk ever gains a CSS dependency this helper would not load.
 */
function slimPreloadHelper({ elementEntries }: { elementEntries: readonly string[] }): Plugin {
  const HELPER_ID = '\0vite/preload-helper.js';
  const HELPER = `const preloaded = new Set();
export const __vitePreload = (importModule, dependencies, importerUrl) => {
  for (const dependency of dependencies ?? []) {
    const href = new URL(dependency, importerUrl).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return importModule();
};`;
  let chunks = new Map<string, readonly string[]>();
  /** The files a chunk has loaded before its code runs: its static imports, and theirs. */
  const loadedBy = (fileName: string, seen = new Set<string>()): Set<string> => {
    for (const imported of chunks.get(fileName) ?? []) {
      if (!seen.has(imported)) loadedBy(imported, seen.add(imported));
    }
    return seen;
  };
  return {
    name: 'cashflow:slim-preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === HELPER_ID ? id : null),
    load: (id) => (id === HELPER_ID ? HELPER : null),
    config: () => ({
      build: {
        modulePreload: {
          // A lazy chunk's dependencies minus what its importer has already loaded. None for the
          // lazy parts of an element or of the `react` chunk all elements share (the tooltip
          // bubble, the visitor flag): they are fetched at the first pointer or focus inside an
          // element, well before anyone waits on them, and their list would weigh on every first load.
          resolveDependencies: (_file, dependencies, { hostId, hostType }) => {
            if (hostType === 'html') return dependencies;
            if (elementEntries.includes(hostId) || /^chunks\/react-[^/]+\.js$/.test(hostId)) return [];
            const loaded = loadedBy(hostId);
            return dependencies.filter((dependency) => !loaded.has(dependency));
          },
        },
      },
    }),
    generateBundle(_options, bundle) {
      chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports]] : [])),
      );
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        // Vite's own helper announces failures with this event; ours does not.
        if (file.code.includes('vite:preloadError'))
          this.error('the slim preload helper was not used: did Vite rename its helper module?');
        const mapDeps = /__vite__mapDeps=.*?\]\)\)\)/.exec(file.code)?.[0] ?? '';
        if (mapDeps.includes('.css'))
          this.error(`${file.fileName} preloads CSS, which the slim preload helper does not load`);
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
  plugins: [
    slimPreloadHelper({ elementEntries: ELEMENTS.map((tag) => `${tag}.js`) }),
    elementsStayApart(),
    markdownContent(),
  ],
  root: resolve(root, 'demo-site'),
  publicDir: resolve(root, 'demo-site/public'),
  appType: 'mpa',
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      checks: { pluginTimings: false },
      input: {
        site: resolve(root, 'demo-site/shell.html'),
        ...Object.fromEntries(ELEMENTS.map((tag) => [tag, resolve(root, `src/components/${tag}/define.ts`)])),
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
            // Vite's preload helper on its own, so the autoloader's static imports stay tiny.
            { name: 'preload-helper', test: /preload-helper/, priority: 30 },
            {
              name: 'react',
              test: new RegExp(
                [
                  folder('node_modules/(react|react-dom|scheduler|@r2wc|@preact/signals-core)'),
                  folder('src/internal'),
                  ...SHARED_BY_ELEMENTS.map(file),
                ]
                  .map((rule) => rule.source)
                  .join('|'),
              ),
              priority: 20,
            },
            // Floating UI with the tooltips' use of it, fetched when a tooltip first opens.
            {
              name: 'floating-ui',
              test: new RegExp(
                `${file('src/ui/tooltip/bubble/place-tooltip.ts').source}|${folder('node_modules/@floating-ui').source}`,
              ),
            },
            // The calculator's entry with everything its first render imports: one file, not several.
            {
              name: 'calculator',
              test: file('src/components/cashflow-calculator/define.ts'),
              includeDependenciesRecursively: true,
            },
          ],
        },
      },
    },
  },
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
