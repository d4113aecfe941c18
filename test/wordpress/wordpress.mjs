// A real WordPress for the plugin's end-to-end suite, from Debian's packages, in a temporary folder:
// MariaDB and Apache (mod_php, mod_rewrite) on free loopback ports with their own data, config, pid
// and log files there. The one file outside it is WordPress's host config in /etc/wordpress (Debian's
// wp-config.php reads only there), named by WORDPRESS_CONFIG so it cannot meet another site's, and
// removed by stop() like everything else.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const WORDPRESS = '/usr/share/wordpress';
const THEMES = join(WORDPRESS, 'wp-content/themes');
const APACHE_MODULES = '/usr/lib/apache2/modules';
const isRoot = process.getuid?.() === 0;

/** What the suite needs, each with the Debian package that brings it. */
const REQUIREMENTS = [
  { path: join(WORDPRESS, 'wp-config.php'), package: 'wordpress' },
  { path: '/usr/sbin/mariadbd', package: 'mariadb-server' },
  { path: '/usr/bin/mariadb-install-db', package: 'mariadb-server' },
  { path: '/usr/bin/mariadb', package: 'mariadb-server' },
  { path: '/usr/sbin/apache2', package: 'apache2' },
  { path: join(APACHE_MODULES, 'mod_rewrite.so'), package: 'apache2' },
  { path: '/usr/bin/php', package: 'php-cli' },
];

export const WORDPRESS_PACKAGES = 'wordpress mariadb-server php-mysql apache2 libapache2-mod-php php-cli';

/** The Debian packages missing here (none when the suite can run). */
export async function missingPackages() {
  const missing = new Set(
    REQUIREMENTS.filter(({ path }) => !existsSync(path)).map((requirement) => requirement.package),
  );
  if (!modPhp()) missing.add('libapache2-mod-php');
  if (existsSync('/usr/bin/php')) {
    const { stdout } = await run('/usr/bin/php', ['-m']);
    if (!/^mysqli$/m.test(stdout)) missing.add('php-mysql');
  }
  return [...missing];
}

