// The Fastify app: the site from dist/, the lead intake API, the staff area, compression and security headers.
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { BODY_LIMIT, leadsApi } from './leads-api';
import { addSecurityHeaders, readStyleHashes } from './security-headers';
import type { LeadStorage } from './storage';
import { registerStaff } from './staff';
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
  /** See Fastify's trustProxy: true, a hop count, or proxy addresses. */
  trustProxy?: boolean | number | string;
  /** Origins the CSP allows for the marketing script. */
  marketingOrigins?: readonly string[];
  /** PUBLIC_URL: the site's own address, for staff setup links and passkeys. */
  publicUrl?: string | undefined;
  /** RETENTION_MONTHS (default 24). */
  retentionMonths?: number | undefined;
  /** Default off. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the app, ready to `listen` or `inject`. */
export async function buildApp({ dist, storage, embedOrigins = [], rateLimit = 10, trustProxy = false, marketingOrigins = [], publicUrl, retentionMonths, logger = false }: AppOptions): Promise<FastifyInstance> {
  // trustProxy also takes a hop count at run time, which Fastify's types leave out.
  const app = Fastify({ logger, trustProxy: trustProxy as boolean | string, bodyLimit: BODY_LIMIT });
  app.addHook('onClose', async () => storage.close());
  addSecurityHeaders(app, { marketingOrigins, styleHashes: readStyleHashes(dist) });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(leadsApi, { prefix: '/api', storage, embedOrigins, rateLimit });
  await registerStaff(app, { storage, dist, publicUrl, retentionMonths });
  await registerSite(app, { dist });
  await app.ready();
  return app;
}
