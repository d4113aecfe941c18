// A report requested after refining the forecast (issue 20) carries the refinements and the
// forecast's start month to the lead intake, which accepts them (its contract checks every value):
// against the real server, with the proof of work solved in the browser.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, startSite } from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

test('a report request carries the refinements and the start month, and the server stores it', async () => {
  const { page, context, errors } = await openPage(site, '/resources/cash-flow-calculator');
  try {
    await page.evaluate(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
    const calculator = page.locator('cashflow-calculator');
    await calculator.getByRole('button', { name: 'Refine your forecast (optional)' }).click();
    await calculator.getByRole('textbox', { name: 'Days to get paid' }).fill('45');
    await calculator.getByRole('button', { name: 'Add a one-off item' }).click();
    await calculator.getByRole('textbox', { name: 'Amount' }).fill('12000');
    await calculator.getByRole('textbox', { name: 'Minimum cash buffer' }).fill('$5,000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const card = calculator.locator('[part="report-card"]');
    await card.getByLabel('Full Name').fill('Dana Whitfield');
    await card.getByLabel('Email').fill('dana@whitfield-builders.com');
    await card.getByLabel('Company Name').fill('Whitfield Builders');
    await card.getByRole('checkbox').check();
    const answered = page.waitForResponse('**/api/leads');
    await card.getByRole('button', { name: 'Send My Report' }).click();
    const response = await answered;
    const sent = response.request().postDataJSON();
    assert.deepEqual(sent.refinements, {
      daysToGetPaid: 45,
      oneOffItems: [{ month: 1, amount: -12000 }],
      minimumCash: 5000,
    });
    assert.equal(sent.forecastStart, thisMonth());
    assert.equal(sent.inputs.monthlyRevenue, 50000);
    assert.equal(response.status(), 201, await response.text());
    await calculator.getByText('Your Cash Flow Report has been sent to your email.').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
