// What a page with only <cashflow-calculator> downloads before it runs, against the smallest React
// custom element: shared by `npm run bench` (which prints it) and the size-budget test (which holds
// it to the 1.15x).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';

/** The first load of the calculator may weigh at most this many times the hello-world. */
export const FIRST_LOAD_BUDGET = 1.15;

/** Static imports of a built ES module, followed recursively: what the browser must fetch before it runs. */
export function staticGraph(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  const importPattern = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(importPattern)) {
    if (match[1].startsWith('.')) staticGraph(resolve(dirname(entry), match[1]), seen);
  }
  return seen;
}

/** Bytes on the wire, each file gzipped on its own as a server would send it. */
export const gzipBytes = (files) =>
  [...files].reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);

/** The smallest React custom element: the same react, react-dom and r2wc, built by the same Vite. */
export async function helloWorldGzipBytes(scratch) {
  const folder = join(scratch, 'hello');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'hello.ts'),
    [
      "import r2wc from '@r2wc/react-to-web-component';",
      "import { createElement } from 'react';",
      "const Hello = ({ name }: { name?: string }) => createElement('p', null, `Hello, ${name ?? 'world'}`);",
      "customElements.define('hello-element', r2wc(Hello, { shadow: 'open', props: { name: 'string' } }));",
    ].join('\n'),
  );
  await viteBuild({
    root: folder,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: join(folder, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: join(folder, 'hello.ts'),
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  return gzipBytes(staticGraph(join(folder, 'dist', 'hello.js')));
}

/** The calculator's first load (from a built dist/) and the hello-world's, in gzip bytes. */
export async function firstLoadFigures(dist, scratch) {
  const files = staticGraph(join(dist, 'cashflow-calculator.js'));
  const bytes = gzipBytes(files);
  const hello = await helloWorldGzipBytes(scratch);
  return { files, bytes, hello, ratio: bytes / hello };
}
