// Opens the store, builds the app and listens: what `npm start`, server/main.ts and serveSite() run.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { RepeatLimits } from './challenge-cost';
import { readConfig, type ServerConfig, startupWarnings } from './config';
import { openStorage } from './storage';

/** Anything not given comes from the environment (readConfig); `repeatLimits` only from a caller (tests raise them). */
export type StartOptions = Partial<ServerConfig> & {
  dist: string;
  logger?: FastifyServerOptions['logger'];
  repeatLimits?: RepeatLimits;
};

export async function startServer(options: StartOptions): Promise<FastifyInstance> {
  const config = { ...readConfig(), ...options };
  for (const warning of startupWarnings(config)) console.warn(`\ncashflow-elements: WARNING: ${warning}\n`);
  const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance;
  try {
    app = await buildApp({
      dist: config.dist,
      storage,
      embedOrigins: config.embedOrigins,
      rateLimit: config.rateLimit,
      formsChallenge: config.formsChallenge,
      ...(options.repeatLimits ? { repeatLimits: options.repeatLimits } : {}),
      trustProxy: config.trustProxy,
      marketingOrigins: config.marketingOrigins,
      mail: config,
      outbox: { retryBaseMs: config.mailRetryBaseMs },
      retentionMonths: config.retentionMonths,
      firmTimeZone: config.firmTimeZone,
      logger: options.logger ?? { level: config.logLevel },
    });
  } catch (error) {
    await storage.close();
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
