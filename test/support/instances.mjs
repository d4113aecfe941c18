// Server processes as an operator runs them (node --import tsx server/main.ts), on free loopback
// ports, for the multi-instance tests and the bench. Each resolves once it prints its address.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts `count` servers together; if any fails to start, stops the others before throwing.
 * @param {number} count
 * @param {Record<string, string | undefined>} env
 */
export async function startInstances(count, env) {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startInstance(env)));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.kill() : undefined)));
    throw failed.reason;
  }
  return started.map(
    (result) => /** @type {PromiseFulfilledResult<Awaited<ReturnType<typeof startInstance>>>} */ (result).value,
  );
}

/**
 * @param {Record<string, string | undefined>} env DIST_DIR, DATA_DIR or DATABASE_URL, LEADS_RATE_LIMIT, …
 * @returns {Promise<{ origin: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export function startInstance(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
    const fail = (/** @type {Error} */ error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    const exitedEarly = (/** @type {number | null} */ code) =>
      fail(new Error(`the server exited (${code}) before it listened:\n${output}`));
    child.once('exit', exitedEarly);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      resolve({
        origin: /** @type {string} */ (match[1]),
        child,
        /** SIGTERM: finishes the requests in flight, closes the database. */
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
        /** kill -9: no goodbye. */
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}
