import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumLaunchOptions, findChromium, NO_BROWSER_MESSAGE } from './scripts/find-browser.mjs';

if (!findChromium()) console.warn(`${NO_BROWSER_MESSAGE}\nTrying Playwright's own Chromium instead.`);

const FIXTURE = '/test/browser/fixtures/react-fixture.bundle.js';

/**
 * Serves test/browser/fixtures/react-fixture.tsx bundled with React (CommonJS, which the dev server
 * does not convert), for the tests of src/ui's React pieces; `?inline` CSS imports become text.
 */
const reactFixture = {
  name: 'react-fixture',
  resolveImport: ({ source }) => (/fixtures\/react-fixture(\.tsx)?$/.test(source) ? FIXTURE : undefined),
  async serve(context) {
    if (context.path !== FIXTURE) return undefined;
    const inlineCss = {
      name: 'inline-css',
      setup(bundler) {
        bundler.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
          path: new URL(args.path.replace('?inline', ''), `file://${args.resolveDir}/`).pathname,
          namespace: 'file',
        }));
      },
    };
    const result = await build({
      entryPoints: ['test/browser/fixtures/react-fixture.tsx'],
      bundle: true,
      format: 'esm',
      jsx: 'automatic',
      target: 'es2022',
      write: false,
      loader: { '.css': 'text' },
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [inlineCss],
      logLevel: 'warning',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

/**
 * Browser tests run in real Chromium against the built bundles in dist/ (what embeds load), so
 * `npm test` builds first; the tests of src/ui's React pieces use the bundled fixture above. Each test file gets a fresh page.
 */
export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  // One page at a time: the timing checks (popup delay, tooltip delays) need an unshared CPU on a 2-core machine.
  concurrency: 1,
  plugins: [reactFixture, esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: chromiumLaunchOptions() })],
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 600000,
};
