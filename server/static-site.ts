// Serves the built dist/: prerendered pages at clean URLs ("/contact" is dist/contact/index.html),
// content-hashed /chunks/ and /assets/ cached for a year, everything else revalidated, and the
// not-found page with status 404 for any other path.
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the site's not-found page with status 404. */
    notFoundPage(): FastifyReply;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A clean page URL: plain segments, none of them "." or "..". */
const PAGE_PATH = /^(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)+$/;

/**
 * The staff app's source maps (dist/staff/*.map, dist/chunks/staff-*.map): its source for whoever
 * asks, with its routes and checks. Built hidden (no sourceMappingURL) and never served; the public
 * bundles' maps are, as the package ships them.
 */
const STAFF_SOURCE_MAP = /^\/(?:staff\/|chunks\/staff-)[^?#]*\.map$/i;

/** @param urlPath the file's path inside dist, with forward slashes */
export const isHashed = (urlPath: string): boolean => urlPath.startsWith('chunks/') || urlPath.startsWith('assets/');

/** The site (a plugin that is not encapsulated: its not-found handler and reply decoration are the app's). */
export const site = fastifyPlugin(
  async (app: FastifyInstance, options: { dist: string }) => {
    const dist = resolve(options.dist);
    if (!existsSync(join(dist, '404.html')))
      throw new Error(`${dist} is not built (no 404.html): run \`npm run build\` first.`);
    // Read from disk on each use, like every other file: a rebuild changes the chunks it names.
    // No validators, so a conditional request cannot turn the 404 into a 304.
    const notFound = (reply: FastifyReply) => {
      reply.code(404);
      // Mid-rebuild the page itself may be missing for a moment.
      if (!existsSync(join(dist, '404.html'))) return reply.type('text/plain; charset=utf-8').send('Not found');
      return reply.sendFile('404.html', { etag: false, lastModified: false });
    };

    // The error handler (errors.ts) answers a folder or a refused path with it too.
    app.decorateReply('notFoundPage', function (this: FastifyReply) {
      return notFound(this);
    });

    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: ['index.html'],
      redirect: false,
      dotfiles: 'ignore',
      allowedPath: (path) => !STAFF_SOURCE_MAP.test(path),
      cacheControl: false,
      setHeaders(reply, file) {
        const path = relative(dist, file).split(sep).join('/');
        reply.header('cache-control', isHashed(path) ? IMMUTABLE : REVALIDATE);
        if (!path.endsWith('.html')) {
          // The bundles are embedded by other sites as module scripts, which are fetched with CORS.
          reply.header('access-control-allow-origin', '*');
          reply.header('cross-origin-resource-policy', 'cross-origin');
        }
      },
    });

    // "/contact" is a folder without a trailing slash, which the file server leaves to this handler:
    // its index.html is the page. Everything else not found gets the not-found page.
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const page =
        (request.method === 'GET' || request.method === 'HEAD') && PAGE_PATH.test(path)
          ? `${path.slice(1)}/index.html`
          : '';
      if (page && existsSync(join(dist, page))) return reply.sendFile(page);
      return notFound(reply);
    });
  },
  { name: 'site' },
);
