// The Fastify app: the site from dist/, the lead intake API, compression and security headers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { BODY_LIMIT, leadsApi } from './leads-api.mjs';
import { addSecurityHeaders } from './security-headers.mjs';
import { registerSite } from './static-site.mjs';

/**
 * @typedef {object} AppOptions
 * @property {string} dist the built site (npm run build)
 * @property {import('./storage.mjs').LeadStorage} storage closed when the app closes
 * @property {readonly string[]} [embedOrigins] other sites whose pages may post to the API
 * @property {number} [rateLimit] API requests a minute per client address (default 10)
 * @property {boolean | number | string} [trustProxy] see Fastify's trustProxy
 * @property {readonly string[]} [marketingOrigins] origins the CSP allows for the marketing script
 * @property {import('fastify').FastifyServerOptions['logger']} [logger] default off
 */

/**
 * Builds the app, ready to `listen` or `inject`.
 * @param {AppOptions} options
 */
export async function buildApp({ dist, storage, embedOrigins = [], rateLimit = 10, trustProxy = false, marketingOrigins = [], logger = false }) {
  // trustProxy also takes a hop count at run time, which Fastify's types leave out.
  /** @type {import('fastify').FastifyInstance} */
  const app = Fastify(/** @type {import('fastify').FastifyHttpOptions<import('node:http').Server>} */ ({ logger, trustProxy: /** @type {any} */ (trustProxy), bodyLimit: BODY_LIMIT }));
  app.addHook('onClose', async () => storage.close());
  const cspHashes = join(dist, 'csp-hashes.json'); // written by the build: the hash of each page's inline <style>
  addSecurityHeaders(app, { marketingOrigins, styleHashes: existsSync(cspHashes) ? JSON.parse(readFileSync(cspHashes, 'utf8'))['style-src'] : [] });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(leadsApi, { prefix: '/api', storage, embedOrigins, rateLimit });
  await registerSite(app, { dist });
  await app.ready();
  return app;
}
