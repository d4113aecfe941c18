// The calculator is there at first paint (issue 19), on the firm's pages (prerendered declarative
// shadow roots) and on a foreign page with one script tag (the loader's template): with
// JavaScript off the inputs and menus show; nothing of an element's code runs before its first
// use; what is typed and the first click on Calculate before React arrives count; React hydrates
// the first view in place (the same input element), with no console error and no layout shift.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { openPage, startSite } from './harness.mjs';

/** React arrives this late, so the visitor types and clicks before it is there. */
const ELEMENT_DELAY_MS = 1500;

/** Runs in the page before its scripts: layout shifts, and policy violations. */
function record() {
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`),
  );
}

const HOSTILE = '<img src=x onerror="window.pwned=true"><script>window.pwned=true</script>';

/** A foreign page: a strict policy, one script tag, hostile attributes beside valid ones. */
const foreignPage = (firm) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A client's site</title>
    <script type="module" blocking="render" src="${firm}/cashflow-elements.js"></script>
  </head>
  <body>
    <h1>Plan your cash flow</h1>
    <cashflow-calculator industry="transportation" monthly-expenses="${HOSTILE.replaceAll('"', '&quot;')}"
      line-of-business="${HOSTILE.replaceAll('"', '&quot;')}"></cashflow-calculator>
  </body>
</html>`;

let site;
/** Another origin (another port) serving the foreign page with the strictest policy that still embeds us. */
let foreign;
let foreignOrigin;
before(async () => {
  site = await startSite();
  foreign = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader(
      'content-security-policy',
      `default-src 'self'; script-src ${site.origin}; style-src 'self'; connect-src ${site.origin}`,
    );
    response.end(foreignPage(site.origin));
  });
  await new Promise((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://127.0.0.1:${foreign.address().port}`;
});
after(async () => {
  await new Promise((resolve) => foreign?.close(resolve));
  await site?.close();
});

/** Delays the calculator's code (not its first view), and counts the requests for it. */
async function delayElementCode(page) {
  const requested = [];
  await page.route(/\/chunks\/cashflow-calculator-element-[^/]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, ELEMENT_DELAY_MS));
    await route.continue();
  });
  return requested;
}

/** Types a revenue and clicks Calculate, keeping a handle on the input to compare after hydration. */
async function typeAndCalculate(page, revenue) {
  const calculator = page.locator('cashflow-calculator').first();
  const input = calculator.locator('input[name="monthlyRevenue"]');
  await page.evaluate(() => {
    window.revenueInput = document
      .querySelector('cashflow-calculator')
      .shadowRoot.querySelector('[name=monthlyRevenue]');
  });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(revenue);
  const defined = await page.evaluate(() => Boolean(customElements.get('cashflow-calculator')));
  // The result grows the page once it is there, a second or more after the click when React comes
  // late; up to the click, nothing may have moved.
  const shiftBeforeCalculate = await page.evaluate(() => window.layoutShifts.reduce((sum, value) => sum + value, 0));
  await calculator.getByRole('button', { name: 'Calculate', exact: true }).click();
  await calculator.getByRole('tab', { name: 'Standard Analysis' }).waitFor({ timeout: 15000 });
  const figure = await calculator
    .locator('.metric')
    .filter({ hasText: 'Monthly Cash Flow' })
    .locator('.metric-value')
    .innerText();
  const sameInput = await page.evaluate(
    () =>
      window.revenueInput ===
      document.querySelector('cashflow-calculator').shadowRoot.querySelector('[name=monthlyRevenue]'),
  );
  return { definedBeforeCalculate: defined, figure, sameInput, shiftBeforeCalculate };
}

