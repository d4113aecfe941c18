// Which pages may post to the API: the site itself, and the sites allowed to embed its forms.

/**
 * Parses a comma-separated list of origins (EMBED_ORIGINS), refusing anything that is not one.
 * @param list e.g. "https://agency.example,https://client.example"
 * @param name the setting it came from, for the error message
 */
export function parseOrigins(list: string | undefined, name = 'EMBED_ORIGINS'): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (
        !url ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.origin !== entry.replace(/\/$/, '').toLowerCase()
      ) {
        throw new Error(
          `${name}: "${entry}" is not an origin; write it like https://agency.example (scheme, host, optional port).`,
        );
      }
      return url.origin;
    });
}

/**
 * Whether `origin` is the site as this request reached it, over http or https.
 * @param origin the request's Origin header
 * @param host the request's host (Host, or X-Forwarded-Host behind a trusted proxy)
 */
export function isSameSite(origin: string, host: string): boolean {
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

/** "none": no Origin header (curl, a server), which is allowed. */
export type OriginVerdict = 'same-site' | 'embed' | 'none' | 'foreign';

export function judgeOrigin(
  origin: string | undefined,
  host: string,
  embedOrigins: ReadonlySet<string>,
): OriginVerdict {
  if (origin === undefined) return 'none';
  if (isSameSite(origin, host)) return 'same-site';
  if (embedOrigins.has(origin.toLowerCase())) return 'embed';
  return 'foreign';
}
