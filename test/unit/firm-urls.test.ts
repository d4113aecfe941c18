import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleRoot, defaultEndpoint, firmHref, firmSite, resolveEndpoint } from '../../src/state/firm-urls';

/** A page at baseURI with, optionally, the API and site metas; only what firm-urls.ts reads. */
function page({ api, site }: { api?: string; site?: string } = {}) {
  const metas: Record<string, string | undefined> = { 'cashflow-elements-api': api, 'cashflow-elements-site': site };
  return {
    baseURI: 'https://client.example/resources/page',
    querySelector: (selector: string) => {
      const content = metas[/name="([^"]+)"/.exec(selector)![1]!];
      return content === undefined ? null : { content };
    },
  } as unknown as Document;
}

/** An element of that page with the given site-url attribute (not in a shadow root). */
function element(doc: Document, siteUrl?: string) {
  class FakeElement {
    ownerDocument = doc;
    getRootNode() {
      return this;
    }
    getAttribute(name: string) {
      return name === 'site-url' ? (siteUrl ?? null) : null;
    }
  }
  vi.stubGlobal('Element', FakeElement);
  return new FakeElement() as unknown as Element;
}

beforeEach(() => vi.stubGlobal('ShadowRoot', class {}));
afterEach(() => vi.unstubAllGlobals());

const ROOT_BUNDLE = 'https://firm.example/cashflow-calculator.js';
const ROOT_CHUNK = 'https://firm.example/chunks/calculator-follow-up-abc123.js';
const SUBPATH_CHUNK = 'https://cdn.firm.example/calc/v2/chunks/leads-abc123.js';

describe('bundleRoot and defaultEndpoint: the API beside the bundle', () => {
  it('is the folder of an entry bundle, and the parent of the chunks/ folder', () => {
    expect(bundleRoot(ROOT_BUNDLE).href).toBe('https://firm.example/');
    expect(bundleRoot(ROOT_CHUNK).href).toBe('https://firm.example/');
    expect(bundleRoot(SUBPATH_CHUNK).href).toBe('https://cdn.firm.example/calc/v2/');
    expect(bundleRoot('https://cdn.firm.example/calc/v2/cashflow-elements.js').href).toBe(
      'https://cdn.firm.example/calc/v2/',
    );
  });

  it('sends leads and sign-ups to api/ there (the server serves dist/ at its root and the API at /api)', () => {
    expect(defaultEndpoint('leads', ROOT_BUNDLE)).toBe('https://firm.example/api/leads');
    expect(defaultEndpoint('leads', ROOT_CHUNK)).toBe('https://firm.example/api/leads');
    expect(defaultEndpoint('newsletter', SUBPATH_CHUNK)).toBe('https://cdn.firm.example/calc/v2/api/newsletter');
  });
});

describe('resolveEndpoint', () => {
  it('uses the element attribute first, relative to the page', () => {
    expect(resolveEndpoint('https://crm.example/hooks/lead', 'leads', page({ api: '/api' }), ROOT_CHUNK)).toEqual({
      kind: 'url',
      url: 'https://crm.example/hooks/lead',
      setting: 'endpoint="https://crm.example/hooks/lead"',
    });
    expect(resolveEndpoint('/api/leads', 'leads', page(), ROOT_CHUNK)).toMatchObject({
      kind: 'url',
      url: 'https://client.example/api/leads',
    });
  });

  it('then the page-wide API, for the resource', () => {
    expect(resolveEndpoint(undefined, 'leads', page({ api: 'https://api.example/v1/' }), ROOT_CHUNK)).toEqual({
      kind: 'url',
      url: 'https://api.example/v1/leads',
      setting: '<meta name="cashflow-elements-api" content="https://api.example/v1/">',
    });
    expect(resolveEndpoint(undefined, 'newsletter', page({ api: '/api' }), ROOT_CHUNK)).toMatchObject({
      url: 'https://client.example/api/newsletter',
    });
  });

  it('else the API beside the bundle: never nowhere, never simulated', () => {
    expect(resolveEndpoint(undefined, 'leads', page(), ROOT_CHUNK)).toEqual({
      kind: 'url',
      url: 'https://firm.example/api/leads',
      setting: 'the default endpoint (the API beside the bundle)',
    });
  });

  it('simulates only when asked with "demo", on the element or the page', () => {
    expect(resolveEndpoint('demo', 'leads', page({ api: '/api' }), ROOT_CHUNK)).toMatchObject({ kind: 'demo' });
    expect(resolveEndpoint(undefined, 'newsletter', page({ api: ' demo ' }), ROOT_CHUNK)).toMatchObject({
      kind: 'demo',
    });
  });

  it('an attribute or meta that is not an http(s) URL is invalid: no fallback to anything else', () => {
    expect(resolveEndpoint('javascript:alert(1)', 'leads', page({ api: '/api' }), ROOT_CHUNK)).toEqual({
      kind: 'invalid',
      setting: 'endpoint="javascript:alert(1)"',
    });
    expect(resolveEndpoint(undefined, 'leads', page({ api: 'data:text/html,hi' }), ROOT_CHUNK)).toMatchObject({
      kind: 'invalid',
    });
    expect(resolveEndpoint('', 'leads', page(), ROOT_CHUNK)).toMatchObject({ kind: 'invalid' });
  });
});

describe('firmSite and firmHref: links that work on any page', () => {
  it("default to the bundle's origin, whatever folder the bundle is in", () => {
    const doc = page();
    expect(firmSite(element(doc), SUBPATH_CHUNK).href).toBe('https://cdn.firm.example/');
    expect(firmHref('/resources/articles', element(doc), ROOT_CHUNK)).toBe('https://firm.example/resources/articles');
    expect(firmHref('/', element(doc), ROOT_CHUNK)).toBe('https://firm.example/');
  });

  it("the page-wide site meta overrides the default, and the element's site-url overrides both", () => {
    const doc = page({ site: 'https://www.firm.example' });
    expect(firmHref('/talk-to-expert', element(doc), ROOT_CHUNK)).toBe('https://www.firm.example/talk-to-expert');
    expect(firmHref('/talk-to-expert', element(doc, 'https://firm.example/site'), ROOT_CHUNK)).toBe(
      'https://firm.example/site/talk-to-expert',
    );
  });

  it('skips a site-url that is not an http(s) URL, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      firmHref('/contact', element(page({ site: 'https://www.firm.example/' }), 'javascript:alert(1)'), ROOT_CHUNK),
    ).toBe('https://www.firm.example/contact');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored site-url="javascript:alert(1)"'));
  });
});
