// The forms' proof of work, through the real forms, the real solver and the real server, under the
// site's strict CSP: nothing of it loads with the page; the first focus in the report card fetches a
// challenge and the solver, the report is sent with a solution the server accepts; a solution the
// server refuses is solved anew and sent once more without the person seeing it; and on a plain-http
// page (no crypto.subtle, as an embed on a WordPress site without TLS) the newsletter still goes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromiumLaunchOptions } from '../../scripts/find-browser.mjs';
import { allLeads } from '../../server/repositories/leads.ts';
import { openStorage } from '../../server/storage.ts';
import { elementsReady, openPage, startSite } from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

/** The leads the server stored. */
async function storedLeads() {
  const storage = await openStorage({ dataDir: site.dataDir });
  try {
    return await allLeads(storage.db);
  } finally {
    await storage.close();
  }
}

/** Records the challenge requests and solver fetches of a page. */
function watchChallenge(page) {
  const seen = { challenges: 0, solver: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/challenge')) seen.challenges++;
    if (/\/chunks\/challenge-solver-[\w-]+\.js$/.test(request.url())) seen.solver++;
  });
  return seen;
}

async function calculatedReportCard(page) {
  await page.evaluate(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
  const calculator = page.locator('cashflow-calculator');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await calculator.getByRole('tablist').waitFor();
  return calculator.locator('.report-card');
}

async function fillReport(card, email) {
  await card.getByLabel('Full Name').fill('Dana Whitfield');
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Company Name').fill('Whitfield Builders');
  await card.getByRole('checkbox').check();
}

test(
  'the report card solves in the background from its first focus, and the server accepts the solution once',
  { timeout: 60_000 },
  async () => {
    const { page, context, errors } = await openPage(site, '/resources/cash-flow-calculator');
    try {
      const seen = watchChallenge(page);
      await elementsReady(page);
      const card = await calculatedReportCard(page);
      assert.deepEqual(seen, { challenges: 0, solver: 0 }, 'nothing of the proof of work before someone fills a form');

      const challenged = page.waitForResponse('**/api/challenge');
      await card.getByLabel('Full Name').focus();
      assert.equal((await challenged).status(), 200);
      await fillReport(card, 'dana@whitfield-builders.com');
      const answered = page.waitForResponse('**/api/leads');
      await card.getByRole('button', { name: 'Send My Report' }).click();
      const response = await answered;
      assert.equal(response.status(), 201);
      const altcha = JSON.parse(atob(JSON.parse(response.request().postData() ?? '{}').altcha));
      assert.equal(altcha.algorithm, 'SHA-256');
      assert.ok(Number.isInteger(altcha.number));
      await page
        .locator('cashflow-calculator')
        .getByText('Your Cash Flow Report has been sent to your email.')
        .waitFor();
      assert.deepEqual(seen, { challenges: 1, solver: 1 });
      assert.equal((await storedLeads()).filter((lead) => lead.email === 'dana@whitfield-builders.com').length, 1);
      assert.deepEqual(errors, [], 'no CSP or script error');

      // The same solution again, as a bot would replay it: refused.
      const replay = await page.evaluate(
        (body) =>
          fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
            (answer) => answer.status,
          ),
        JSON.stringify({ ...JSON.parse(response.request().postData() ?? '{}'), email: 'victim@example.com' }),
      );
      assert.equal(replay, 400);
    } finally {
      await context.close();
    }
  },
);

test('a solution the server refuses is solved anew and sent once more, unseen', { timeout: 60_000 }, async () => {
  const { page, context, errors } = await openPage(site, '/resources/cash-flow-calculator');
  try {
    await elementsReady(page);
    const card = await calculatedReportCard(page);
    // The first post's solution is spoiled on its way, so the real server refuses it.
    const statuses = [];
    let first = true;
    await page.route('**/api/leads', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      if (first) {
        first = false;
        await route.continue({ postData: JSON.stringify({ ...body, altcha: btoa('{"spoiled":true}') }) });
      } else {
        await route.continue();
      }
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/leads')) statuses.push(response.status());
    });
    await fillReport(card, 'twice@whitfield-builders.com');
    await card.getByRole('button', { name: 'Send My Report' }).click();
    await page.locator('cashflow-calculator').getByText('Your Cash Flow Report has been sent to your email.').waitFor();
    assert.deepEqual(statuses, [400, 201]);
    assert.equal(await card.getByRole('alert').count(), 0, 'the person saw no error');
    assert.equal((await storedLeads()).filter((lead) => lead.email === 'twice@whitfield-builders.com').length, 1);
    assert.deepEqual(
      errors.filter((error) => !error.includes('400')),
      [],
    );
  } finally {
    await context.close();
  }
});

test(
  'on a plain-http page, without crypto.subtle, the newsletter form solves in plain JavaScript and is accepted',
  { timeout: 60_000 },
  async () => {
    const { chromium } = await import('playwright');
    const options = chromiumLaunchOptions();
    // A name that is not localhost: Chromium treats the page as not secure, as on a site without TLS.
    const browser = await chromium.launch({
      ...options,
      args: [...options.args, '--host-resolver-rules=MAP plain-http.test 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      const origin = site.origin.replace('127.0.0.1', 'plain-http.test');
      await page.goto(`${origin}/`);
      assert.equal(
        await page.evaluate(() => window.isSecureContext || 'subtle' in crypto),
        false,
        'not a secure context',
      );
      await elementsReady(page);
      const form = page.locator('newsletter-form');
      await form.getByRole('textbox', { name: 'Email address' }).fill('plain@http.example');
      const answered = page.waitForResponse('**/api/newsletter');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      const response = await answered;
      assert.equal(response.status(), 201);
      assert.ok(JSON.parse(response.request().postData() ?? '{}').altcha, 'sent with a solution');
      await form.getByText('Thank you for subscribing to our newsletter.').waitFor();
    } finally {
      await browser.close();
    }
  },
);
