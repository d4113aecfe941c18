// Behind a real reverse proxy: Debian's nginx, started on loopback in a temporary folder (its own
// config, pid and logs), in front of two servers of ours on one database, as a site with a load
// balancer runs. TRUST_PROXY lists the proxy's address, so the servers see each visitor's own
// address: the rate limit follows real clients, a forged X-Forwarded-For escapes nothing, and a
// client that bypasses the proxy is counted under its own address whatever it claims. Clients are
// told apart by the loopback address they connect from (127.0.0.2, 127.0.0.3, …).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../server/app.ts';
import { parseTrustProxy } from '../../server/config.ts';
import { openStorage } from '../../server/storage.ts';
import { ENGINES, freshDatabase } from './engines.mjs';
import { MAIL, makeDist, until } from './helpers.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!NGINX && process.env.CI)
  throw new Error('The proxy suite needs nginx: CI installs it (sudo apt-get install nginx).');
const skip = NGINX ? false : 'proxy suite skipped: nginx is missing (sudo apt-get install nginx)';

const LIMIT = 3;

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * A request from the client at `from` (a loopback address) to 127.0.0.1:`port`.
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
const send = (
  /** @type {number} */ port,
  /** @type {string} */ from,
  /** @type {{ method?: string, path: string, body?: unknown, headers?: Record<string, string> }} */ options,
) =>
  new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });

/** nginx in `dir`, in the foreground as one process (no workers to switch users), balancing over `upstreams`. */
async function startNginx(/** @type {string} */ dir, /** @type {number[]} */ upstreams) {
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format upstream '$remote_addr $upstream_addr $status';
  access_log ${dir}/access.log upstream;
  upstream ours { ${upstreams.map((upstream) => `server 127.0.0.1:${upstream};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://ours;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const nginx = spawn(
    /** @type {string} */ (NGINX),
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  nginx.stderr.on('data', (chunk) => (stderr += chunk));
  await until(async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    return send(port, '127.0.0.1', { path: '/api/challenge' }).then(
      (response) => response.status === 200,
      () => false,
    );
  }, 'nginx to answer');
  return {
    port,
    log: () => readFileSync(join(dir, 'access.log'), 'utf8'),
    stop: () =>
      new Promise((resolve) => {
        if (nginx.exitCode !== null) return resolve(undefined);
        nginx.once('exit', resolve);
        nginx.kill('SIGTERM');
      }),
  };
}

for (const engine of ENGINES)
  describe(`behind nginx, two servers (${engine.label})`, { skip: skip || engine.skip }, () => {
    /** @type {import('fastify').FastifyInstance[]} */
    const servers = [];
    /** @type {Awaited<ReturnType<typeof startNginx>>} */
    let proxy;
    let dir = '';
    let dist = '';
    /** @type {{ dataDir: string, databaseUrl: string | undefined }} */
    let database;

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'cf-nginx-'));
      dist = makeDist();
      database = await freshDatabase(engine.name);
      for (let index = 0; index < 2; index++) {
        const app = await buildApp({
          dist,
          storage: await openStorage(database),
          rateLimit: LIMIT,
          trustProxy: parseTrustProxy('127.0.0.1'),
          mail: { ...MAIL, dataDir: database.dataDir },
        });
        await app.listen({ port: 0, host: '127.0.0.1' });
        servers.push(app);
      }
      proxy = await startNginx(
        dir,
        servers.map((app) => /** @type {import('node:net').AddressInfo} */ (app.server.address()).port),
      );
    });
    after(async () => {
      await proxy?.stop();
      for (const app of servers) await app.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(dist, { recursive: true, force: true });
      if (database) rmSync(database.dataDir, { recursive: true, force: true });
    });

    /** An empty sign-up through the proxy: counted by the rate limit, then refused as invalid (400) or limited (429). */
    const signUp = (
      /** @type {string} */ from,
      /** @type {Record<string, string>} */ headers = {},
      port = proxy.port,
    ) => send(port, from, { method: 'POST', path: '/api/newsletter', body: {}, headers });

    test('the rate limit follows each real client across both servers, and a forged X-Forwarded-For escapes nothing', async () => {
      const first = [];
      for (let index = 0; index < LIMIT; index++) first.push((await signUp('127.0.0.2')).status);
      assert.deepEqual(first, Array(LIMIT).fill(400), 'the first client, within its limit');
      assert.equal((await signUp('127.0.0.2')).status, 429, 'the first client, over its limit');
      for (const forged of ['203.0.113.7', '127.0.0.3', '203.0.113.8, 198.51.100.1'])
        assert.equal((await signUp('127.0.0.2', { 'x-forwarded-for': forged })).status, 429, `forging "${forged}"`);
      // Another visitor behind the same proxy is not held up by the first.
      assert.equal((await signUp('127.0.0.3')).status, 400, 'a second client');
      // Both servers answered: the count is shared through the database, not kept by one server.
      const upstreams = new Set([...proxy.log().matchAll(/ (127\.0\.0\.1:\d+) /g)].map((match) => match[1]));
      assert.equal(upstreams.size, 2, proxy.log());
    });

    test('a client that bypasses the proxy is counted under its own address, whatever it claims', async () => {
      const direct = /** @type {import('node:net').AddressInfo} */ (servers[0].server.address()).port;
      const statuses = [];
      for (let index = 0; index <= LIMIT; index++)
        statuses.push((await signUp('127.0.0.4', { 'x-forwarded-for': `198.51.100.${index}` }, direct)).status);
      assert.deepEqual(statuses, [...Array(LIMIT).fill(400), 429], 'its claims are not believed');
      assert.equal((await signUp('127.0.0.5')).status, 400, 'a client through the proxy is still counted on its own');
    });
  });
