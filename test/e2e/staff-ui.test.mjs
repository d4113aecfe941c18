// The staff area in Chromium against the real server (issue 11): an admin made by the CLI sets a
// password through the printed link, finds the report request sent a moment earlier from the
// calculator with its figures, works it, exports, erases the person and signs out; an advisor
// sees no admin control and the server refuses them; passkeys with Chromium's virtual
// authenticator; axe on every page at 1280 and 390 px. STAFF_SCREENSHOTS=<folder> also saves a
// screenshot of each page at both widths.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { calculate } from '../../src/core/calculate.ts';
import { DEFAULT_INPUTS } from '../../src/core/inputs.ts';
import { formatPercent, formatUSD } from '../../src/core/format.ts';
import {
  addAccountWithCli,
  heading,
  seriousViolations,
  setPassword,
  signIn,
  startSite,
  temporaryDataDir,
} from './harness.mjs';

const ADMIN = { email: 'owner@crestline.test', password: 'granite-harbor-lantern-42' };
const ADVISOR = { email: 'advisor@crestline.test', password: 'maple-orbit-canvas-97' };
const PERSON = { name: 'Dana Whitfield', email: 'dana@whitfield-builders.test', company: 'Whitfield Builders' };
const INPUTS = { ...DEFAULT_INPUTS, monthlyRevenue: 84000, monthlyExpenses: 71500, cashReserves: 150000 };
const EXPECTED = calculate(INPUTS);
/** Stored and shown as text: markup and SQL-like input in a note. */
const NOTE = `Called back <b>Tuesday</b>'); DROP TABLE leads; -- "ok"`;
const shotsDir = process.env.STAFF_SCREENSHOTS;

