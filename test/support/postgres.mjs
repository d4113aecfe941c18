// A throwaway PostgreSQL for tests and the bench: initdb into a temporary folder, pg_ctl on a free
// loopback port (its socket in that folder too), stopped and removed afterwards. Uses Debian's
// `postgresql` package (/usr/lib/postgresql/<version>/bin) or any initdb and pg_ctl on PATH. As root,
// the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INSTALL_HINT =
  'install PostgreSQL to run them: sudo apt-get install postgresql (Debian/Ubuntu), or put initdb and pg_ctl on PATH';

/** The folder holding initdb and pg_ctl, or undefined. */
export function findPostgresBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath && existsSync(join(onPath, '..', 'initdb'))) return join(onPath, '..');
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian)
    .filter((version) => existsSync(join(debian, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(debian, versions[0], 'bin') : undefined;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/**
 * Starts a server. `durable: false` (tests) turns fsync off: faster, and nothing here outlives a crash
 * of the machine; the bench keeps it on.
 * @param {{ durable?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, stop: () => void }>} url: the `postgres` database as superuser `cf`
 */
export async function startPostgres({ durable = false } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`PostgreSQL is not installed: ${INSTALL_HINT}`);
  const dir = mkdtempSync(join(tmpdir(), 'cf-postgres-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  /** @param {string} tool @param {string[]} args */
  const run = (tool, args) => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', join(bin, tool), ...args]
      : [join(bin, tool), ...args];
    return execFileSync(/** @type {string} */ (command), rest, { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'cf', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const settings = [`-h 127.0.0.1`, `-p ${port}`, `-k ${dir}`, '-c max_connections=200'];
    if (!durable) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings.join(' '), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL did not start: ${/** @type {any} */ (error).stderr || /** @type {Error} */ (error).message}`,
      { cause: error },
    );
  }
  let stopped = false;
  return {
    url: `postgres://cf@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
