// Serves dist/ and the lead intake API with the Fastify server in server/ (see server/app.mjs).
// serveSite() keeps the contract of the earlier static server: it resolves to an object with
// address() and close(callback), as the end-to-end tests expect.
import { startServer } from '../server/start-server.mjs';

/**
 * @param {{ dist: string, port: number, host: string } & import('../server/start-server.mjs').StartOptions} options
 *   other settings (dataDir, embedOrigins, rateLimit, …) default to the environment
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
