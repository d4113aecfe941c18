// The calculator's result views fail to load (a dropped connection): Calculate says so, in an alert,
// and keeps what was typed; once the connection is back, the next focus fetches them again and
// Calculate shows the result. The same when what fails is a chunk the lazy parts import, not their
// own: the retry imports the same URLs again, and the browser fetches again whatever failed
// (src/internal/lazy-module.ts). Against the real server, the failures made by Playwright's routing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, openPage, seriousViolations, startSite } from './harness.mjs';

const FAILED = 'The results could not load. Check your connection and press Calculate again.';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

test('a failed fetch of the results is said, keeps the inputs, and the next try loads them', async () => {
  const { page, context } = await openPage(site, '/resources/cash-flow-calculator');
  await page.evaluate(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
  let offline = true;
  let fetches = 0;
  await page.route('**/chunks/calculator-results-*', (route) => {
    fetches++;
    return offline ? route.fulfill({ status: 503, body: 'offline' }) : route.continue();
  });
  const calculator = page.locator('cashflow-calculator');
  const revenue = calculator.getByRole('textbox', { name: 'Monthly Revenue' });
  await revenue.fill('64000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await assert.doesNotReject(calculator.getByRole('alert').filter({ hasText: FAILED }).waitFor());
  assert.equal(await revenue.inputValue(), '$64,000', 'what was typed is kept');
  assert.deepEqual(await seriousViolations(page), []);

  // Pressed again while still offline: one more try, the same message.
  const triesBefore = fetches;
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  for (let waited = 0; fetches === triesBefore && waited < 5000; waited += 50) await page.waitForTimeout(50);
  assert.equal(fetches, triesBefore + 1, 'Calculate tried again');
  await calculator.getByRole('alert').filter({ hasText: FAILED }).waitFor();

  offline = false;
  await calculator.getByRole('textbox', { name: 'Monthly Expenses' }).focus();
  await calculator.locator('[role="tooltip"]').first().waitFor({ state: 'attached' });
  assert.equal(await calculator.getByText(FAILED).count(), 0, 'the message goes once the results have loaded');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await calculator.getByRole('tablist').waitFor();
  assert.equal(await calculator.getByText(FAILED).count(), 0);
  assert.match(await calculator.locator('.metric-value').first().textContent(), /\$24,000/);
  assert.ok(fetches >= 2, `fetched ${fetches} times`);
  await context.close();
});

test('a chunk the lazy parts import, dropped once, is fetched again by the next Calculate', async () => {
  const { page, context } = await openPage(site, '/resources/cash-flow-calculator');
  await page.evaluate(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
  let offline = true;
  let fetches = 0;
  // The chunk with panels.css, shared by the result views, the follow-up and the overlays, and not by
  // the element's code (found by what it holds: the bundler names a shared chunk after one of its modules).
  const shared = readdirSync(join(dist, 'chunks')).find(
    (file) => file.endsWith('.js') && readFileSync(join(dist, 'chunks', file), 'utf8').includes('.tablist{'),
  );
  assert.ok(shared, 'the chunk with the panels styles');
  await page.route(`**/chunks/${shared}`, (route) => {
    fetches++;
    return offline ? route.abort('internetdisconnected') : route.continue();
  });
  const calculator = page.locator('cashflow-calculator');
  await calculator.getByRole('textbox', { name: 'Monthly Revenue' }).fill('64000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await assert.doesNotReject(calculator.getByRole('alert').filter({ hasText: FAILED }).waitFor());
  assert.ok(fetches >= 1, 'the shared chunk was asked for, and failed');
  const failedFetches = fetches;

  offline = false;
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await calculator.getByRole('tablist').waitFor();
  assert.match(await calculator.locator('.metric-value').first().textContent(), /\$24,000/);
  assert.equal(await calculator.getByText(FAILED).count(), 0);
  assert.ok(fetches > failedFetches, `fetched ${fetches} times, ${failedFetches} of them failed`);
  await context.close();
});
