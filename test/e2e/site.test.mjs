// End-to-end tests of the site through the served dist/: routes, prerendering, navigation, menus,
// the newsletter, the site without JavaScript, and axe-core on every route.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { elementsReady, openPage, ROUTES, seriousViolations, startSite } from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const ARTICLE_LINKS = [
  '/resources/articles/cash-flow-calculator',
  '/resources/articles/construction-cash-flow',
  '/resources/articles/manufacturing-tax-strategies',
];

describe('every route', () => {
  for (const path of ROUTES) {
    test(`${path} renders its heading and title, with no console error and no serious axe finding`, async () => {
      const { page, context, response, errors } = await openPage(site, path);
      try {
        assert.equal(response.status(), 200);
        const h1 = page.locator('main h1');
        assert.equal(await h1.count(), 1, 'exactly one h1 in <main>');
        assert.ok((await h1.innerText()).trim().length > 3);
        const title = await page.title();
        assert.match(title, /Crestline Advisory Group/);
        await elementsReady(page);
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});

describe('prerendered HTML', () => {
  test('each route has its content, title, description, canonical and Open Graph tags in the HTML', async () => {
    const titles = new Set();
    for (const path of ROUTES) {
      const html = await (await fetch(`${site.origin}${path}`)).text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      assert.ok(title, `${path} has a <title>`);
      titles.add(title);
      assert.match(html, /<meta data-page-head name="description" content="[^"]{50,}"/, `${path} description`);
      if (path.startsWith('/newsletter/') || path === '/manage-meeting') {
        // The pages behind e-mailed links are kept out of search results: noindex, nothing to share.
        assert.match(html, /<meta data-page-head name="robots" content="noindex"/, `${path} noindex`);
      } else {
        assert.ok(
          html.includes(`<link data-page-head rel="canonical" href="https://www.crestlineadvisory.com${path}"`),
          `${path} canonical`,
        );
        assert.match(html, /property="og:title"/);
        assert.match(html, /property="og:description"/);
      }
      assert.match(html, /<main id="main" tabindex="-1">[\s\S]*<h1[^>]*>[\s\S]+<\/h1>/, `${path} h1 in the HTML`);
      assert.doesNotMatch(html, /<!--lit-part/, 'no hydration markers left');
    }
    assert.equal(titles.size, ROUTES.length, 'every page has its own title');
  });

  test("each page carries the site's styles inline, allowed by their hash in the CSP, with no stylesheet to wait for", async () => {
    for (const path of [...ROUTES, '/no/such/page']) {
      const response = await fetch(`${site.origin}${path}`);
      const html = await response.text();
      // The elements' first views carry their own <style> in their declarative shadow roots.
      const outsideShadowRoots = html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/g, '');
      const styles = [...outsideShadowRoots.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]);
      assert.equal(styles.length, 1, `${path}: one inline <style>`);
      assert.ok(styles[0].length > 5000, `${path}: the whole site stylesheet`);
      assert.doesNotMatch(html, /rel="stylesheet"/, `${path}: no render-blocking stylesheet`);
      const csp = response.headers.get('content-security-policy');
      const hash = createHash('sha256').update(styles[0]).digest('base64');
      assert.match(
        csp,
        new RegExp(`style-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
        `${path}: the CSP allows this <style>`,
      );
      const firstViewStyles = [...html.matchAll(/<template shadowrootmode="open"><style>([\s\S]*?)<\/style>/g)];
      assert.ok(firstViewStyles.length >= 2, `${path}: the header's and footer's first views`);
      for (const [, css] of firstViewStyles) {
        const firstViewHash = createHash('sha256').update(css).digest('base64');
        assert.ok(csp.includes(`'sha256-${firstViewHash}'`), `${path}: the CSP allows a first view's <style>`);
      }
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    }
  });

  test('home has keywords, the Organization JSON-LD and the hero headline in the HTML', async () => {
    const html = await (await fetch(`${site.origin}/`)).text();
    assert.match(html, /<meta data-page-head name="keywords" content="[^"]*cash flow calculator/);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json" data-page-head>([^<]+)<\/script>/)[1]);
    assert.equal(jsonLd['@context'], 'https://schema.org');
    assert.equal(jsonLd.name, 'Crestline Advisory Group');
    assert.equal(jsonLd.address.addressLocality, 'Arlington Heights');
    assert.match(html, /Master Your Cash Flow in 60 Seconds/);
  });

  test('an unknown path answers 404 with the not-found page', async () => {
    const response = await fetch(`${site.origin}/no/such/page`);
    assert.equal(response.status, 404);
    const html = await response.text();
    assert.match(html, /We couldn(&#39;|')t find that page|We couldn’t find that page/);
    assert.match(html, /name="robots" content="noindex"/);
  });
});

describe('links', () => {
  test('every link on every page (header and footer included) leads to a page, never to not-found', async () => {
    const seen = new Set();
    const { page, context } = await openPage(site, '/');
    try {
      for (const path of ROUTES) {
        await page.goto(`${site.origin}${path}`);
        await elementsReady(page);
        const hrefs = await page.evaluate(() => {
          const collect = (root) => [
            ...[...root.querySelectorAll('a[href]')].map((a) => a.href),
            ...[...root.querySelectorAll('*')].filter((el) => el.shadowRoot).flatMap((el) => collect(el.shadowRoot)),
          ];
          return collect(document);
        });
        for (const href of hrefs) {
          const url = new URL(href);
          if (url.origin !== site.origin) continue;
          seen.add(url.pathname);
        }
      }
      for (const pathname of seen) {
        const response = await fetch(`${site.origin}${pathname}`);
        assert.equal(response.status, 200, `${pathname} is linked from the site`);
      }
      for (const article of ARTICLE_LINKS) assert.ok(seen.has(article), `${article} is linked`);
    } finally {
      await context.close();
    }
  });

  test('the three article links open their articles', async () => {
    const { page, context } = await openPage(site, '/resources/articles');
    try {
      for (const href of ARTICLE_LINKS) {
        await page.goto(`${site.origin}/resources/articles`);
        await page.locator(`main a[href="${href}"]`).first().click();
        await page.waitForURL(`${site.origin}${href}`);
        await page.waitForFunction(
          (path) => document.querySelector('link[rel="canonical"]')?.href.endsWith(path),
          href,
        );
        assert.doesNotMatch(await page.locator('main h1').innerText(), /couldn.t find/);
      }
    } finally {
      await context.close();
    }
  });
});

describe('client-side navigation', () => {
  test('a link changes page without a reload, scrolls to the top, moves focus to the heading and changes the title', async () => {
    const { page, context, errors } = await openPage(site, '/');
    try {
      await elementsReady(page);
      await page.evaluate(() => {
        window.__sameDocument = true;
        window.scrollTo(0, 1500);
      });
      await page.locator('main a[href="/resources/articles"]').first().click();
      await page.waitForURL(`${site.origin}/resources/articles`);
      await page.waitForFunction(() => document.title.includes('Articles'));
      assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload');
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');
      assert.equal(
        await page.evaluate(() => document.querySelector('link[rel="canonical"]').href),
        'https://www.crestlineadvisory.com/resources/articles',
      );
      await page.goBack();
      await page.waitForFunction(() => document.querySelector('[data-headline]'));
      assert.equal(await page.evaluate(() => window.__sameDocument), true, 'back is in the same document too');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('returning home through links puts back the Organization JSON-LD; an article gets its Article JSON-LD', async () => {
    const { page, context, errors } = await openPage(site, '/');
    try {
      await elementsReady(page);
      const jsonLd = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) => JSON.parse(script.textContent)['@type'],
          ),
        );
      assert.deepEqual(await jsonLd(), ['FinancialService']);
      await page.locator('main a[href="/resources/articles"]').first().click();
      await page.waitForFunction(() => document.title.includes('Articles'));
      assert.deepEqual(await jsonLd(), [], 'the list page has none');
      await page.locator('main a[href="/resources/articles/construction-cash-flow"]').first().click();
      await page.waitForFunction(() => document.querySelector('main .prose table caption'));
      assert.deepEqual(await jsonLd(), ['Article']);
      await page.locator('main nav[aria-label="Breadcrumb"] a[href="/"]').click();
      await page.waitForFunction(() => document.querySelector('[data-headline]'));
      assert.deepEqual(await jsonLd(), ['FinancialService'], 'back on the home page');
      const organization = await page.evaluate(() =>
        JSON.parse(document.querySelector('script[type="application/ld+json"]').textContent),
      );
      assert.equal(organization.name, 'Crestline Advisory Group');
      assert.equal(organization.address.addressLocality, 'Arlington Heights');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a legal page reached by the router shows its Markdown text and effective date', async () => {
    const { page, context, errors } = await openPage(site, '/');
    try {
      await elementsReady(page);
      // The elements' links are absolute (they work on any site): here, of the site's own origin.
      await page.evaluate(() =>
        document
          .querySelector('site-footer')
          .shadowRoot.querySelector(`a[href="${location.origin}/terms-of-use"]`)
          .click(),
      );
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Terms of Use');
      assert.match(await page.locator('main .lead').innerText(), /^Effective date: November 1, 2026$/);
      assert.match(await page.locator('main .prose').innerText(), /operated by Crestline Advisory Group \("Crestline"/);
      assert.equal(await page.locator('main .prose .contact-list address').count(), 1);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("a page without its root element logs the spec's message, and only that; the elements still load", async () => {
    const { page, context, errors } = await openPage(site, '/');
    try {
      await elementsReady(page);
      assert.deepEqual(errors, [], 'no message with the root element');
      const bundle = await page.evaluate(() =>
        document.querySelector('script[type="module"][src]').getAttribute('src'),
      );
      await page.route(`${site.origin}/no-root`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>t</title><script type="module" src="${bundle}"></script><site-header></site-header><div id="content"></div>`,
        }),
      );
      await page.goto(`${site.origin}/no-root`);
      await elementsReady(page); // the header gets its first view and wakes at its first use
      assert.ok(await page.evaluate(() => Boolean(customElements.get('site-header'))), 'the header loaded');
      assert.deepEqual(errors, ['Root element not found. Cannot mount React application.']);
    } finally {
      await context.close();
    }
  });

  test('a link to an anchor on the same page scrolls to the anchor, not to the top', async () => {
    const { page, context } = await openPage(site, '/');
    try {
      await page.getByRole('link', { name: 'Calculate Now' }).click();
      await page.waitForFunction(() => location.hash === '#calculator');
      const top = await page.evaluate(() => document.getElementById('calculator').getBoundingClientRect().top);
      assert.ok(Math.abs(top - 96) < 40, `the calculator section is at the top (${top}px)`);
    } finally {
      await context.close();
    }
  });

  test('an unknown path reached by the router shows the not-found page', async () => {
    const { page, context } = await openPage(site, '/');
    try {
      await elementsReady(page);
      await page.evaluate(() => {
        const link = document.createElement('a');
        link.href = '/missing-page';
        link.textContent = 'missing';
        document.querySelector('main').append(link);
        link.click();
      });
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('find that page'));
      assert.match(await page.title(), /Page Not Found/);
    } finally {
      await context.close();
    }
  });

  test('?headline= picks a hero headline variant', async () => {
    const { page, context } = await openPage(site, '/?headline=problem');
    try {
      await page.waitForFunction(() => !document.querySelector('[data-headline]').innerText.includes('Master Your'));
      assert.match(await page.locator('[data-headline]').innerText(), /Short on Cash/);
    } finally {
      await context.close();
    }
  });
});

describe('header', () => {
  test('the Solutions menu opens and is used by keyboard', async () => {
    const { page, context } = await openPage(site, '/');
    try {
      await elementsReady(page);
      const header = page.locator('site-header');
      const button = header.getByRole('button', { name: 'Solutions' });
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = header.getByRole('menu');
      await menu.waitFor({ state: 'visible' });
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      const focused = () =>
        page.evaluate(() => document.querySelector('site-header').shadowRoot.activeElement?.textContent?.trim());
      assert.match(await focused(), /^Business Analysis/);
      await page.keyboard.press('ArrowDown');
      assert.match(await focused(), /^Tax Illustration/);
      await page.keyboard.press('End');
      assert.match(await focused(), /^Custom Solutions/);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      assert.equal(await focused(), 'Solutions');
      await page.keyboard.press('ArrowDown');
      await menu.waitFor({ state: 'visible' });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.origin}/solutions/tax-illustration`);
      await menu.waitFor({ state: 'hidden' });
      assert.equal(
        await header
          .getByRole('menuitem', { name: /Tax Illustration/, includeHidden: true })
          .getAttribute('aria-current'),
        'page',
      );
    } finally {
      await context.close();
    }
  });

  test('the Resources menu opens and closes by click', async () => {
    const { page, context } = await openPage(site, '/');
    try {
      await elementsReady(page);
      const header = page.locator('site-header');
      await header.getByRole('button', { name: 'Resources' }).click();
      await header.getByRole('menu').waitFor({ state: 'visible' });
      await page.locator('main h1').click();
      await header.getByRole('menu').waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  test('at 390 px the mobile menu opens, expands a group and closes when a link is chosen', async () => {
    const { page, context } = await openPage(site, '/', { viewport: { width: 390, height: 844 } });
    try {
      await elementsReady(page);
      const header = page.locator('site-header');
      assert.equal(
        await header.getByRole('button', { name: 'Solutions', exact: true }).isVisible(),
        false,
        'desktop menu hidden',
      );
      const toggle = header.getByRole('button', { name: 'Menu' });
      await toggle.click();
      const mobile = header.getByRole('navigation', { name: 'Mobile' });
      await mobile.waitFor({ state: 'visible' });
      const group = mobile.getByRole('button', { name: 'Resources' });
      assert.equal(await group.getAttribute('aria-expanded'), 'false');
      await group.click();
      assert.equal(await group.getAttribute('aria-expanded'), 'true');
      await mobile.getByRole('link', { name: 'Testimonials' }).click();
      await page.waitForURL(`${site.origin}/resources/testimonials`);
      await mobile.waitFor({ state: 'hidden' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.deepEqual(await seriousViolations(page), []);
    } finally {
      await context.close();
    }
  });
});

describe('newsletter', () => {
  test('Subscribe is disabled until the address is valid, shows Subscribing..., then the toast once the server stored it, and clears the field', async () => {
    const { page, context } = await openPage(site, '/');
    try {
      await elementsReady(page);
      // The server answers in milliseconds: hold its answer so the sending state can be seen.
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route('**/api/newsletter', async (route) => {
        await held;
        await route.continue();
      });
      const form = page.locator('newsletter-form');
      const input = form.getByRole('textbox', { name: 'Email address' });
      const button = form.getByRole('button', { name: /Subscrib/ });
      assert.equal(await button.isDisabled(), true, 'empty');
      await input.fill('not an email');
      assert.equal(await button.isDisabled(), true, 'invalid');
      await input.fill('owner @example.com');
      assert.equal(await button.isDisabled(), true, 'a space');
      await input.fill('owner@example.com');
      assert.equal(await button.isDisabled(), false);
      const answered = page.waitForResponse('**/api/newsletter');
      await button.click();
      assert.equal(await button.innerText(), 'Subscribing...');
      assert.equal(await button.isDisabled(), true);
      release();
      assert.equal((await answered).status(), 201);
      await form.getByText('Thank you for subscribing to our newsletter.').waitFor();
      assert.ok(await form.getByText('Success!').isVisible());
      assert.equal(await input.inputValue(), '');
    } finally {
      await context.close();
    }
  });
});

describe('without JavaScript', () => {
  for (const path of [...ROUTES, '/no/such/page']) {
    test(`${path} still shows its heading, its text and the navigation`, async () => {
      const { page, context } = await openPage(site, path, { javaScriptEnabled: false });
      try {
        const h1 = await page.locator('main h1').innerText();
        assert.ok(h1.length > 3);
        const text = await page.locator('main').innerText();
        assert.ok(text.length > 200, `${path} has readable text`);
        assert.ok(await page.locator('site-header a[href="/talk-to-expert"]').first().isVisible(), 'header links');
        assert.ok(await page.locator('site-footer a[href="/privacy-policy"]').first().isVisible(), 'footer links');
      } finally {
        await context.close();
      }
    });
  }
});
