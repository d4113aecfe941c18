// The copy-paste embeds of dist-examples/ work as a stranger would use them: dist/ served at the
// root and the example pages beside it, in Chromium, with no console error and no CSP violation.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import sirv from 'sirv';
import { launchChromium } from '../../scripts/find-browser.mjs';
import { dist } from './harness.mjs';

const EXAMPLES = [
  { path: '/plain-html/', calculators: 1 },
  { path: '/strict-csp/', calculators: 1 },
  { path: '/multiple/', calculators: 3 },
  { path: '/theming/', calculators: 2 },
];

let server;
let browser;
let origin;
before(async () => {
  const bundles = sirv(dist, { dev: true });
  const examples = sirv(join(dist, '..', 'dist-examples'), { dev: true });
  server = createServer((request, response) =>
    bundles(request, response, () => examples(request, response, () => ((response.statusCode = 404), response.end()))),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('dist-examples', () => {
  for (const { path, calculators } of EXAMPLES) {
    test(`${path} embeds ${calculators} working calculator(s) with no error and no CSP violation`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems = [];
      // Failed requests are judged by their URL below (a browser asks for /favicon.ico by itself).
      page.on(
        'console',
        (message) =>
          message.type() === 'error' &&
          !message.text().startsWith('Failed to load resource') &&
          problems.push(message.text()),
      );
      page.on(
        'response',
        (response) =>
          response.status() >= 400 &&
          !response.url().endsWith('/favicon.ico') &&
          problems.push(`${response.status()} ${response.url()}`),
      );
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(() => {
        localStorage.setItem('cashflow-elements:email-popup-shown', '1');
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      try {
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        const elements = page.locator('cashflow-calculator');
        assert.equal(await elements.count(), calculators);
        for (let index = 0; index < calculators; index++) {
          const calculator = elements.nth(index);
          await calculator.getByRole('button', { name: 'Calculate', exact: true }).click();
          await calculator.getByRole('tab', { name: 'Forecast' }).click();
          await calculator.locator('.chart canvas').waitFor();
          assert.match(await calculator.getByRole('tabpanel').innerText(), /12-Month Cash Flow Forecast/);
        }
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }
});
