// Which pages may post to the API: the site itself, and the sites allowed to embed its forms.

/**
 * Parses a comma-separated list of origins (EMBED_ORIGINS), refusing anything that is not one.
 * @param {string | undefined} list e.g. "https://agency.example,https://client.example"
 * @param {string} [name] the setting it came from, for the error message
 * @returns {string[]}
 */
export function parseOrigins(list, name = 'EMBED_ORIGINS') {
  if (!list) return [];
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      /** @type {URL | undefined} */
      let url;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '').toLowerCase()) {
        throw new Error(`${name}: "${entry}" is not an origin; write it like https://agency.example (scheme, host, optional port).`);
      }
      return url.origin;
    });
}

/**
 * The origin of the site as this request reached it, over http or https.
 * @param {string} origin the request's Origin header
 * @param {string} host the request's host (Host, or X-Forwarded-Host behind a trusted proxy)
 */
export function isSameSite(origin, host) {
  const wanted = origin.toLowerCase();
  for (const scheme of ['http', 'https']) {
    try {
      if (new URL(`${scheme}://${host}`).origin === wanted) return true;
    } catch {
      // A Host header that is not a host matches nothing.
    }
  }
  return false;
}

/**
 * @typedef {'same-site' | 'embed' | 'none' | 'foreign'} OriginVerdict
 * "none": no Origin header (curl, a server), which is allowed.
 */

/**
 * @param {string | undefined} origin
 * @param {string} host
 * @param {ReadonlySet<string>} embedOrigins
 * @returns {OriginVerdict}
 */
export function judgeOrigin(origin, host, embedOrigins) {
  if (origin === undefined) return 'none';
  if (isSameSite(origin, host)) return 'same-site';
  if (embedOrigins.has(origin.toLowerCase())) return 'embed';
  return 'foreign';
}
