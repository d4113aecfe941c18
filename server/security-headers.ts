// Security headers on every response: pages, files, the not-found page, API answers and errors.
//
// The site loads only its own files: one module script (site.js) and its chunks, SVG images, JSON-LD
// (which CSP does not treat as script). Each page inlines the site's CSS in one <style>, and each
// element's prerendered first view its styles in a <style> inside its declarative shadow root, all
// allowed by their hashes (the build writes them to dist/csp-hashes.json). Elements the loader draws
// style their shadow roots with adopted stylesheets, which style-src 'self' allows, so neither
// 'unsafe-inline' nor 'unsafe-eval' is needed. The marketing script in src/core/site-map.ts is empty today; when it
// is set, pass its origin (MARKETING_SCRIPT_ORIGIN) so the policy lets it load and report.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export interface SecurityHeaderOptions {
  /** Origins the CSP allows for the marketing script. */
  marketingOrigins?: readonly string[];
  /** Hashes ('sha256-…') of the pages' inline critical CSS, which style-src allows by hash. */
  styleHashes?: readonly string[];
  /** Hashes of the pages' inline scripts (the headline experiment's, in <head>), which script-src allows by hash. */
  scriptHashes?: readonly string[];
}

/** The hashes the build wrote to dist/csp-hashes.json for the pages' inline <style> (or <script>), if any. */
export function readStyleHashes(dist: string, directive: 'style-src' | 'script-src' = 'style-src'): string[] {
  const file = join(dist, 'csp-hashes.json');
  if (!existsSync(file)) return [];
  const hashes: unknown = JSON.parse(readFileSync(file, 'utf8'))[directive];
  return Array.isArray(hashes)
    ? hashes.filter((hash): hash is string => typeof hash === 'string' && /^sha256-[A-Za-z0-9+/=]+$/.test(hash))
    : [];
}

export function contentSecurityPolicy({
  marketingOrigins = [],
  styleHashes = [],
  scriptHashes = [],
}: SecurityHeaderOptions = {}): string {
  const extra = marketingOrigins.length > 0 ? ` ${marketingOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}${extra}`,
    `style-src 'self'${styleHashes.map((hash) => ` '${hash}'`).join('')}`, // the pages' inline <style> (dist/csp-hashes.json)
    `img-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * Adds the headers to every response of `app`, on the root instance so no route escapes them.
 * Files other than pages also get CORS and CORP headers where they are served (static-site.ts): the
 * bundles are loaded by other sites' pages, as module scripts, which need CORS.
 */
/** The headers on every response of the app (a plugin that is not encapsulated: its hook is the app's). */
export const securityHeaders = fastifyPlugin(
  async (app: FastifyInstance, options: SecurityHeaderOptions) => {
    const headers = {
      'content-security-policy': contentSecurityPolicy(options),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      // frame-ancestors for browsers that predate it.
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    };
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(headers);
      // Sent only over HTTPS (directly or, with TRUST_PROXY, behind a TLS proxy): over plain HTTP
      // it is meaningless, and on localhost it would pin the developer's browser to HTTPS.
      // includeSubDomains: no subdomain can be reached over plain HTTP to set cookies for this site.
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
  { name: 'security-headers' },
);
