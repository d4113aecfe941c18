// npm run staff, spawned as a person runs it: the account it makes, the one-time link it prints (on
// PUBLIC_URL), the link working once through the API, a new link for a lost password, and its errors.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { buildApp } from '../../server/app.ts';
import { openStorage } from '../../server/storage.ts';
import { ENGINES, freshDatabase } from './engines.mjs';
import { MAIL, makeDist, NO_LIMIT } from './helpers.mjs';
import { PASSWORD, SITE } from './staff-helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

for (const engine of ENGINES)
  describe(`npm run staff (${engine.label})`, { skip: engine.skip }, () => {
    /** @type {{ dataDir: string, databaseUrl: string | undefined }} */
    let database;
    before(async () => {
      database = await freshDatabase(engine.name);
    });
    after(() => {
      rmSync(database.dataDir, { recursive: true, force: true });
    });

    /** Runs the CLI with this database's settings; resolves with its exit code and output. */
    const staffCli = async (/** @type {string[]} */ args) => {
      const env = {
        ...process.env,
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        PUBLIC_URL: 'https://www.crestline.example',
      };
      try {
        const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/staff/cli.ts', ...args], {
          cwd: root,
          env,
        });
        return { code: 0, stdout, stderr };
      } catch (/** @type {any} */ error) {
        return { code: error.code, stdout: error.stdout, stderr: error.stderr };
      }
    };

    /** POST /staff/api/setup with the link's token, on an app over the same database. */
    const useLink = async (/** @type {string} */ link, /** @type {string} */ password) => {
      const storage = await openStorage(database);
      const dist = makeDist();
      const app = await buildApp({ dist, storage, rateLimit: NO_LIMIT, mail: { ...MAIL, dataDir: database.dataDir } });
      try {
        const token = new URL(link).searchParams.get('token');
        return await app.inject({
          method: 'POST',
          url: '/staff/api/setup',
          headers: { origin: SITE, 'content-type': 'application/json' },
          payload: JSON.stringify({ token, password }),
        });
      } finally {
        await app.close();
        rmSync(dist, { recursive: true, force: true });
      }
    };

    test('add makes an admin and prints a one-time setup link on PUBLIC_URL that works once', async () => {
      const added = await staffCli([
        'add',
        'First.Admin@crestline.example',
        '--role',
        'admin',
        '--name',
        'First Admin',
      ]);
      assert.equal(added.code, 0, added.stderr);
      const link = added.stdout.match(/https:\/\/www\.crestline\.example\/staff\/setup\?token=[\w-]{43}/)?.[0];
      assert.ok(link, added.stdout);
      const setup = await useLink(link, PASSWORD);
      assert.equal(setup.statusCode, 200, setup.body);
      assert.equal(setup.json().account.role, 'admin');
      assert.equal(setup.json().account.name, 'First Admin');
      assert.equal((await useLink(link, PASSWORD)).statusCode, 404, 'the link works once');
      const listed = await staffCli(['list']);
      assert.match(listed.stdout, /First\.Admin@crestline\.example\tadmin\tactive\tFirst Admin/);
    });

    test('link prints a new setup link and the old one stops working', async () => {
      const added = await staffCli(['add', 'advisor@crestline.example', '--role', 'advisor']);
      const oldLink = added.stdout.match(/https:\S+/)?.[0] ?? '';
      const renewed = await staffCli(['link', 'ADVISOR@crestline.example']);
      assert.equal(renewed.code, 0, renewed.stderr);
      const newLink = renewed.stdout.match(/https:\S+/)?.[0] ?? '';
      assert.notEqual(newLink, oldLink);
      assert.equal((await useLink(oldLink, PASSWORD)).statusCode, 404);
      assert.equal((await useLink(newLink, PASSWORD)).statusCode, 200);
    });

    test('refuses a taken address, a bad role, a bad address and an unknown command, saying why', async () => {
      const taken = await staffCli(['add', 'advisor@crestline.example', '--role', 'advisor']);
      assert.equal(taken.code, 1);
      assert.match(taken.stderr, /already an account/);
      for (const args of [
        ['add', 'someone@crestline.example', '--role', 'owner'],
        ['add', 'not-an-address', '--role', 'admin'],
        ['remove', 'advisor@crestline.example'],
        [],
      ]) {
        const refused = await staffCli(args);
        assert.equal(refused.code, 2, args.join(' '));
        assert.match(refused.stderr, /Usage:/);
      }
      assert.match((await staffCli(['link', 'nobody@crestline.example'])).stderr, /no account/);
    });
  });
