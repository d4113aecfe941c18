import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumLaunchOptions, findChromium, NO_BROWSER_MESSAGE } from './scripts/find-browser.mjs';

if (!findChromium()) console.warn(`${NO_BROWSER_MESSAGE}\nTrying Playwright's own Chromium instead.`);

/**
 * Browser tests run in real Chromium against the built bundles in dist/ (what embeds load), so
 * `npm test` builds first. Each test file gets a fresh page.
 */
export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  // One page at a time: the timing checks (popup delay, tooltip delays) need an unshared CPU on a 2-core machine.
  concurrency: 1,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: chromiumLaunchOptions() })],
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 600000,
};
