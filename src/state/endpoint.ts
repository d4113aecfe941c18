/**
 * Where a form sends: the element's own `endpoint` attribute, else the page-wide API set with
 * `<meta name="cashflow-elements-api" content="https://example.com/api">` (leads go to its /leads,
 * sign-ups to its /newsletter), else nowhere, and the send is simulated as the spec describes.
 */

export const API_META_NAME = 'cashflow-elements-api';

export type ApiResource = 'leads' | 'newsletter';

/** An absolute http(s) URL for the text, relative to the page, or undefined if it is not one. */
function httpUrl(text: string | null | undefined, base: string): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function resolveEndpoint(attribute: string | undefined, resource: ApiResource, doc: Document = document): string | undefined {
  if (attribute !== undefined) {
    const own = httpUrl(attribute, doc.baseURI);
    if (own) return own;
    console.warn(`[cashflow-elements] ignored endpoint=${JSON.stringify(attribute)}; expected an http(s) URL.`);
  }
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${API_META_NAME}"]`);
  const api = httpUrl(meta?.content, doc.baseURI);
  if (meta && !api) console.warn(`[cashflow-elements] ignored <meta name="${API_META_NAME}" content=${JSON.stringify(meta.content)}>; expected an http(s) URL.`);
  return api ? `${api.replace(/\/+$/, '')}/${resource}` : undefined;
}
