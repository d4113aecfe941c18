// The WordPress plugin in a real WordPress (Debian's packages, see wordpress.mjs): the zip that
// `npm run build` writes is installed and activated; an Editor and an Author post the calculator as
// a shortcode, a block and a raw tag; a synced pattern, a Custom HTML widget and an archive show it
// too. In Chromium: it renders, calculates, draws the chart, and a report lead reaches the project's
// server (EMBED_ORIGINS = the WordPress origin), with no console error and no layout shift; the
// Author's endpoint and site-url are gone; the settings page's "Test connection" and the admin notice
// name a missing EMBED_ORIGINS entry. One WordPress for the whole suite.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../scripts/find-browser.mjs';
import { WORDPRESS_ZIP } from '../../scripts/wordpress-zip.mjs';
import { startInstance } from '../support/instances.mjs';
import { missingPackages, startWordPress, WORDPRESS_PACKAGES } from './wordpress.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PLUGIN = 'cashflow-elements/cashflow-elements.php';

const missing = await missingPackages();
if (missing.length > 0 && process.env.CI) {
  throw new Error(
    `The WordPress suite needs ${missing.join(', ')}: CI installs them (sudo apt-get install ${WORDPRESS_PACKAGES}).`,
  );
}
const skip =
  missing.length > 0 &&
  `WordPress suite skipped: ${missing.join(', ')} missing (sudo apt-get install ${WORDPRESS_PACKAGES})`;

/** What Authors write to send visitors' data elsewhere, and where their calculators must still send. */
const FOREIGN = 'https://collector.example/steal';

