// Serves dist/ and the lead intake API with the Fastify server in server/ (see server/app.ts), for the
// end-to-end tests. serveSite() resolves to an object with address() and close(callback).
import { startServer } from '../server/start-server.ts';

/**
 * @param {{ dist: string, port: number, host: string } & import('../server/start-server.ts').StartOptions} options
 *   other settings (dataDir, databaseUrl, embedOrigins, rateLimit, …) default to the environment
 */
export async function serveSite({ dist, port, host, ...options }) {
  const app = await startServer({ logger: false, ...options, dist, port, host });
  return {
    app,
    server: app.server,
    address: () => app.server.address(),
    /** @param {(error?: Error) => void} [callback] */
    close(callback) {
      app.close().then(
        () => callback?.(),
        (error) => callback?.(error),
      );
      return this;
    },
  };
}
