// Opens the store, builds the app and listens: what `npm start` and serveSite() run.
import { buildApp } from './app.mjs';
import { readConfig } from './config.mjs';
import { createSqliteStorage } from './storage.mjs';

/**
 * @typedef {Partial<import('./config.mjs').ServerConfig> & { dist: string, logger?: import('fastify').FastifyServerOptions['logger'] }} StartOptions
 * Anything not given comes from the environment (readConfig).
 */

/**
 * @param {StartOptions} options
 */
export async function startServer(options) {
  const config = { ...readConfig(), ...options };
  const storage = createSqliteStorage(config.dataDir);
  /** @type {import('fastify').FastifyInstance} */
  let app;
  try {
    app = await buildApp({
      dist: config.dist,
      storage,
      embedOrigins: config.embedOrigins,
      rateLimit: config.rateLimit,
      trustProxy: config.trustProxy,
      marketingOrigins: config.marketingOrigins,
      logger: options.logger ?? { level: config.logLevel },
    });
  } catch (error) {
    storage.close();
    throw error;
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