describe('the WordPress plugin in a real WordPress', { skip }, () => {
  /** @type {import('./wordpress.mjs').WordPressSite} */
  let site;
  /** @type {Awaited<ReturnType<typeof startInstance>>} */
  let server;
  /** @type {import('playwright').Browser} */
  let browser;
  const dataDir = mkdtempSync(join(tmpdir(), 'cashflow-wordpress-leads-'));
  const pages = {};

  before(async () => {
    if (!existsSync(WORDPRESS_ZIP)) throw new Error(`${WORDPRESS_ZIP} is missing: run \`npm run build\` first.`);
    site = await startWordPress();
    server = await startInstance({ DATA_DIR: dataDir, EMBED_ORIGINS: site.origin, LEADS_RATE_LIMIT: '1000' });
    await site.installPlugin(WORDPRESS_ZIP, PLUGIN);
    site.installTheme(join(dirname(fileURLToPath(import.meta.url)), 'classic-theme'));

    const editor = await site.createUser('edna', 'editor');
    const author = await site.createUser('arthur', 'author');
    const api = `${server.origin}/api`;
    const calculators = (endpoint, siteUrl) =>
      [
        `[cashflow_calculator industry="Manufacturing" endpoint="${endpoint}" site_url="${siteUrl}"]`,
        `<!-- wp:cashflow-elements/calculator ${JSON.stringify({ industry: 'Transportation', endpoint, siteUrl })} /-->`,
        `<!-- wp:html --><cashflow-calculator industry="Construction" endpoint="${endpoint}" site-url="${siteUrl}"></cashflow-calculator><!-- /wp:html -->`,
        // The element's value for a simulated send: an Editor's demo page may use it, an Author may not.
        '[cashflow_calculator industry="Other" endpoint="demo"]',
      ].join('\n\n');
    const publish = async (user, title, content) =>
      (await site.rest(user, '/wp/v2/posts', { title, content, status: 'publish' })).link;
    pages.editor = await publish(editor, 'Editor calculators', calculators(`${api}/leads`, server.origin));
    pages.author = await publish(author, 'Author calculators', calculators(FOREIGN, 'javascript:alert(1)'));
    // A synced pattern (a reusable block) with a raw tag, shown on a page that has nothing else.
    const pattern = await site.rest(editor, '/wp/v2/blocks', {
      title: 'Calculator pattern',
      content: '<!-- wp:html --><cashflow-calculator industry="Other"></cashflow-calculator><!-- /wp:html -->',
      status: 'publish',
    });
    // A shortcode with no numbers of its own: its calculator comes with its prerendered first view.
    // A page, not a post, so the blog's archive keeps its count of calculators.
    pages.firstView = (
      await site.rest(editor, '/wp/v2/pages', {
        title: 'First view',
        content: '[cashflow_calculator]',
        status: 'publish',
      })
    ).link;
    pages.pattern = (
      await site.rest(editor, '/wp/v2/pages', {
        title: 'Pattern page',
        content: `<!-- wp:block {"ref":${pattern.id}} /-->`,
        status: 'publish',
      })
    ).link;
    pages.empty = (
      await site.rest(editor, '/wp/v2/pages', {
        title: 'A page without calculator',
        content: '<p>Nothing here.</p>',
        status: 'publish',
      })
    ).link;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Opens a page in a fresh context that records console errors, failed requests, the scripts of
   * the bundle that were fetched and the layout shifts (Layout Instability API).
   */
  async function open(url, { width = 1280, height = 900 } = {}) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const problems = [];
    const scripts = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on(
      'response',
      (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`),
    );
    page.on('request', (request) => /\/cashflow-elements\/dist\//.test(request.url()) && scripts.push(request.url()));
    await page.addInitScript(() => {
      // The follow-up popup would make the page inert; it has its own tests.
      localStorage.setItem('cashflow-elements:email-popup-shown', '1');
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    return { page, context, problems, scripts };
  }

  /**
   * Waits until every calculator on the page shows its first view, wakes each as a first use does
   * (a pointer over it), and waits until each is defined and has rendered its form; returns them.
   */
  async function rendered(page, count) {
    const calculators = page.locator('cashflow-calculator');
    await page.waitForFunction(
      (expected) =>
        document.querySelectorAll('cashflow-calculator').length === expected &&
        [...document.querySelectorAll('cashflow-calculator')].every((element) =>
          element.shadowRoot?.querySelector('form'),
        ),
      count,
      { timeout: 20_000 },
    );
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('cashflow-calculator'))
        element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    });
    await page.waitForFunction(
      (expected) => {
        const all = [...document.querySelectorAll('cashflow-calculator')];
        return (
          all.length === expected &&
          all.every(
            (element) =>
              element.matches(':defined') &&
              element.shadowRoot?.querySelector('form') &&
              element.getBoundingClientRect().height > 300,
          )
        );
      },
      count,
      { timeout: 20_000 },
    );
    return calculators;
  }

  /** The layout shift so far, once the page has had a second to settle. */
  async function settledLayoutShift(page) {
    await page.waitForTimeout(1000);
    return page.evaluate(() => window.layoutShift);
  }

  async function calculateAndChart(calculator) {
    await calculator.getByRole('button', { name: 'Calculate', exact: true }).click();
    await calculator.getByRole('tab', { name: 'Forecast' }).click();
    await calculator.locator('.chart canvas').waitFor();
    assert.match(await calculator.getByRole('tabpanel').innerText(), /12-Month Cash Flow Forecast/);
  }

  /** Sends the report card of a calculated calculator; resolves with the lead request's response. */
  async function sendReport(page, calculator, email) {
    await calculator.getByLabel('Full Name').fill('Dana Whitfield');
    await calculator.getByLabel('Email').fill(email);
    await calculator.getByLabel('Company Name').fill('Whitfield Builders');
    await calculator.getByRole('checkbox', { name: /I agree to receive my Cash Flow Report/ }).check();
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/leads'),
    );
    await calculator.getByRole('button', { name: 'Send My Report' }).click();
    return answered;
  }

  const exportedLeads = () =>
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'server/leads-export.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  test('the zip installs: every front-end page loads the autoloader once, versioned by the bundle, and names the firm’s API and site', async () => {
    const { version } = await site.php("echo wp_json_encode( array( 'version' => CASHFLOW_ELEMENTS_VERSION ) );");
    assert.match(version, /^\d+\.\d+\.\d+-[0-9a-f]{12}$/);
    const html = await (await fetch(pages.empty)).text();
    const scripts = html.match(/<script[^>]*cashflow-elements[^>]*>/g) ?? [];
    assert.equal(scripts.length, 1, scripts.join('\n'));
    assert.ok(scripts[0].includes(`/dist/${version.split('-')[1]}/cashflow-elements.js?ver=${version}`), scripts[0]);
    assert.match(scripts[0], /type="module"/);
    // Before any setting: the firm's production server (the bundle is served from here, so the element's own default would be wrong).
    const firm = process.env.CASHFLOW_FIRM_URL || 'https://www.crestlineadvisory.com';
    assert.ok(
      html.includes(`<meta name="cashflow-elements-api" content="${new URL(firm).origin}/api" />`),
      'the default API meta',
    );
    assert.ok(
      html.includes(`<meta name="cashflow-elements-site" content="${new URL(firm).origin}" />`),
      'the default site meta',
    );

    await site.php(
      `update_option( 'cashflow_elements_settings', array( 'api_url' => '${server.origin}/api', 'site_url' => '${server.origin}' ) );`,
    );
    const configured = await (await fetch(pages.empty)).text();
    assert.ok(configured.includes(`<meta name="cashflow-elements-api" content="${server.origin}/api" />`));
  });

  for (const width of [1280, 390]) {
    test(`an Editor’s shortcode, block and raw tag render at ${width} px with no layout shift, calculate, chart, and a report lead reaches the firm’s server`, async () => {
      const { page, context, problems, scripts } = await open(pages.editor, { width });
      try {
        const calculators = await rendered(page, 4);
        const layoutShift = await settledLayoutShift(page);
        for (let index = 0; index < 3; index++) {
          assert.equal(
            await calculators.nth(index).getAttribute('endpoint'),
            `${server.origin}/api/leads`,
            'an Editor may set endpoint',
          );
          assert.equal(
            await calculators.nth(index).getAttribute('site-url'),
            server.origin,
            'an Editor may set site-url',
          );
        }
        assert.equal(await calculators.nth(3).getAttribute('endpoint'), 'demo');
        const first = calculators.first();
        await calculateAndChart(first);
        const email = `editor-${width}@whitfield-builders.com`;
        const response = await sendReport(page, first, email);
        assert.equal(response.status(), 201);
        assert.ok(exportedLeads().includes(email), 'the lead is in the firm’s database');
        // Each file once: one script tag, and the entries and chunks by their one URL.
        assert.deepEqual(
          scripts.filter((url, index) => scripts.indexOf(url) !== index),
          [],
        );
        assert.equal(scripts.filter((url) => /\/cashflow-calculator-element-[^/]+\.js/.test(url)).length, 1);
        assert.deepEqual(problems, []);
        // Last, so that the checks above run whatever it is: the element reserves its own height.
        assert.equal(layoutShift, 0, 'cumulative layout shift while loading');
      } finally {
        await context.close();
      }
    });
  }

  test('an Author’s endpoint and site-url are stripped from the raw tag, the shortcode and the block; their calculators send to the firm’s server', async () => {
    const { page, context, problems } = await open(pages.author);
    try {
      const calculators = await rendered(page, 4);
      const attributes = await calculators.evaluateAll((elements) =>
        elements.map((element) => element.getAttributeNames().join(' ')),
      );
      assert.deepEqual(attributes, ['industry', 'industry', 'industry', 'industry']);
      assert.ok(!(await page.content()).includes('collector.example'), 'no trace of the Author’s endpoint in the page');
      const rawTag = calculators.nth(2);
      await calculateAndChart(rawTag);
      const response = await sendReport(page, rawTag, 'author-post@whitfield-builders.com');
      assert.equal(new URL(response.url()).origin, server.origin);
      assert.equal(response.status(), 201);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
    // The raw tag lost them when it was saved (kses); the shortcode's and block's text keep them but never reach the page.
    const stored = await site.php(
      `echo wp_json_encode( get_post( url_to_postid( '${pages.author}' ) )->post_content );`,
    );
    assert.match(stored, /<cashflow-calculator industry="Construction"><\/cashflow-calculator>/);
  });

  test('a shortcode without numbers prints the prerendered first view: the inputs before any script, hydrated at first use', async () => {
    const html = await (await fetch(pages.firstView)).text();
    assert.match(html, /<cashflow-calculator><template shadowrootmode="open"><style>/);
    // The positive control: a calculator with numbers of its own is drawn by the loader instead.
    assert.doesNotMatch(await (await fetch(pages.pattern)).text(), /industry="Other"><template/);
    const { page, context, problems } = await open(pages.firstView);
    try {
      assert.equal(await page.locator('cashflow-calculator input[name="monthlyRevenue"]').inputValue(), '$50,000');
      assert.equal(await page.evaluate(() => Boolean(customElements.get('cashflow-calculator'))), false);
      await page.evaluate(() => {
        window.revenueInput = document.querySelector('cashflow-calculator').shadowRoot.querySelector('input');
      });
      await rendered(page, 1);
      assert.ok(
        await page.evaluate(
          () => window.revenueInput === document.querySelector('cashflow-calculator').shadowRoot.querySelector('input'),
        ),
        'hydrated in place',
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a synced pattern on a page without shortcode loads its calculator', async () => {
    const { page, context, problems } = await open(pages.pattern);
    try {
      await calculateAndChart((await rendered(page, 1)).first());
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('on a classic theme, a Custom HTML widget and an archive load their calculators', async () => {
    await site.php(`
      switch_theme( 'classic-theme' );
      update_option( 'widget_custom_html', array( 2 => array( 'title' => 'Calculator', 'content' => '<cashflow-calculator industry="Other"></cashflow-calculator>' ), '_multiwidget' => 1 ) );
      update_option( 'sidebars_widgets', array( 'wp_inactive_widgets' => array(), 'sidebar-1' => array( 'custom_html-2' ), 'array_version' => 3 ) );`);
    try {
      const widgetOnly = await open(pages.empty);
      try {
        await calculateAndChart((await rendered(widgetOnly.page, 1)).first());
        assert.deepEqual(widgetOnly.problems, []);
      } finally {
        await widgetOnly.context.close();
      }
      // The blog's home is an archive of every post: 4 + 4 calculators in the posts, 1 in the widget.
      const archive = await open(`${site.origin}/`);
      try {
        const calculators = await rendered(archive.page, 9);
        await calculateAndChart(calculators.nth(4));
        assert.deepEqual(archive.problems, []);
        assert.equal(archive.scripts.filter((url) => /\/cashflow-elements\.js/.test(url)).length, 1);
      } finally {
        await archive.context.close();
      }
    } finally {
      await site.php("switch_theme( 'twentytwentythree' );");
    }
  });

  test('Settings → Cashflow Elements: “Test connection” and the admin notice say which origin to add to EMBED_ORIGINS', async () => {
    const refusing = await startInstance({ DATA_DIR: dataDir, LEADS_RATE_LIMIT: '1000' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${site.origin}/wp-login.php`);
      await page.fill('#user_login', 'admin');
      await page.fill('#user_pass', site.adminPassword);
      await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);
      await page.goto(`${site.origin}/wp-admin/options-general.php?page=cashflow-elements`);
      const result = page.locator('#cashflow-elements-test-result');

      await page.getByRole('button', { name: 'Test connection' }).click();
      await result.getByText(`Connected: ${server.origin}/api/leads accepts leads from ${site.origin}.`).waitFor();
      assert.equal(
        await page.locator('.cashflow-elements-notice').count(),
        0,
        'no notice while the API and the bundle are reachable',
      );

      // Typed, not saved: the test uses the field's value.
      await page.getByLabel('API URL').fill(`${refusing.origin}/api`);
      await page.getByRole('button', { name: 'Test connection' }).click();
      await result
        .getByText(
          `The firm’s server refuses leads from this site: add ${site.origin} to EMBED_ORIGINS on the firm’s server.`,
        )
        .waitFor();

      // Saved: every admin page says so, until it is fixed.
      await Promise.all([
        page.waitForURL(/settings-updated=true/),
        page.getByRole('button', { name: 'Save Changes' }).click(),
      ]);
      await page.goto(`${site.origin}/wp-admin/`);
      assert.match(
        await page.locator('.cashflow-elements-notice').innerText(),
        new RegExp(`add ${site.origin.replaceAll('.', '\\.')} to EMBED_ORIGINS`),
      );

      // A bundle that is not there: the notice says the calculator will not show.
      await site.php(
        `update_option( 'cashflow_elements_settings', array( 'api_url' => '${server.origin}/api', 'bundle_url' => '${site.origin}/nowhere/' ) ); delete_transient( CASHFLOW_ELEMENTS_HEALTH );`,
      );
      await page.reload();
      const notices = await page.locator('.cashflow-elements-notice').allInnerTexts();
      assert.equal(notices.length, 1, notices.join('\n'));
      assert.match(notices[0], /cashflow-elements\.js cannot be loaded \(HTTP 404\)/);
    } finally {
      await context.close();
      await refusing.stop();
      await site.php(
        `update_option( 'cashflow_elements_settings', array( 'api_url' => '${server.origin}/api', 'site_url' => '${server.origin}' ) ); delete_transient( CASHFLOW_ELEMENTS_HEALTH );`,
      );
    }
  });

  test('the plugin logged no PHP error, warning or notice', () => {
    assert.deepEqual(site.loggedProblems(/cashflow-elements|classic-theme/), []);
  });
});
