// Shared by the end-to-end tests: serves the built dist/ on a free port and drives Chromium.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../scripts/find-browser.mjs';
import { serveSite } from '../../scripts/serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = join(root, 'dist');

/** Every route of the site with the <h1> it must show (read from the prerendered pages). */
export const ROUTES = [
  '/',
  '/contact',
  '/talk-to-expert',
  '/sales',
  '/client-portal',
  '/solutions/business-analysis',
  '/solutions/tax-illustration',
  '/solutions/business-valuation',
  '/solutions/managed-services',
  '/solutions/custom-solutions',
  '/resources/tools',
  '/resources/cash-flow-calculator',
  '/resources/articles',
  '/resources/articles/cash-flow-calculator',
  '/resources/articles/construction-cash-flow',
  '/resources/articles/manufacturing-tax-strategies',
  '/resources/testimonials',
  '/privacy-policy',
  '/terms-of-use',
  '/newsletter/confirm',
  '/newsletter/confirmed',
  '/newsletter/unsubscribe',
  '/newsletter/unsubscribed',
  '/newsletter/link-expired',
];

/** `npm run staff -- add EMAIL --role ROLE`, as the README has it; the setup link's token. */
export function addAccountWithCli(dataDir, email, role) {
  const output = execFileSync('npm', ['run', '--silent', 'staff', '--', 'add', email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  const token = /\/staff\/setup\?token=([\w-]+)/.exec(output)?.[1];
  assert.ok(token, `the CLI printed a setup link: ${output}`);
  return token;
}

/** Waits for the page's <h1>. */
export const heading = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();

/** The staff setup page of a CLI or invitation link: a password (and name), then signed in. */
export async function setPassword(page, token, password, name) {
  await page.goto(`/staff/setup?token=${token}`);
  await heading(page, 'Set your password');
  if (name) await page.getByLabel(/Your name/).fill(name);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await heading(page, 'Inbox');
}

/** Signs a staff account in with its password (the page's baseURL is the site). */
export async function signIn(page, { email, password }) {
  await page.goto('/staff/sign-in');
  await heading(page, 'Sign in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await heading(page, 'Inbox');
}

/** A fresh folder for the SQLite database of one test run. */
export const temporaryDataDir = () => mkdtempSync(join(tmpdir(), 'cashflow-e2e-'));

/** Serves dist/ and the lead API (its database in dataDir) on a free port. */
export function startServer(dataDir, port = 0) {
  if (!existsSync(join(dist, '404.html'))) throw new Error('dist/ is not built: run `npm run build` first.');
  // The rate limit and the harder proof of work for repeats are the server's to test (test/server);
  // here many forms are sent from one address.
  return serveSite({
    dist,
    port,
    host: '127.0.0.1',
    dataDir,
    rateLimit: 1000,
    repeatLimits: { perClientPerHour: 1000, perRecipientPerDay: 1000 },
  });
}

export async function startSite({ dataDir = temporaryDataDir() } = {}) {
  const server = await startServer(dataDir);
  const { port } = server.address();
  const browser = await launchChromium();
  return {
    origin: `http://127.0.0.1:${port}`,
    browser,
    dataDir,
    async close({ keepData = false } = {}) {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page that records console errors and uncaught exceptions, to assert there were none. */
export async function openPage(site, path, options = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
  return { page, context, response, errors };
}

export const axeSource = () => readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core over the whole page, open shadow roots included; serious and critical findings only. */
export async function seriousViolations(page) {
  // evaluate() is not subject to the page's Content-Security-Policy, unlike an added script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
      );
  });
}

/**
 * Waits until every element of ours on the page shows its first view, then wakes each as a
 * visitor's first use does (a pointer over it) and waits until React has hydrated them all.
 */
export async function elementsReady(page) {
  const ours = 'cashflow-calculator, site-header, site-footer, newsletter-form, lead-form, meeting-picker';
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((element) =>
        [...(element.shadowRoot?.children ?? [])].some((child) => child.matches('[data-cf-root]')),
      ),
    ours,
  );
  await page.evaluate((selector) => {
    for (const element of document.querySelectorAll(selector)) {
      element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    }
  }, ours);
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every(
        (element) => element[Symbol.for('cashflow-elements.hydrated')] === true,
      ),
    ours,
  );
}
