// One script tag from the firm's server on someone else's site: with the site in EMBED_ORIGINS, a
// report request reaches the firm's server and is stored, with no endpoint or meta on the page;
// without it, the visitor reads that it could not be delivered (and how else to reach the firm),
// and the site owner reads in the console which origin to add. 127.0.0.1 and localhost are two
// origins, so the host page is on localhost and the firm's server on 127.0.0.1.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchChromium } from '../../scripts/find-browser.mjs';
import { serveSite } from '../../scripts/serve.mjs';
import { dist, temporaryDataDir } from './harness.mjs';

const root = join(dist, '..');

/** A page of another site embedding the calculator from the firm's server, as the README says to. */
const hostPage = (firm) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A client's site</title>
    <script type="module" src="${firm}/cashflow-calculator.js"></script>
  </head>
  <body>
    <h1>Plan your cash flow</h1>
    <cashflow-calculator></cashflow-calculator>
  </body>
</html>`;

const storedLeads = (dataDir) =>
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'server/leads-export.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

/** Starts the firm's server (dist/ and the API) on a free port of 127.0.0.1. */
async function startFirm(embedOrigins) {
  const dataDir = temporaryDataDir();
  const server = await serveSite({ dist, port: 0, host: '127.0.0.1', dataDir, rateLimit: 1000, embedOrigins });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    dataDir,
    close: () =>
      new Promise((resolve) => server.close(resolve)).then(() => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** Opens the host page embedding the firm's bundle, calculates and sends the report request. */
async function sendReportFrom(browser, hostOrigin, firm, company) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleErrors = [];
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  // The follow-up popup is not what this is about (it would make the page inert).
  await page.addInitScript(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
  await page.goto(`${hostOrigin}/?firm=${encodeURIComponent(firm.origin)}`, { waitUntil: 'load' });
  const calculator = page.locator('cashflow-calculator');
  await calculator.getByRole('button', { name: 'Calculate', exact: true }).click();
  await calculator.getByLabel('Full Name').fill('Dana Whitfield');
  await calculator.getByLabel('Email').fill('dana@whitfield-builders.com');
  await calculator.getByLabel('Company Name').fill(company);
  await calculator.locator('.report-card input[type="checkbox"]').check();
  const answered = page.waitForResponse(
    (response) => response.url() === `${firm.origin}/api/leads` && response.request().method() === 'POST',
  );
  await calculator.getByRole('button', { name: 'Send My Report' }).click();
  const response = await answered;
  return { context, page, calculator, response, consoleErrors, problems };
}

describe('the calculator embedded on another origin', () => {
  let browser;
  let hostServer;
  let hostOrigin;
  before(async () => {
    hostServer = createServer((request, response) => {
      const firm = new URL(request.url, 'http://host').searchParams.get('firm');
      // No favicon either: nothing on this page should fail but what the test is about.
      if (!firm) return response.writeHead(204).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(firm));
    });
    await new Promise((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
    hostOrigin = `http://localhost:${hostServer.address().port}`;
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolve) => hostServer?.close(resolve));
  });

  test("with the site in EMBED_ORIGINS, a report request reaches the firm's server with no configuration", async () => {
    const firm = await startFirm([hostOrigin]);
    const sent = await sendReportFrom(browser, hostOrigin, firm, 'Embedded Builders LLC');
    try {
      assert.equal(sent.response.status(), 201);
      await sent.calculator.getByText('Your Cash Flow Report has been sent to your email.').waitFor();
      assert.match(storedLeads(firm.dataDir), /Embedded Builders LLC/);
      assert.deepEqual(sent.problems, []);
      assert.deepEqual(sent.consoleErrors, []);
    } finally {
      await sent.context.close();
      await firm.close();
    }
  });

  test('without it, the visitor reads that it could not be delivered and the owner which origin to add', async () => {
    const firm = await startFirm([]);
    const sent = await sendReportFrom(browser, hostOrigin, firm, 'Refused Builders LLC');
    try {
      // The server lets the refused page read its 403, so the element knows why.
      assert.equal(sent.response.status(), 403);
      const message = sent.calculator.locator('[part="form-error"]');
      await message.waitFor();
      const text = await message.innerText();
      assert.match(text, /could not be delivered/);
      assert.match(text, /\(847\) 555-0142/);
      assert.match(text, /hello@crestlineadvisory\.com/);
      assert.equal(await sent.calculator.getByLabel('Company Name').inputValue(), 'Refused Builders LLC');
      assert.equal(await sent.calculator.getByText('Your Cash Flow Report has been sent to your email.').count(), 0);
      const ours = sent.consoleErrors.filter((line) => line.startsWith('[cashflow-elements]'));
      assert.deepEqual(ours, [
        `[cashflow-elements] the form could not be sent: the server at ${firm.origin} refused this page's origin: add ${hostOrigin} to EMBED_ORIGINS on that server.`,
      ]);
      assert.doesNotMatch(storedLeads(firm.dataDir), /Refused Builders LLC/);
      assert.deepEqual(sent.problems, []);
    } finally {
      await sent.context.close();
      await firm.close();
    }
  });
});
