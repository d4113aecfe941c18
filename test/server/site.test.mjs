// Serving the built site: clean URLs, the not-found page with 404, caching, compression, CORS on
// the bundles, and the security headers on pages, on the not-found page and on API answers.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CHUNK, postJson, startApp, VALID } from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startApp>>} */
let server;
before(async () => {
  server = await startApp();
});
after(async () => {
  await server.dispose();
});

const get = (/** @type {string} */ url, /** @type {Record<string, string>} */ headers = {}) =>
  server.app.inject({ method: 'GET', url, headers });

describe('pages', () => {
  for (const [url, heading] of [
    ['/', 'Home'],
    ['/contact', 'Contact'],
    ['/contact/', 'Contact'],
    ['/resources/articles', 'Articles'],
    ['/contact?utm_source=newsletter', 'Contact'],
  ]) {
    test(`${url} serves its prerendered page, revalidated on every visit`, async () => {
      const response = await get(url);
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, new RegExp(`<h1>${heading}</h1>`));
      assert.equal(response.headers['cache-control'], 'no-cache');
    });
  }

  test('a page a rebuild adds is served without a restart', async () => {
    mkdirSync(join(server.dist, 'resources', 'new-guide'), { recursive: true });
    writeFileSync(join(server.dist, 'resources', 'new-guide', 'index.html'), '<h1>New guide</h1>');
    const response = await get('/resources/new-guide');
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /New guide/);
  });

  test('HEAD answers like GET without a body', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/contact' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, '');
  });
});

describe('not found', () => {
  for (const url of [
    '/no/such/page',
    '/contact/nope',
    '/chunks/',
    '/chunks/missing-abc.js',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
  ]) {
    test(`${url} answers the not-found page with status 404`, async () => {
      const response = await get(url);
      assert.equal(response.statusCode, 404);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /We couldn’t find that page/);
    });
  }
});

describe('files', () => {
  test('a content-hashed chunk is cached for a year, immutable, and open to other sites (CORS)', async () => {
    const response = await get(CHUNK);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
  });

  test('a hashed stylesheet is immutable too; the stable bundle name is revalidated', async () => {
    assert.equal(
      (await get('/assets/site-D1ce5eed.css')).headers['cache-control'],
      'public, max-age=31536000, immutable',
    );
    const bundle = await get('/cashflow-calculator.js');
    assert.equal(bundle.headers['cache-control'], 'no-cache');
    assert.equal(bundle.headers['access-control-allow-origin'], '*');
  });

  test('pages do not send CORS headers', async () => {
    assert.equal((await get('/')).headers['access-control-allow-origin'], undefined);
  });

  test('compressed with brotli or gzip, as the browser accepts', async () => {
    const br = await server.app.inject({ method: 'GET', url: CHUNK, headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(br.rawPayload).toString(), /export const answer = 42/);
    const gzip = await server.app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gzip.rawPayload).toString(), /<h1>Contact<\/h1>/);
    assert.match(String(gzip.headers.vary), /accept-encoding/i);
  });
});

describe('security headers', () => {
  const answers = {
    'a page': () => get('/'),
    'the not-found page': () => get('/missing'),
    'a chunk': () => get(CHUNK),
    'an API success': () => postJson(server.app, '/api/leads', VALID.popup),
    'an API refusal': () => postJson(server.app, '/api/leads', '{oops'),
    'an API 405': () => get('/api/leads'),
  };
  for (const [what, request] of Object.entries(answers)) {
    test(`on ${what}`, async () => {
      const { headers } = await request();
      const csp = String(headers['content-security-policy']);
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /script-src 'self'/);
      assert.match(csp, /style-src 'self'/);
      assert.match(csp, /object-src 'none'/);
      assert.match(csp, /frame-ancestors 'self'/);
      assert.match(csp, /base-uri 'self'/);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
      assert.equal(headers['x-content-type-options'], 'nosniff');
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.match(String(headers['permissions-policy']), /camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      assert.equal(headers['x-frame-options'], 'SAMEORIGIN');
    });
  }

  test('HSTS only when the request came over HTTPS', async () => {
    assert.equal((await get('/')).headers['strict-transport-security'], undefined);
  });
});
