// Issue 22 in Chromium against the real server: the headline variant is chosen in <head> before the
// first paint and kept across reloads, every one of the five is dealt over fresh visitors, the page
// does not shift (CLS 0), previews and browsers without storage are left out, and a beacon reaches
// the server when the page is hidden; a visitor with Global Privacy Control sends none.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { completeSetup, createAccount } from '../../server/staff/accounts.ts';
import { staffContext } from '../../server/staff/index.ts';
import { openStorage } from '../../server/storage.ts';
import { openPage, seriousViolations, startSite } from './harness.mjs';

const VARIANTS = ['default', 'action', 'problem', 'benefit', 'industry'];

/** What the page shows: the variant <html> names and the hero's visible words. */
const shown = (page) =>
  page.evaluate(() => ({
    variant: document.documentElement.getAttribute('data-headline-variant'),
    text: document.querySelector('main h1').innerText.trim(),
    stored: localStorage.getItem('cashflow-elements:headline'),
  }));

describe('the headline experiment and the event record in the browser', () => {
  let site;
  let db;
  before(async () => {
    site = await startSite();
    db = new Database(join(site.dataDir, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  });
  after(async () => {
    db.close();
    await site.close();
  });

  const events = () => db.prepare('SELECT kind, page, run, variant, device FROM site_events ORDER BY seq').all();
  const until = async (check, what) => {
    for (let tries = 0; tries < 100; tries++) {
      const value = check();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  test('a visitor gets one variant before the first paint, keeps it across reloads, and nothing shifts', async () => {
    const { page, context, errors } = await openPage(site, '/');
    try {
      const first = await shown(page);
      assert.ok(VARIANTS.includes(first.variant), `a variant is named: ${first.variant}`);
      assert.equal(first.stored, `1.${first.variant}`);
      const words = await page.evaluate(
        (variant) => document.querySelector(`main h1 [data-variant="${variant}"]`).textContent,
        first.variant,
      );
      assert.equal(first.text, words, 'only that headline is visible');
      for (let reload = 0; reload < 3; reload++) {
        await page.reload({ waitUntil: 'load' });
        assert.deepEqual(await shown(page), first, 'the same headline after a reload');
      }
      // CLS 0 on /, the variant included: every shift since navigation, after the page settled.
      await page.addInitScript(() => {
        window.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.reload({ waitUntil: 'load' });
      await page.waitForTimeout(1500);
      assert.equal(await page.evaluate(() => window.layoutShift), 0);
      assert.deepEqual(errors, [], 'no CSP refusal of the inline script, no error');
    } finally {
      await context.close();
    }
  });

  test('all five headlines are dealt over fresh visitors', async () => {
    const seen = new Map();
    for (let visitor = 0; visitor < 60 && seen.size < VARIANTS.length; visitor++) {
      const context = await site.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.origin}/`, { waitUntil: 'domcontentloaded' });
      const { variant } = await shown(page);
      seen.set(variant, (seen.get(variant) ?? 0) + 1);
      await context.close();
    }
    assert.deepEqual([...seen.keys()].sort(), [...VARIANTS].sort(), JSON.stringify([...seen]));
  });

  test('a preview and a browser without storage are shown a headline but not assigned', async () => {
    const preview = await openPage(site, '/?headline=industry');
    try {
      const state = await shown(preview.page);
      assert.equal(state.variant, 'industry');
      assert.match(state.text, /Contractors, Manufacturers and Carriers/);
      assert.equal(state.stored, null, 'a preview assigns nothing');
    } finally {
      await preview.context.close();
    }
    const context = await site.browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    try {
      await page.goto(`${site.origin}/`, { waitUntil: 'load' });
      const state = await page.evaluate(() => ({
        variant: document.documentElement.getAttribute('data-headline-variant'),
        text: document.querySelector('main h1').innerText.trim(),
      }));
      assert.equal(state.variant, null);
      assert.equal(state.text, 'Master Your Cash Flow in 60 Seconds');
    } finally {
      await context.close();
    }
  });

  test('a beacon arrives when the page is hidden; with Global Privacy Control none does', async () => {
    const before = events().length;
    const { page, context } = await openPage(site, '/');
    const { variant } = await shown(page);
    // The site starts its record once the first paint is on screen (site/start.ts).
    await page.waitForFunction(() => Symbol.for('cashflow-elements.beacon') in globalThis);
    // Leaving the page fires pagehide: the queued page view (and the assignment, if new) go as a beacon.
    await page.goto('about:blank');
    const arrived = await until(() => {
      const rows = events().slice(before);
      return rows.some((row) => row.kind === 'pageview') && rows;
    }, 'the beacon');
    const view = arrived.find((row) => row.kind === 'pageview');
    assert.deepEqual(view, { kind: 'pageview', page: '/', run: '1', variant, device: 'desktop' });
    await context.close();

    const gpc = await site.browser.newContext();
    await gpc.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const quiet = await gpc.newPage();
    const sent = [];
    quiet.on('request', (request) => {
      if (request.url().endsWith('/api/events')) sent.push(request.url());
    });
    const vitalsLogged = new Promise((resolve) =>
      quiet.on('console', (message) => message.text().startsWith('[web-vitals]') && resolve(true)),
    );
    const count = events().length;
    await quiet.goto(`${site.origin}/`, { waitUntil: 'load' });
    // The site's script has run (it logs the vitals right after starting the record), and nothing started.
    await vitalsLogged;
    assert.equal(await quiet.evaluate(() => Symbol.for('cashflow-elements.beacon') in globalThis), false);
    await quiet.goto('about:blank');
    await quiet.waitForTimeout(1500);
    assert.deepEqual(sent, [], 'nothing is sent');
    assert.equal(events().length, count);
    await gpc.close();
  });
});

describe('the staff Insights page', () => {
  let site;
  before(async () => {
    site = await startSite();
  });
  after(() => site.close());

  test('an admin sees the funnel, the experiment with its verdict and the speed, as tables and a chart; no serious axe finding', async () => {
    const storage = await openStorage({ dataDir: site.dataDir, databaseUrl: undefined });
    const ctx = staffContext(storage, site.origin);
    const { token } = await createAccount(ctx, { email: 'owner@crestline.test', role: 'admin' });
    await completeSetup(ctx, token, 'granite-harbor-lantern-42');
    await storage.close();

    // Real visits: three browsers on /, one asking for the report.
    for (let visitor = 0; visitor < 3; visitor++) {
      const { page, context } = await openPage(site, '/');
      await page.waitForFunction(() => Symbol.for('cashflow-elements.beacon') in globalThis);
      await page.goto('about:blank');
      await context.close();
    }
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: site.origin });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    try {
      await page.goto('/staff/sign-in');
      await page.getByLabel('Email').fill('owner@crestline.test');
      await page.getByLabel('Password').fill('granite-harbor-lantern-42');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      await page.getByRole('link', { name: 'Insights' }).click();
      await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
      const funnel = page.getByRole('region', { name: 'Funnel', exact: true });
      await funnel.waitFor();
      const visitors = await funnel.getByRole('row', { name: /^Visitors/ }).innerText();
      assert.match(visitors, /Visitors\s+[1-9]/, 'the visits are counted');
      assert.match(await funnel.getByRole('row', { name: /^Meetings/ }).innerText(), /Meetings\s+0/);
      assert.match(await page.getByText(/^Not enough data yet/).innerText(), /each headline needs [\d,]+ visitors/);
      await page.locator('.insights-chart .u-over').first().waitFor();
      await page.getByRole('button', { name: 'Start a run with these settings' }).waitFor();
      const shots = process.env.STAFF_SCREENSHOTS;
      if (shots) {
        await page.screenshot({ path: `${shots}/insights-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: `${shots}/insights-390.png`, fullPage: true });
      }
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
