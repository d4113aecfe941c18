// <cashflow-calculator> moves nothing on the page while it loads (issue 13: zero layout shift on any
// host): on a bare page of another origin with no CSS of its own and one script tag, at 1280 and
// 390 px and in a 620 px column, and on the site's calculator page. The Layout Instability API
// records every shift from navigation through the first render and the lazy parts
// (reserved-height.css holds the element's space before its bundle arrives).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { startSite } from './harness.mjs';

/** The element's first view (the loader's template) arrives this late, so frames are painted without it. */
const BUNDLE_DELAY_MS = 400;

/** Lazy parts the first pointer over the element fetches (lazy-parts.ts). */
const LAZY_PARTS = ['calculator-results', 'calculator-follow-up', 'calculator-overlays'];

const CASES = [
  { name: '1280 px viewport', viewport: { width: 1280, height: 900 } },
  { name: '390 px viewport', viewport: { width: 390, height: 844 } },
  { name: '620 px column', viewport: { width: 1280, height: 900 }, column: 620 },
];

/** A page as a stranger writes it: the autoloader, render-blocking (README, Embed the calculator). */
const hostPage = (siteOrigin, column) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>A host page</title>
    <script type="module" blocking="render" src="${siteOrigin}/cashflow-elements.js"></script>
  </head>
  <body>
    <h1>Check your cash flow</h1>
    <p>A paragraph before the calculator.</p>
    <div${column ? ` style="width: ${column}px"` : ''}><cashflow-calculator></cashflow-calculator></div>
    <p>A paragraph after the calculator.</p>
  </body>
</html>`;

/**
 * Runs in the page before its own scripts: every layout shift without recent input, and the
 * element's height in each frame, with whether it was defined by then.
 */
function recordLayout() {
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  window.calculatorFrames = [];
  const frame = () => {
    const element = document.querySelector('cashflow-calculator');
    if (element)
      window.calculatorFrames.push({
        defined: Boolean(customElements.get('cashflow-calculator')),
        height: element.getBoundingClientRect().height,
      });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const nextFrames = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Loads a page, lets the calculator render and fetch its lazy parts, and returns what was recorded. */
async function loadAndRecord(site, url, options) {
  const context = await site.browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  try {
    await page.addInitScript(recordLayout);
    await page.route(new RegExp(`^${site.origin}/chunks/cashflow-calculator-first-view-`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, BUNDLE_DELAY_MS));
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'load' });
    const calculator = page.locator('cashflow-calculator');
    await calculator.getByRole('button', { name: 'Calculate', exact: true }).waitFor();
    // A pointer over the element wakes it, and it fetches its lazy parts; moving it is not input
    // that excuses a shift.
    const parts = LAZY_PARTS.map((part) =>
      page.waitForResponse((response) => response.url().includes(`/chunks/${part}-`)),
    );
    await calculator.getByRole('heading', { name: 'Business Inputs' }).hover();
    await Promise.all(parts);
    await page.waitForLoadState('networkidle');
    await nextFrames(page);
    const recorded = await page.evaluate(() => ({ shifts: window.layoutShifts, frames: window.calculatorFrames }));
    return { ...recorded, errors };
  } finally {
    await context.close();
  }
}

let site;
let host;
let hostOrigin;
before(async () => {
  site = await startSite();
  host = createServer((request, response) => {
    const column = Number(new URL(request.url, 'http://host').searchParams.get('column')) || 0;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(hostPage(site.origin, column));
  });
  await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${host.address().port}`;
});
after(async () => {
  await new Promise((resolve) => host?.close(resolve));
  await site?.close();
});

describe('a bare host page', () => {
  for (const { name, viewport, column } of CASES) {
    test(`${name}: the calculator's height is held from before its definition through its lazy parts; CLS 0`, async (t) => {
      const { shifts, frames, errors } = await loadAndRecord(site, `${hostOrigin}/?column=${column ?? 0}`, {
        viewport,
      });
      const cls = shifts.reduce((sum, value) => sum + value, 0);
      const heights = [...new Set(frames.map((frame) => frame.height))];
      t.diagnostic(
        `CLS ${cls}; ${frames.filter((frame) => !frame.defined).length} frames before the definition; height ${heights.join(' then ')} px`,
      );
      assert.ok(
        frames.some((frame) => !frame.defined),
        'a frame was painted before the element was defined',
      );
      assert.deepEqual(heights.length, 1, `one height in every frame, not ${heights.join(', ')}`);
      assert.equal(cls, 0);
      assert.deepEqual(errors, []);
    });
  }
});

describe("the site's calculator page", () => {
  for (const { name, viewport } of CASES.filter((entry) => !entry.column)) {
    test(`${name}: CLS 0 through the first render and the lazy parts`, async (t) => {
      const { shifts, errors } = await loadAndRecord(site, `${site.origin}/resources/cash-flow-calculator`, {
        viewport,
      });
      const cls = shifts.reduce((sum, value) => sum + value, 0);
      t.diagnostic(`CLS ${cls}`);
      assert.equal(cls, 0);
      assert.deepEqual(errors, []);
    });
  }
});

test('reserved-height.css holds the first render at every width of the element from 240 to 1400 px', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1500, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${hostOrigin}/?column=600`, { waitUntil: 'load' });
    await page.locator('cashflow-calculator').getByRole('button', { name: 'Calculate', exact: true }).waitFor();
    const tooTall = await page.evaluate(() => {
      const element = document.querySelector('cashflow-calculator');
      const content = element.shadowRoot.querySelector('.calculator');
      const found = [];
      for (let width = 240; width <= 1400; width++) {
        element.parentElement.style.width = `${width}px`;
        const reserved = parseFloat(getComputedStyle(element, '::before').height);
        const rendered = content.getBoundingClientRect().height;
        // Written so that no reservation at all (NaN) is reported too.
        if (!(reserved >= rendered)) found.push(`${width} px: ${rendered} px drawn in ${reserved} px`);
      }
      return found;
    });
    assert.deepEqual(tooTall, [], 'widths whose first render is taller than its reserved height');
  } finally {
    await context.close();
  }
});
