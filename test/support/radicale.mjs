// A real CalDAV server for the booking tests: Debian's radicale, on a free loopback port, its
// calendars and users in a temporary folder (plain-text htpasswd), stopped and restarted on the same
// port and folder to play a calendar server that goes down and comes back.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const RADICALE_HINT = 'install it to run them: sudo apt-get install radicale (Debian/Ubuntu)';

/** The radicale executable on PATH, or undefined. */
export function findRadicale() {
  const found = spawnSync('sh', ['-c', 'command -v radicale'], { encoding: 'utf8' }).stdout.trim();
  return found || undefined;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/**
 * Starts radicale with one user; `calendar(name)` makes a calendar collection of theirs (MKCALENDAR).
 * @param {{ username?: string, password?: string }} [options]
 */
export async function startRadicale({ username = 'jane', password = 'calendar-secret' } = {}) {
  const command = findRadicale();
  if (!command) throw new Error(`radicale is not installed: ${RADICALE_HINT}`);
  const folder = mkdtempSync(join(tmpdir(), 'cf-radicale-'));
  writeFileSync(join(folder, 'users'), `${username}:${password}\n`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;

  const start = async () => {
    child = spawn(
      command,
      [
        '--config',
        '',
        '--server-hosts',
        `127.0.0.1:${port}`,
        '--auth-type',
        'htpasswd',
        '--auth-htpasswd-filename',
        join(folder, 'users'),
        '--auth-htpasswd-encryption',
        'plain',
        '--auth-delay',
        '0',
        '--storage-filesystem-folder',
        join(folder, 'collections'),
        '--logging-level',
        'error',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        await fetch(`${origin}/.web/`);
        return;
      } catch {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`radicale did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  const auth = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  return {
    origin,
    username,
    password,
    auth,
    /** Makes the user's calendar `name` and answers its URL. */
    async calendar(name) {
      const url = `${origin}/${username}/${name}/`;
      const response = await fetch(url, { method: 'MKCALENDAR', headers: { authorization: auth } });
      if (response.status !== 201) throw new Error(`MKCALENDAR answered ${response.status}`);
      return url;
    },
    /** Stops the server (its calendars stay in the folder). */
    stop,
    /** Starts it again on the same port and folder. */
    restart: start,
    async dispose() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
