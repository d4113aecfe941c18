// Layout shift the calculator causes where the README says it may (`npm run bench -- --only=layout`),
// by the Layout Instability API in Chromium at 1280 and 390 px, against a built dist/:
// - one plain script tag at the end of a bare page's body (no render-blocking loader in <head>): the
//   page paints before the loader adopts the calculator's reserved height, which then moves the
//   paragraph below it once;
// - results that arrive late: React held back 1.5 s, a revenue typed and Calculate clicked before it
//   is there, on the firm's calculator page. The result grows the element more than 500 ms after the
//   click, so the layout shift API no longer counts it as caused by that input, and what is below
//   moves in CLS.
// test/e2e/layout-shift.test.mjs holds the render-blocking embed and the site's pages to CLS 0.
import { createServer } from 'node:http';
import { launchChromium } from './find-browser.mjs';
import { serveSite } from './serve.mjs';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** React (the calculator's code) arrives this long after it is asked for. */
const LATE_CODE_MS = 1500;

/** A bare page of another origin: a paragraph above, the calculator, a paragraph below, the script last. */
const plainTagPage = (siteOrigin) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>A host page</title>
  </head>
  <body>
    <h1>Check your cash flow</h1>
    <p>A paragraph before the calculator.</p>
    <cashflow-calculator></cashflow-calculator>
    <p>A paragraph after the calculator.</p>
    <script type="module" src="${siteOrigin}/cashflow-elements.js"></script>
  </body>
</html>`;

/** Runs in the page before its scripts: the sum of layout shifts without recent input. */
function recordShifts() {
  window.cumulativeShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.cumulativeShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS of the plain script tag embed, in a new context of `browser` at `viewport`. */
async function plainTagShift(browser, hostOrigin, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    await page.goto(`${hostOrigin}/`, { waitUntil: 'load' });
    await page.locator('cashflow-calculator').getByRole('button', { name: 'Calculate', exact: true }).waitFor();
    await page.waitForTimeout(1000);
    return await page.evaluate(() => window.cumulativeShift);
  } finally {
    await context.close();
  }
}

/** CLS on the firm's calculator page when Calculate is clicked before React, which comes LATE_CODE_MS late. */
async function lateResultShift(browser, siteOrigin, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    await page.addInitScript(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
    await page.route(/\/chunks\/cashflow-calculator-element-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATE_CODE_MS));
      await route.continue();
    });
    await page.goto(`${siteOrigin}/resources/cash-flow-calculator`, { waitUntil: 'load' });
    const calculator = page.locator('cashflow-calculator');
    await calculator.locator('input[name="monthlyRevenue"]').fill('64000');
    await calculator.getByRole('button', { name: 'Calculate', exact: true }).click();
    await calculator.getByRole('tab', { name: 'Standard Analysis' }).waitFor({ timeout: 15000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => window.cumulativeShift);
  } finally {
    await context.close();
  }
}

/** The bench's rows: both figures at both widths. */
export async function layoutShiftFigures(dist) {
  const server = await serveSite({ dist, port: 0, host: '127.0.0.1' });
  const siteOrigin = `http://127.0.0.1:${server.address().port}`;
  const host = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(plainTagPage(siteOrigin)),
  ).listen(0, '127.0.0.1');
  await new Promise((resolve) => host.once('listening', resolve));
  const hostOrigin = `http://127.0.0.1:${host.address().port}`;
  const browser = await launchChromium();
  try {
    const plain = [];
    const late = [];
    for (const viewport of VIEWPORTS) {
      plain.push(await plainTagShift(browser, hostOrigin, viewport));
      late.push(await lateResultShift(browser, siteOrigin, viewport));
    }
    const widths = VIEWPORTS.map((viewport) => `${viewport.width} px`).join(', ');
    return [
      {
        label: 'CLS, one plain script tag at the end of the body',
        value: plain.map((cls) => cls.toFixed(3)).join(', '),
        detail: `${widths}; a bare page, one paragraph below the calculator (the render-blocking loader in <head>: 0)`,
      },
      {
        label: 'CLS, results shown 1.5 s after Calculate',
        value: late.map((cls) => cls.toFixed(3)).join(', '),
        detail: `${widths}; /resources/cash-flow-calculator, Calculate clicked before React, which arrives ${LATE_CODE_MS} ms late`,
      },
    ];
  } finally {
    await browser.close();
    host.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
