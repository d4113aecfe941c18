/**
 * Where the firm is, for elements embedded on any site: its API (where forms send) and its site
 * (where links inside the elements lead). Each is, in this order: the element's own attribute
 * (`endpoint`, `site-url`), a page-wide <meta>, else derived from the URL this bundle was loaded
 * from, so one script tag from the firm's server needs no configuration at all.
 */

/** `<meta name="cashflow-elements-api" content="https://firm.example/api">`: leads go to its /leads. */
export const API_META_NAME = 'cashflow-elements-api';
/** `<meta name="cashflow-elements-site" content="https://firm.example">`: links lead there. */
export const SITE_META_NAME = 'cashflow-elements-site';
/** The endpoint (attribute or API meta) that asks for the spec's simulated send: nothing is sent. */
export const DEMO_ENDPOINT = 'demo';

export type ApiResource = 'leads' | 'newsletter' | 'bookings';

/**
 * The folder dist/ is served from. The bundles sit in it and the code they share in its chunks/
 * folder, and this module is in one or the other, so its own URL locates the folder: also when
 * dist/ lives under a sub-path or on a CDN. The firm's server serves dist/ at its root and its API
 * at /api beside it (server/static-site.ts, server/app.ts).
 */
export function bundleRoot(moduleUrl: string = import.meta.url): URL {
  const url = new URL(moduleUrl);
  return new URL(/\/chunks\/[^/]*$/.test(url.pathname) ? '../' : './', url);
}

/** An absolute http(s) URL for the text, relative to the page, or undefined if it is not one. */
function httpUrl(text: string | null | undefined, base: string): URL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Settings already warned about: links are drawn often, the console should say it once. */
const warned = new Set<string>();

const metaContent = (doc: Document, name: string) =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/** The API beside the bundle: https://firm.example/cashflow-calculator.js sends leads to https://firm.example/api/leads. */
export const defaultEndpoint = (resource: ApiResource, moduleUrl?: string): string =>
  new URL(`api/${resource}`, bundleRoot(moduleUrl)).href;

/**
 * Where a form sends, with `setting` naming what decided it, for the site owner's console:
 * - demo: the simulated send was asked for;
 * - url: send there;
 * - invalid: the attribute or meta is not an http(s) URL, an error (never a silent fallback).
 */
export type Endpoint =
  | { kind: 'demo'; setting: string }
  | { kind: 'url'; url: string; setting: string }
  | { kind: 'invalid'; setting: string };

export function resolveEndpoint(
  attribute: string | undefined,
  resource: ApiResource,
  doc: Document = document,
  moduleUrl?: string,
): Endpoint {
  const meta = metaContent(doc, API_META_NAME);
  const [text, setting, toUrl] =
    attribute !== undefined
      ? [attribute, `endpoint=${JSON.stringify(attribute)}`, (url: URL) => url.href]
      : meta !== undefined
        ? [
            meta,
            `<meta name="${API_META_NAME}" content=${JSON.stringify(meta)}>`,
            (url: URL) => `${url.href.replace(/\/+$/, '')}/${resource}`,
          ]
        : [undefined, 'the default endpoint (the API beside the bundle)', undefined];
  if (text?.trim() === DEMO_ENDPOINT) return { kind: 'demo', setting };
  if (!toUrl) return { kind: 'url', url: defaultEndpoint(resource, moduleUrl), setting };
  const url = httpUrl(text, doc.baseURI);
  return url ? { kind: 'url', url: toUrl(url), setting } : { kind: 'invalid', setting };
}

/** The element whose shadow root holds the node (or the node itself): where `site-url` is read. */
const hostOf = (node: Node): Element | null => {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : node instanceof Element ? node : null;
};

/**
 * The firm's site, as a folder URL: the `site-url` attribute of the element the node is in, else
 * the page-wide site meta, else the bundle's origin. A value that is not an http(s) URL is skipped
 * with a warning (a link may fall back; it carries no one's data).
 */
export function firmSite(node: Node, moduleUrl?: string): URL {
  const doc = node.ownerDocument ?? document;
  const candidates: [string | null | undefined, string][] = [
    [hostOf(node)?.getAttribute('site-url'), 'site-url'],
    [metaContent(doc, SITE_META_NAME), `<meta name="${SITE_META_NAME}">`],
  ];
  for (const [text, setting] of candidates) {
    if (text == null || !text.trim()) continue;
    const url = httpUrl(text, doc.baseURI);
    if (url) return new URL(url.href.endsWith('/') ? url.href : `${url.href}/`);
    const warning = `[cashflow-elements] ignored ${setting}=${JSON.stringify(text)}; expected an http(s) URL such as https://firm.example.`;
    if (!warned.has(warning)) console.warn(warning);
    warned.add(warning);
  }
  return new URL('/', bundleRoot(moduleUrl));
}

/** A path of the firm's site ('/resources/articles', '/') as a link that works on any page. */
export const firmHref = (path: string, node: Node, moduleUrl?: string): string =>
  new URL(path.replace(/^\//, ''), firmSite(node, moduleUrl)).href;
