import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/** Every element has a public entry, dist/<tag>.js, that registers it. */
const ELEMENTS = ['cashflow-calculator', 'site-header', 'site-footer', 'newsletter-form', 'lead-form'];

export default defineConfig({
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
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Two shared chunks instead of a dozen small ones: what every element needs (React, r2wc,
        // the wrapper) and what the calculator's first render needs (signals, the engine, the
        // stores, the field pieces). Everything else stays with the chunk that uses it.
        codeSplitting: {
          groups: [
            // Vite's preload helper on its own, so the autoloader's static imports stay tiny.
            { name: 'preload-helper', test: /preload-helper/, priority: 100 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]|src[\\/]internal[\\/]|src[\\/]ui[\\/]base\.css/ },
            {
              name: 'engine',
              test: /@preact[\\/]signals-core|src[\\/]core[\\/](types|parse|constants|calculate|forecast|format|scenarios|benchmarks)\.ts|src[\\/]state[\\/](calculator|storage|toasts|visitor)\.ts|src[\\/]ui[\\/](use-signal|field-label|tooltip|use-tooltip|tooltip-delay|toaster)\.tsx?/,
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
