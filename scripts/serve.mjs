// Serves dist/: the prerendered pages ("/contact" is dist/contact/index.html), the bundles with
// long-lived caching for content-hashed files, and the not-found page with status 404.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

export function serveSite({ dist, port, host }) {
  const notFoundPage = readFileSync(join(dist, '404.html'));
  const assets = sirv(dist, {
    extensions: ['html'],
    gzip: false,
    etag: true,
    setHeaders(response, pathname) {
      if (pathname.startsWith('/chunks/') || pathname.startsWith('/assets/')) {
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        response.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  const server = createServer((request, response) => {
    assets(request, response, () => {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.end(notFoundPage);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