describe("the firm's calculator page", () => {
  test('with JavaScript off: the real inputs, the header menus, and in words that results need JavaScript', async () => {
    const { page, context } = await openPage(site, '/resources/cash-flow-calculator', { javaScriptEnabled: false });
    try {
      const calculator = page.locator('cashflow-calculator');
      assert.equal(await calculator.locator('input[name="monthlyRevenue"]').inputValue(), '$50,000');
      assert.ok(await calculator.getByRole('button', { name: 'Calculate', exact: true }).isVisible());
      assert.ok(await calculator.getByLabel('Industry', { exact: true }).isVisible());
      assert.ok(await calculator.getByText('Your results need JavaScript').isVisible(), 'the no-script words');
      await page.setViewportSize({ width: 1280, height: 900 });
      assert.ok(await page.locator('site-header').getByRole('button', { name: 'Solutions' }).isVisible(), 'menus');
    } finally {
      await context.close();
    }
  });

  test('typed and Calculate clicked before React: the typed result, hydrated in place, no error, no shift', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.addInitScript(record);
      await page.addInitScript(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
      const requested = await delayElementCode(page);
      await page.goto(`${site.origin}/resources/cash-flow-calculator`, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      assert.deepEqual(requested, [], 'no element code before the first use');
      const { definedBeforeCalculate, figure, sameInput, shiftBeforeCalculate } = await typeAndCalculate(page, '70000');
      assert.equal(definedBeforeCalculate, false, 'typed and clicked before React was there');
      assert.equal(figure, '$30,000', '$70,000 typed less the $40,000 of expenses');
      assert.ok(sameInput, 'the same input element after hydration');
      assert.equal(shiftBeforeCalculate, 0, 'no layout shift from the first paint to the click');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('waking and hydrating move nothing: CLS 0 from the first paint through the lazy parts', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.addInitScript(record);
      await page.goto(`${site.origin}/resources/cash-flow-calculator`, { waitUntil: 'load' });
      await page.locator('cashflow-calculator').getByRole('heading', { name: 'Business Inputs' }).hover();
      await page.waitForFunction(
        () => document.querySelector('cashflow-calculator')[Symbol.for('cashflow-elements.hydrated')],
      );
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => window.layoutShifts);
      assert.equal(
        shifts.reduce((sum, value) => sum + value, 0),
        0,
      );
    } finally {
      await context.close();
    }
  });
});

describe('a foreign page with one script tag', () => {
  test('under a strict CSP with hostile attributes: the same first view, the typed result, no violation', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.addInitScript(record);
      await page.addInitScript(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
      const requested = await delayElementCode(page);
      await page.goto(`${foreignOrigin}/plan`, { waitUntil: 'load' });
      const calculator = page.locator('cashflow-calculator');
      await calculator.locator('input[name="monthlyRevenue"]').waitFor();
      // Drawn from its attributes: the valid ones taken, the hostile ones ignored, nothing run.
      assert.equal(await calculator.locator('select[name="industry"]').inputValue(), 'Transportation');
      assert.equal(await calculator.locator('select[name="lineOfBusiness"]').inputValue(), 'Freight Trucking');
      assert.equal(await calculator.locator('input[name="monthlyExpenses"]').inputValue(), '$40,000');
      assert.equal(
        await page.evaluate(() =>
          document.querySelector('cashflow-calculator').shadowRoot.querySelector('img, script'),
        ),
        null,
      );
      assert.deepEqual(requested, [], 'no element code before the first use');
      const { definedBeforeCalculate, figure, sameInput, shiftBeforeCalculate } = await typeAndCalculate(page, '52000');
      assert.equal(definedBeforeCalculate, false, 'typed and clicked before React was there');
      assert.equal(figure, '$12,000');
      assert.ok(sameInput, 'the same input element after hydration');
      assert.equal(await page.evaluate(() => window.pwned), undefined, 'no attribute ran as script');
      assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
      assert.equal(shiftBeforeCalculate, 0, 'no layout shift from the first paint to the click');
      // Nothing below the calculator on this page: its result moves nothing either.
      const shifts = await page.evaluate(() => window.layoutShifts);
      assert.equal(
        shifts.reduce((sum, value) => sum + value, 0),
        0,
      );
      // The hostile values were warned about (the site owner's console), nothing else.
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
