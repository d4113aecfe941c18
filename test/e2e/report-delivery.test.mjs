// What a newcomer does after `npm start`: calculate with their own figures, ask for the report, and
// find it in data/mail/ as an e-mail (no SMTP_URL) whose PDF shows their address and their numbers (never the name or company typed).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { pdfText, skipWithoutPoppler } from '../support/poppler.mjs';
import { openPage, startSite, temporaryDataDir } from './harness.mjs';

const dataDir = temporaryDataDir();
let site;
before(async () => {
  site = await startSite({ dataDir });
});
after(async () => {
  await site?.close();
});

/** The .eml files written so far to `address`, parsed. */
async function mailTo(address) {
  const folder = join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
  const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(join(folder, file)))));
  return parsed.filter((message) =>
    [message.to].flat().some((to) => to?.value.some((entry) => entry.address === address)),
  );
}

test('a report asked for from the calculator arrives in data/mail with the owner’s own figures', async () => {
  const email = 'dana@whitfield-builders.com';
  const { page, context, errors } = await openPage(site, '/resources/cash-flow-calculator');
  try {
    await page.evaluate(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
    const calculator = page.locator('cashflow-calculator');
    await calculator.getByRole('textbox', { name: 'Monthly Revenue' }).fill('64000');
    await calculator.getByRole('textbox', { name: 'Cash Reserves' }).fill('100000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const card = calculator.locator('.report-card');
    await card.getByLabel('Full Name').fill('Dana Whitfield');
    await card.getByLabel('Email').fill(email);
    await card.getByLabel('Company Name').fill('Whitfield Builders');
    await card.getByRole('checkbox').check();
    const answered = page.waitForResponse('**/api/leads');
    await card.getByRole('button', { name: 'Send My Report' }).click();
    assert.equal((await answered).status(), 201);
    await calculator.getByText('Your Cash Flow Report has been sent to your email.').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }

  let messages = [];
  for (let waited = 0; messages.length === 0 && waited < 30_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    messages = await mailTo(email);
  }
  assert.equal(messages.length, 1, 'one e-mail to the owner');
  const [mail] = messages;
  assert.equal(mail.subject, 'Your Cash Flow Report and Management Guide');
  assert.deepEqual(
    mail.attachments.map((file) => file.filename),
    ['Cash-Flow-Report.pdf', 'Cash-Flow-Management-Guide.pdf'],
  );
  // $64,000 − $40,000 = $24,000 a month; 37.5% margin; $100,000 / $40,000 × (1 + 0.5 × 0.6) = 3.3 months: Medium.
  if (skipWithoutPoppler) return;
  const report = pdfText(mail.attachments[0].content);
  for (const text of [email, '$24,000', '$288,000', '37.5%', '3.3 months', 'Medium'])
    assert.ok(report.includes(text), `the report shows ${text}`);
  assert.ok(!report.includes('Whitfield Builders'), 'the company typed is not printed');
});
