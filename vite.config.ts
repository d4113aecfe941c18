import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * One build writes the public entries under stable names (they are URLs that embeds point at),
 * shared content-hashed chunks, and the demo site that hosts them.
 */
export default defineConfig({
  root: resolve(root, 'demo-site'),
  publicDir: false,
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: {
        index: resolve(root, 'demo-site/index.html'),
        'cashflow-calculator': resolve(root, 'src/components/cashflow-calculator/define.ts'),
      },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: { host: '127.0.0.1' },
  test: {
    root,
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
  },
});
