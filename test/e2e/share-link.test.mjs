// A calculation shared as a link (issue 20) round-trips: made on the firm's calculator page with
// refinements and a saved scenario, copied with "Copy link", and opened in a new browser context (no
// storage, no history, as on a partner's device), it shows the same inputs, figures, forecast,
// cash-out month and scenarios, without the follow-up popup, under the site's strict CSP.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, seriousViolations, startSite } from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

/** What a visitor sees of a result: inputs, figures, cash-out line, forecast table, scenario names. */
async function resultShown(page) {
  const calculator = page.locator('cashflow-calculator');
  await calculator.getByRole('tablist').waitFor();
  const standard = {
    inputs: await calculator
      .locator('input[name], select[name]')
      .evaluateAll((fields) => fields.map((field) => `${field.name}=${field.value}`)),
    metrics: await calculator.locator('.metric-value').allTextContents(),
    outlook: await calculator.locator('[part="cash-outlook"]').textContent(),
  };
  await calculator.getByRole('tab', { name: 'Forecast' }).click();
  const forecast = await calculator.locator('[part="forecast-table"] tbody tr').allTextContents();
  const scenarios = await calculator.locator('[part="scenario-table"] tbody th').allTextContents();
  return { ...standard, forecast, scenarios };
}

test('a copied link opens the same result in a new browser context, without the follow-up popup', async () => {
  const first = await openPage(site, '/resources/cash-flow-calculator');
  await first.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  await first.page.evaluate(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
  const calculator = first.page.locator('cashflow-calculator');
  await calculator.getByRole('textbox', { name: 'Monthly Revenue' }).fill('31000');
  await calculator.getByRole('textbox', { name: 'Cash Reserves' }).fill('150000');
  await calculator.getByRole('button', { name: 'Refine your forecast (optional)' }).click();
  await calculator.getByRole('textbox', { name: 'Days to get paid' }).fill('45');
  await calculator.getByRole('combobox', { name: 'Seasonality' }).selectOption('Construction');
  await calculator.getByRole('textbox', { name: 'March' }).fill('0.8');
  await calculator.getByRole('button', { name: 'Add a one-off item' }).click();
  await calculator.getByRole('textbox', { name: 'Amount' }).fill('40000');
  await calculator.getByRole('textbox', { name: 'Label (optional)' }).fill('New truck');
  await calculator.getByRole('textbox', { name: 'Minimum cash buffer' }).fill('25000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await calculator.getByRole('textbox', { name: 'Scenario name' }).fill('Winter contract');
  await calculator.getByRole('button', { name: 'Save Current Scenario' }).click();
  const made = await resultShown(first.page);
  assert.match(made.outlook, /^Your cash runs out in [A-Z][a-z]+ \d{4}\./);

  await calculator.getByRole('button', { name: 'Copy link' }).click();
  await calculator.getByText('Link copied.', { exact: false }).waitFor();
  const link = await first.page.evaluate(() => navigator.clipboard.readText());
  assert.ok(link.startsWith(`${site.origin}/resources/cash-flow-calculator#cashflow=1&`), link);
  assert.deepEqual(first.errors, []);
  await first.context.close();

  const second = await openPage(site, new URL(link).pathname + new URL(link).hash);
  try {
    const opened = await resultShown(second.page);
    assert.deepEqual(opened, made);
    // The popup waits a second after a first calculation; a link's is not one.
    await second.page.waitForTimeout(2000);
    assert.equal(await second.page.locator('cashflow-calculator dialog.popup[open]').count(), 0);
    assert.deepEqual(await seriousViolations(second.page), []);
    assert.deepEqual(second.errors, []);
  } finally {
    await second.context.close();
  }
});
