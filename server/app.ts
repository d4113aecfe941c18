// The Fastify app: the site from dist/, the lead intake API, compression and security headers.
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { BODY_LIMIT, leadsApi } from './leads-api';
import { addSecurityHeaders, readStyleHashes } from './security-headers';
import type { LeadStorage } from './storage';
import { registerSite } from './static-site';

export interface AppOptions {
  /** The built site (npm run build). */
  dist: string;
  /** Closed when the app closes. */
  storage: LeadStorage;
  /** Other sites whose pages may post to the API. */
  embedOrigins?: readonly string[];
  /** API requests a minute per client address (default 10). */
  rateLimit?: number;
  /** Whether the forms that e-mail their sender must carry a solved challenge (default true). */
  formsChallenge?: boolean;
  /** See Fastify's trustProxy: true, a hop count, or proxy addresses. */
  trustProxy?: boolean | number | string;
  /** Origins the CSP allows for the marketing script. */
  marketingOrigins?: readonly string[];
  /** Default off. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the app, ready to `listen` or `inject`. */
export async function buildApp({ dist, storage, embedOrigins = [], rateLimit = 10, formsChallenge = true, trustProxy = false, marketingOrigins = [], logger = false }: AppOptions): Promise<FastifyInstance> {
  // trustProxy also takes a hop count at run time, which Fastify's types leave out.
  const app = Fastify({ logger, trustProxy: trustProxy as boolean | string, bodyLimit: BODY_LIMIT });
  app.addHook('onClose', async () => storage.close());
  addSecurityHeaders(app, { marketingOrigins, styleHashes: readStyleHashes(dist) });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(leadsApi, { prefix: '/api', storage, embedOrigins, rateLimit, formsChallenge });
  await registerSite(app, { dist });
  await app.ready();
  return app;
}
