// npm run staff -- <command>: staff accounts from the shell (the first admin of a fresh install is
// made this way). Uses the database the settings name, like the server (DATABASE_URL or DATA_DIR).
//   npm run staff -- add EMAIL --role admin|advisor [--name "Full Name"]   a new account and its setup link
//   npm run staff -- link EMAIL                                           a new setup link (a lost password)
//   npm run staff -- list                                                 every account
// Links start with PUBLIC_URL (default http://HOST:PORT), like the links in e-mails.
import { parseArgs } from 'node:util';
import { isValidEmail } from '../../src/contracts/lead-fields';
import { ROLES, type Role } from '../../src/contracts/staff-api';
import { readConfig } from '../config';
import { openStorage } from '../storage';
import { createAccount, findAccountByEmail, listAccounts, renewSetupLink, setupUrl } from './accounts';
import { audit } from './audit';
import { AppError } from '../errors';
import { staffContext } from './index';

const USAGE = `Usage:
  npm run staff -- add EMAIL --role admin|advisor [--name "Full Name"]
  npm run staff -- link EMAIL
  npm run staff -- list`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { role: { type: 'string' }, name: { type: 'string' } } });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
})();
const [command, email] = positionals;
if (command !== 'list' && command !== 'add' && command !== 'link') fail(USAGE, 2);
if (command !== 'list' && (!email || !isValidEmail(email))) fail(`Give a valid e-mail address.\n${USAGE}`, 2);
if (command === 'add' && !(ROLES as readonly string[]).includes(values.role ?? ''))
  fail(`Give --role ${ROLES.join(' or ')}.\n${USAGE}`, 2);

const config = readConfig();
const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const ctx = staffContext(storage, config.publicUrl);
const shell = { ip: null, userAgent: 'npm run staff' };
try {
  if (command === 'list') {
    for (const account of await listAccounts(ctx, true)) {
      console.log(
        [
          account.email,
          account.role,
          account.disabled ? 'disabled' : account.hasPassword ? 'active' : 'waiting for setup',
          account.name,
        ]
          .filter(Boolean)
          .join('\t'),
      );
    }
  } else if (command === 'add') {
    const created = await createAccount(ctx, { email: email!, role: values.role as Role, name: values.name });
    await audit(
      ctx,
      {
        accountId: null,
        action: 'account-create',
        target: created.account.id,
        detail: { role: created.account.role, by: 'cli' },
      },
      shell,
    );
    console.log(
      `Created ${created.account.role} ${created.account.email}. They set their password at this link, once, until ${created.expiresAt}:`,
    );
    console.log(setupUrl(config.publicUrl, created.token));
  } else {
    const account = await findAccountByEmail(ctx, email!);
    if (!account) fail(`There is no account for ${email}.`);
    const link = await renewSetupLink(ctx, account.id);
    await audit(
      ctx,
      { accountId: null, action: 'account-setup-link', target: account.id, detail: { by: 'cli' } },
      shell,
    );
    console.log(
      `A new setup link for ${account.email} (earlier links stop working), valid once until ${link.expiresAt}:`,
    );
    console.log(setupUrl(config.publicUrl, link.token));
  }
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
} finally {
  await storage.close();
}