/** A browser context whose page records console errors (CSP refusals among them). */
async function newPage(site, { origin = site.origin, width = 1280 } = {}) {
  const context = await site.browser.newContext({
    viewport: { width, height: 900 },
    baseURL: origin,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    // A refused request is listed below with its address, which this message lacks.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { context, page, errors };
}

/** The consultation path the issue names: the calculator's report card, which carries the figures. */
async function sendReportRequest(site) {
  const { context, page, errors } = await newPage(site);
  try {
    // A first visit with the e-mail popup already seen: it would make the page inert.
    await page.addInitScript(() => localStorage.setItem('cashflow-elements:email-popup-shown', '1'));
    await page.goto('/resources/cash-flow-calculator');
    const calculator = page.locator('cashflow-calculator');
    await calculator.getByRole('textbox', { name: 'Monthly Revenue' }).fill(String(INPUTS.monthlyRevenue));
    await calculator.getByRole('textbox', { name: 'Monthly Expenses' }).fill(String(INPUTS.monthlyExpenses));
    await calculator.getByRole('textbox', { name: 'Cash Reserves' }).fill(String(INPUTS.cashReserves));
    await calculator.getByRole('button', { name: 'Calculate', exact: true }).click();
    const card = calculator.getByRole('region', { name: 'Get Your Free Cash Flow Report' });
    await card.getByLabel('Full Name').fill(PERSON.name);
    await card.getByLabel('Email').fill(PERSON.email);
    await card.getByLabel('Company Name').fill(PERSON.company);
    await card.getByRole('checkbox').check();
    const answered = page.waitForResponse('**/api/leads');
    await card.getByRole('button', { name: 'Send My Report' }).click();
    assert.equal((await answered).status(), 201);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
}

/** A staff API call from inside the page, as the UI makes it (the session's CSRF token, same origin). */
const callApi = (page, method, path, body) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const session = await (await fetch('/staff/api/session')).json();
      const response = await fetch(`/staff/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      });
      return response.status;
    },
    { method, path, body },
  );

describe('the staff area in the browser', () => {
  const dataDir = temporaryDataDir();
  let site;
  let admin;
  let leadPath;
  before(async () => {
    site = await startSite({ dataDir });
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  });
  after(async () => {
    await admin?.context.close();
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an admin made by the CLI sets a password, finds the lead with its figures, changes its status and adds a note', async () => {
    await sendReportRequest(site);
    const token = addAccountWithCli(dataDir, ADMIN.email, 'admin');
    admin = await newPage(site);
    const { page } = admin;

    // Nobody without a session sees a staff page: the server sends them to sign in.
    const anonymous = await page.goto('/staff');
    assert.match(new URL(anonymous.url()).pathname, /^\/staff\/sign-in$/);

    await setPassword(page, token, ADMIN.password, 'Olivia Owner');
    await page.getByRole('searchbox', { name: /Search/ }).fill(PERSON.email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/q=dana/);
    const row = page.getByRole('row', { name: new RegExp(PERSON.name) });
    await row.waitFor();
    assert.match(await row.innerText(), /Report/);
    assert.match(await row.innerText(), new RegExp(`${PERSON.company}[\\s\\S]*${EXPECTED.riskLevel}[\\s\\S]*New`));

    await row.getByRole('link', { name: PERSON.name }).click();
    await heading(page, PERSON.name);
    leadPath = new URL(page.url()).pathname;
    // Focus moved to the new page's heading.
    assert.equal(
      await page.evaluate(() => document.getElementById('staff-app').shadowRoot.activeElement?.localName),
      'h1',
    );
    const figure = (label) => page.locator('.figures > div', { hasText: label }).locator('dd').innerText();
    assert.equal(await figure('Monthly Cash Flow'), formatUSD(EXPECTED.monthlyCashFlow));
    assert.equal(await figure('Cash Flow Margin'), formatPercent(EXPECTED.cashFlowMargin));
    assert.equal(await figure('Risk Level'), EXPECTED.riskLevel);
    // The server's refined calculation (issue 20): no refinements sent, so none shown, and this business's cash lasts.
    assert.equal(await figure('Cash runs out'), 'Not within 36 months');
    assert.match(
      await page.locator('.calculation', { hasText: 'Refinements' }).innerText(),
      /None: paid the month earned/,
    );
    const inputs = page.locator('.calculation .facts');
    assert.match(
      await inputs.innerText(),
      new RegExp(`Monthly Revenue\\s+${formatUSD(INPUTS.monthlyRevenue).replace('$', '\\$')}`),
    );
    const forecast = page.getByRole('region', { name: 'Forecast by month' });
    assert.equal(await forecast.locator('tbody tr').count(), 12);
    assert.equal(
      await forecast.locator('tbody tr').first().locator('td').first().innerText(),
      formatUSD(EXPECTED.forecast[0].revenue),
    );
    // The same report the person received, rendered again from the stored calculation.
    const pdf = await page.request.get(await page.getByRole('link', { name: 'PDF report' }).getAttribute('href'));
    assert.equal(pdf.status(), 200);
    assert.match(pdf.headers()['content-type'], /^application\/pdf/);
    assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');

    await page.getByLabel('Status').selectOption('contacted');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/Status: New → Contacted/).waitFor();
    assert.match(await page.locator('.timeline').last().innerText(), /Olivia Owner/);

    await page.getByLabel('New note').fill(NOTE);
    await page.getByRole('button', { name: 'Add note' }).click();
    const note = page.locator('.note-text', { hasText: 'DROP TABLE' });
    await note.waitFor();
    assert.equal(await note.innerText(), NOTE, 'the note is shown as typed, its markup as text');
    assert.equal(await note.locator('b').count(), 0);

    // Both survive a reload: they are stored, not only shown.
    await page.reload();
    await heading(page, PERSON.name);
    await page.locator('.note-text', { hasText: 'DROP TABLE' }).waitFor();
    assert.equal(await page.getByLabel('Status').inputValue(), 'contacted');
    assert.deepEqual(admin.errors, []);
  });

  test('every staff page passes axe at 1280 and 390 px', async () => {
    assert.ok(admin && leadPath, 'needs the first test');
    const signedIn = [
      ['inbox', '/staff', 'Inbox', '.result-count'],
      ['lead', leadPath, PERSON.name, '.figures'],
      ['subscribers', '/staff/subscribers', 'Newsletter subscribers', '.filters'],
      ['accounts', '/staff/accounts', 'Accounts', 'table'],
      ['audit', '/staff/audit', 'Audit log', 'table'],
      ['security', '/staff/security', 'Security', 'form'],
    ];
    const anonymous = [
      ['sign-in', '/staff/sign-in', 'Sign in', 'form'],
      ['setup', '/staff/setup?token=not-a-real-token', 'Set your password', 'form'],
    ];
    const visitor = await newPage(site);
    try {
      for (const width of [1280, 390]) {
        for (const [name, path, title, ready, page] of [
          ...signedIn.map((entry) => [...entry, admin.page]),
          ...anonymous.map((entry) => [...entry, visitor.page]),
        ]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await heading(page, title);
          await page.locator(`#staff-app ${ready}`).first().waitFor();
          assert.deepEqual(await seriousViolations(page), [], `${name} at ${width} px`);
          if (shotsDir) await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
        }
      }
      assert.deepEqual(visitor.errors, []);
    } finally {
      await visitor.context.close();
      await admin.page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test('an advisor invited by an admin sees no export, erase or account controls, and the server refuses them', async () => {
    const { page } = admin;
    await page.goto('/staff/accounts');
    await heading(page, 'Accounts');
    await page.getByLabel('Email').fill(ADVISOR.email);
    await page.getByLabel('Role', { exact: true }).selectOption('advisor');
    await page.getByRole('button', { name: 'Invite' }).click();
    const link = await page.getByLabel(/Setup link for/).inputValue();
    const token = new URL(link).searchParams.get('token');

    const advisor = await newPage(site);
    try {
      // A new password's problem is said at its field: the browser's before sending, the server's after.
      await advisor.page.goto(`/staff/setup?token=${token}`);
      await heading(advisor.page, 'Set your password');
      const newPassword = advisor.page.getByLabel('New password', { exact: true });
      const problem = advisor.page.locator('#staff-app .field-error[role="alert"]');
      await newPassword.fill(ADVISOR.password);
      await advisor.page.getByLabel('Repeat the new password').fill(`${ADVISOR.password}!`);
      await advisor.page.getByRole('button', { name: 'Set password and sign in' }).click();
      await problem.getByText('The two passwords are not the same.').waitFor();
      assert.equal(await newPassword.getAttribute('aria-invalid'), 'true');
      await newPassword.fill('password1234');
      await advisor.page.getByLabel('Repeat the new password').fill('password1234');
      await advisor.page.getByRole('button', { name: 'Set password and sign in' }).click();
      await problem.getByText(/common/).waitFor();
      assert.deepEqual(
        advisor.errors.filter((error) => error !== '400 /staff/api/setup'),
        [],
      );
      advisor.errors.length = 0;
      // The link still works: neither refusal used it.
      await setPassword(advisor.page, token, ADVISOR.password);
      const { page: advisorPage } = advisor;
      assert.equal(await advisorPage.getByRole('link', { name: /Export CSV/ }).count(), 0);
      assert.equal(await advisorPage.getByRole('button', { name: /Erase/ }).count(), 0);
      const nav = advisorPage.getByRole('navigation', { name: 'Staff area' });
      assert.equal(await nav.getByRole('link', { name: 'Accounts' }).count(), 0);
      assert.equal(await nav.getByRole('link', { name: 'Audit log' }).count(), 0);
      await advisorPage.goto(leadPath);
      await heading(advisorPage, PERSON.name);
      assert.equal(await advisorPage.getByRole('button', { name: /Erase/ }).count(), 0);
      await advisorPage.goto('/staff/accounts');
      await advisorPage.getByText('Only administrators can see this page.').waitFor();

      const accounts = await page.evaluate(async () => (await (await fetch('/staff/api/accounts')).json()).accounts);
      const adminId = accounts.find((account) => account.email === 'owner@crestline.test').id;
      assert.equal(await callApi(advisorPage, 'GET', 'export.csv'), 403);
      assert.equal(await callApi(advisorPage, 'POST', 'erase', { email: PERSON.email, confirm: true }), 403);
      assert.equal(
        await callApi(advisorPage, 'POST', 'accounts', { email: 'mallory@crestline.test', role: 'admin' }),
        403,
      );
      assert.equal(await callApi(advisorPage, 'PATCH', `accounts/${adminId}`, { disabled: true }), 403);
      assert.equal(await callApi(advisorPage, 'GET', 'audit'), 403);
      assert.equal(await callApi(advisorPage, 'POST', 'sign-out-everywhere', {}), 403);
      assert.deepEqual(
        advisor.errors.filter((error) => !error.startsWith('403 /staff/api/')),
        [],
      );
    } finally {
      await advisor.context.close();
    }
  });

  test('a passkey is registered, and signs in after signing out (virtual authenticator)', async () => {
    // WebAuthn needs a domain, not an IP address: the same server as localhost.
    const origin = site.origin.replace('127.0.0.1', 'localhost');
    const { context, page, errors } = await newPage(site, { origin });
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await signIn(page, ADMIN);
      await page.getByRole('link', { name: 'Security' }).click();
      await heading(page, 'Security');
      await page.getByLabel(/Name of the new passkey/).fill('Test laptop');
      // A passkey is a full sign-in: adding one asks for the password again.
      await page.getByLabel('Your current password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.locator('.passkey-name', { hasText: 'Test laptop' }).waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await heading(page, 'Sign in');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await heading(page, 'Inbox');
      assert.match(await page.getByRole('navigation', { name: 'Staff area' }).innerText(), /Accounts/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the admin exports the CSV, erases the person, and signs out', async () => {
    const { page } = admin;
    await page.goto(`/staff?q=${encodeURIComponent(PERSON.email)}`);
    await heading(page, 'Inbox');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('link', { name: /Export CSV/ }).click();
    const csv = readFileSync(await (await downloaded).path(), 'utf8').replace(/^\uFEFF/, ''); // Excel's byte order mark
    assert.match(csv.split(/\r?\n/)[0], /^type,id,created_at,kind,name,email,company/);
    assert.equal(csv.split(/\r?\n/).filter((line) => line.includes(PERSON.email)).length, 1, csv);

    await page.goto(leadPath);
    await heading(page, PERSON.name);
    await page.getByRole('button', { name: 'Erase this person…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase a person' });
    assert.equal(await dialog.getByLabel('Email address').inputValue(), PERSON.email);
    await dialog.getByRole('button', { name: 'Show what would be erased' }).click();
    await dialog.getByText(/This erases 1 lead/).waitFor();
    await dialog.getByRole('button', { name: 'Erase everything' }).click();
    await heading(page, 'Person erased');
    assert.match(await page.getByRole('status').filter({ hasText: 'Erased' }).innerText(), /Erased 1 lead/);

    await page.goto(`/staff?q=${encodeURIComponent(PERSON.email)}`);
    await page.getByText('No leads match.').waitFor();
    await page.goto('/staff/audit');
    await heading(page, 'Audit log');
    const log = await page.getByRole('region', { name: 'Audit log entries' }).innerText();
    assert.match(log, /Erase/);
    // Not in the erasure's row, nor in the export's (whose search was the address).
    assert.doesNotMatch(log, new RegExp(PERSON.email), 'the audit log keeps that it happened, not the address');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading(page, 'Sign in');
    const again = await page.goto('/staff');
    assert.match(new URL(again.url()).pathname, /^\/staff\/sign-in$/);
    assert.deepEqual(admin.errors, []);
  });
});