/** Apache's PHP module (libphp8.2.so, …), or undefined. */
function modPhp() {
  const file = existsSync(APACHE_MODULES)
    ? readdirSync(APACHE_MODULES).find((name) => /^libphp[\d.]*\.so$/.test(name))
    : undefined;
  return file && join(APACHE_MODULES, file);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Waits for a check to pass, or throws what it last threw after `ms`. */
async function until(check, what, ms = 30_000) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen in ${ms / 1000} s${last ? `: ${last.message}` : ''}`);
}

/** A folder the services (mysql, www-data) may write, when we are root and they are not. */
function serviceFolder(path, user) {
  mkdirSync(path, { recursive: true });
  if (isRoot) {
    const entry = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((line) => line.startsWith(`${user}:`));
    if (!entry) throw new Error(`no ${user} user: is ${user === 'mysql' ? 'mariadb-server' : 'apache2'} installed?`);
    const [, , uid, gid] = entry.split(':');
    chownSync(path, Number(uid), Number(gid));
  }
}

const apacheConfig = ({
  folder,
  port,
  configName,
}) => `# Apache for the WordPress suite: written by test/wordpress/wordpress.mjs.
ServerRoot ${folder}
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
PidFile ${folder}/run/apache.pid
DefaultRuntimeDir ${folder}/run
Mutex file:${folder}/run default
ErrorLog ${folder}/apache-error.log
LogLevel warn
LoadModule mpm_prefork_module ${APACHE_MODULES}/mod_mpm_prefork.so
LoadModule authz_core_module ${APACHE_MODULES}/mod_authz_core.so
LoadModule dir_module ${APACHE_MODULES}/mod_dir.so
LoadModule mime_module ${APACHE_MODULES}/mod_mime.so
LoadModule alias_module ${APACHE_MODULES}/mod_alias.so
LoadModule env_module ${APACHE_MODULES}/mod_env.so
LoadModule rewrite_module ${APACHE_MODULES}/mod_rewrite.so
LoadModule php_module ${modPhp()}
${isRoot ? `User www-data\nGroup www-data` : ''}
StartServers 2
MinSpareServers 2
MaxSpareServers 4
MaxRequestWorkers 8
TypesConfig /etc/mime.types
AddType text/javascript .js
DirectoryIndex index.php
SetEnv WORDPRESS_CONFIG ${configName}
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
<Directory />
  AllowOverride None
  Require all denied
</Directory>
DocumentRoot ${WORDPRESS}
<Directory ${WORDPRESS}>
  Options FollowSymLinks
  Require all granted
  RewriteEngine On
  RewriteBase /
  RewriteRule ^index\\.php$ - [L]
  RewriteCond %{REQUEST_FILENAME} !-f
  RewriteCond %{REQUEST_FILENAME} !-d
  RewriteRule . /index.php [L]
</Directory>
Alias /wp-content ${folder}/wp-content
<Directory ${folder}/wp-content>
  Options FollowSymLinks
  Require all granted
</Directory>
`;

const phpString = (text) => `'${String(text).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

const wordpressConfig = ({ folder, socket }) => {
  const salts = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  return `<?php
// The WordPress suite's site (test/wordpress/wordpress.mjs); removed when the suite ends.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', ${phpString(`localhost:${socket}`)} );
${salts.map((name) => `define( '${name}', '${randomBytes(32).toString('hex')}' );`).join('\n')}
define( 'WP_CONTENT_DIR', ${phpString(join(folder, 'wp-content'))} );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', ${phpString(join(folder, 'wp-content/debug.log'))} );
`;
};

/**
 * Starts MariaDB, writes the site's config, starts Apache and runs WordPress's installer.
 * @returns {Promise<WordPressSite>}
 */
export async function startWordPress() {
  const folder = mkdtempSync(join(tmpdir(), 'cashflow-wordpress-'));
  chmodSync(folder, 0o755); // the services' users read their files in it
  const configName = `cashflow-test-${randomBytes(6).toString('hex')}`;
  const configFile = `/etc/wordpress/config-${configName}.php`;
  /** @type {Array<() => Promise<unknown> | unknown>} undone in reverse order by stop() */
  const cleanups = [() => rmSync(folder, { recursive: true, force: true })];
  const stop = async () => {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('[wordpress suite] clean-up:', error);
      }
    }
    cleanups.length = 0;
  };
  // A cancelled run (Ctrl-C, a CI time-out) leaves no daemon, folder or config behind either.
  const interrupted = async (signal) => {
    await stop();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);

  try {
    // MariaDB, its data and socket in the folder, without grant tables: a throwaway database on loopback.
    const [dbPort, webPort] = [await freePort(), await freePort()];
    const dataDir = join(folder, 'mariadb');
    const socket = join(folder, 'run/mysqld.sock');
    serviceFolder(join(folder, 'run'), 'mysql');
    const mysqlUser = isRoot ? ['--user=mysql'] : [];
    await run('/usr/bin/mariadb-install-db', [
      '--no-defaults',
      ...mysqlUser,
      `--datadir=${dataDir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ]);
    const mariadb = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        ...mysqlUser,
        `--datadir=${dataDir}`,
        '--bind-address=127.0.0.1',
        `--port=${dbPort}`,
        `--socket=${socket}`,
        `--pid-file=${join(folder, 'run/mariadbd.pid')}`,
        '--skip-grant-tables',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let mariadbLog = '';
    mariadb.stderr.on('data', (chunk) => (mariadbLog += chunk));
    const mariadbExited = new Promise((resolve) => mariadb.once('exit', resolve));
    cleanups.push(async () => {
      if (mariadb.exitCode === null && mariadb.signalCode === null) mariadb.kill('SIGTERM');
      await mariadbExited;
    });
    await until(async () => {
      if (mariadb.exitCode !== null) throw new Error(`mariadbd exited:\n${mariadbLog}`);
      await run('/usr/bin/mariadb', [
        `--socket=${socket}`,
        '-u',
        'root',
        '-e',
        'CREATE DATABASE IF NOT EXISTS wordpress',
      ]);
      return true;
    }, 'MariaDB starting');

    // The site's files: plugins, uploads and Debian's themes; its config; Apache.
    for (const sub of ['wp-content', 'wp-content/plugins', 'wp-content/themes', 'wp-content/uploads'])
      serviceFolder(join(folder, sub), 'www-data');
    for (const theme of readdirSync(THEMES)) symlinkSync(join(THEMES, theme), join(folder, 'wp-content/themes', theme));
    try {
      writeFileSync(configFile, wordpressConfig({ folder, socket }), { mode: 0o644 });
    } catch (error) {
      if (error.code !== 'EACCES') throw error;
      throw new Error(
        `The WordPress suite writes its site's config to ${configFile}, as Debian's wp-config.php reads only /etc/wordpress: run it as root or make /etc/wordpress yours (sudo chown "$(id -u)" /etc/wordpress, as .ci/run does).`,
        { cause: error },
      );
    }
    cleanups.push(() => rmSync(configFile, { force: true }));
    const apacheConf = join(folder, 'apache.conf');
    writeFileSync(apacheConf, apacheConfig({ folder, port: webPort, configName }));
    await run('/usr/sbin/apache2', ['-f', apacheConf, '-k', 'start']);
    cleanups.push(() => stopApache(folder, apacheConf));

    const origin = `http://127.0.0.1:${webPort}`;
    const site = new WordPressSite({ folder, origin, configName, stop });
    await until(async () => (await fetch(`${origin}/wp-admin/install.php`)).status === 200, 'Apache answering');
    await site.install();
    return site;
  } catch (error) {
    const apacheLog = join(folder, 'apache-error.log');
    const detail = existsSync(apacheLog)
      ? `\nApache's error log:\n${readFileSync(apacheLog, 'utf8').slice(-3000)}`
      : '';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}${detail}`, { cause: error });
  }
}

async function stopApache(folder, apacheConf) {
  const pidFile = join(folder, 'run/apache.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  await run('/usr/sbin/apache2', ['-f', apacheConf, '-k', 'stop']);
  // -k stop returns before the children are gone; their files are about to be deleted.
  await until(
    () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    },
    'Apache stopping',
    10_000,
  );
}

export class WordPressSite {
  constructor({ folder, origin, configName, stop }) {
    this.folder = folder;
    this.origin = origin;
    this.configName = configName;
    this.stop = stop;
    this.adminPassword = randomBytes(12).toString('hex');
  }

  async install() {
    const response = await fetch(`${this.origin}/wp-admin/install.php?step=2`, {
      method: 'POST',
      body: new URLSearchParams({
        weblog_title: 'Cashflow Elements test site',
        user_name: 'admin',
        admin_password: this.adminPassword,
        admin_password2: this.adminPassword,
        pw_weak: '1',
        admin_email: 'admin@example.com',
        blog_public: '0',
        language: '',
      }),
    });
    const html = await response.text();
    if (!html.includes('Success!'))
      throw new Error(`WordPress's installer did not succeed (HTTP ${response.status}):\n${html.slice(0, 2000)}`);
  }

  /**
   * Runs PHP inside WordPress (wp-load.php) as Apache does, and returns what it prints, JSON-decoded.
   * @param {string} code PHP statements; `echo wp_json_encode( … );` to return a value
   */
  async php(code) {
    const { host } = new URL(this.origin);
    const script = `$_SERVER['HTTP_HOST'] = ${phpString(host)}; $_SERVER['WORDPRESS_CONFIG'] = ${phpString(this.configName)}; require ${phpString(join(WORDPRESS, 'wp-load.php'))}; ${code}`;
    const { stdout } = await run('/usr/bin/php', ['-d', 'display_errors=stderr', '-r', script], {
      cwd: this.folder,
      maxBuffer: 10 * 1024 * 1024,
    });
    return stdout.trim() === '' ? undefined : JSON.parse(stdout);
  }

  /** Unzips a plugin's zip into wp-content/plugins, as "Upload Plugin" does, and activates it. */
  async installPlugin(zip, mainFile) {
    const plugins = join(this.folder, 'wp-content/plugins');
    await run('/usr/bin/unzip', ['-q', '-o', zip, '-d', plugins]);
    const activated = await this.php(
      `require_once ABSPATH . 'wp-admin/includes/plugin.php'; $result = activate_plugin( ${phpString(mainFile)} ); echo wp_json_encode( is_wp_error( $result ) ? $result->get_error_message() : 'ok' );`,
    );
    if (activated !== 'ok') throw new Error(`activating ${mainFile}: ${activated}`);
  }

  /** Copies a theme's folder into wp-content/themes (Debian's themes are linked there already). */
  installTheme(themeFolder) {
    cpSync(themeFolder, join(this.folder, 'wp-content/themes', basename(themeFolder)), { recursive: true });
  }

  /**
   * A user with an application password for the REST API (allowed over http as WP_ENVIRONMENT_TYPE is local).
   * @returns {Promise<{ id: number, authorization: string }>}
   */
  async createUser(login, role) {
    const { id, password } = await this.php(`
      $id = wp_insert_user( array( 'user_login' => ${phpString(login)}, 'user_pass' => wp_generate_password(), 'user_email' => ${phpString(`${login}@example.com`)}, 'role' => ${phpString(role)} ) );
      list( $password ) = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'suite' ) );
      echo wp_json_encode( array( 'id' => $id, 'password' => $password ) );`);
    return { id, authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` };
  }

  /** POSTs to the REST API as a user (from createUser); returns the decoded answer or throws. */
  async rest(user, route, body) {
    const response = await fetch(`${this.origin}/wp-json${route}`, {
      method: 'POST',
      headers: { authorization: user.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`POST ${route}: HTTP ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** PHP errors, warnings and notices that WordPress logged (WP_DEBUG_LOG) from files matching `pattern`. */
  loggedProblems(pattern) {
    const log = join(this.folder, 'wp-content/debug.log');
    if (!existsSync(log)) return [];
    return readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => pattern.test(line));
  }
}
