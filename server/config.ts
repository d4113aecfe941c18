// The server's settings, read from the environment once, with a clear error for a bad value.
import { isIP } from 'node:net';
import { DEFAULT_FIRM_TIME_ZONE, isKnownTimeZone } from '../src/contracts/booking-api';
import { isValidEmail } from '../src/contracts/lead-fields';
import { FIRM } from '../src/core/firm';
import { isPostgresUrl } from './db/database';
import { parseOrigins } from './origin-policy';

export interface ServerConfig {
  /** PORT, default 4173. */
  port: number;
  /** HOST, default 127.0.0.1. */
  host: string;
  /** DATA_DIR, default ./data: where the SQLite database lives (unused with DATABASE_URL). */
  dataDir: string;
  /** DATABASE_URL: postgres://… to keep everything in PostgreSQL (several servers); empty for SQLite. */
  databaseUrl: string | undefined;
  /** EMBED_ORIGINS: comma-separated origins whose pages may post leads. */
  embedOrigins: string[];
  /** LEADS_RATE_LIMIT: API requests a minute per client address, across every server; default 10. */
  rateLimit: number;
  /**
   * FORMS_CHALLENGE: "off" lets report, popup and newsletter posts in without a solved proof of work
   * (load tests, server-to-server integrations); default on.
   */
  formsChallenge: boolean;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For/-Host/-Proto to believe, as a comma-separated list of
   * addresses, CIDRs and proxy-addr's names (loopback, linklocal, uniquelocal); false (the default) for none.
   */
  trustProxy: string | false;
  /** MARKETING_SCRIPT_ORIGIN: origins the CSP lets the marketing script load from. */
  marketingOrigins: string[];
  /** LOG_LEVEL, default warn. */
  logLevel: string;
  /** PUBLIC_URL: the site's address as visitors reach it, for links in e-mails; default http://HOST:PORT. */
  publicUrl: string;
  /** SMTP_URL: smtp(s)://user:password@host:port to send e-mail; empty writes each message to DATA_DIR/mail/ as .eml. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From of every e-mail. */
  mailFrom: string;
  /** LEADS_NOTIFY_TO: comma-separated addresses told of every lead. */
  notifyTo: string[];
  /** LEADS_WEBHOOK_URL: where each lead is POSTed as signed JSON (Standard Webhooks); empty for none. */
  webhookUrl: string | undefined;
  /** LEADS_WEBHOOK_SECRET: the signing secret, whsec_ and base64 (required with LEADS_WEBHOOK_URL). */
  webhookSecret: string | undefined;
  /** MAIL_RETRY_BASE_MS: the first retry of a failed e-mail or webhook waits about this long, doubling each time; default 30000. */
  mailRetryBaseMs: number;
  /** RETENTION_MONTHS: leads and sign-ups older than this are deleted by a periodic sweep; default 24. */
  retentionMonths: number;
  /** FIRM_TIME_ZONE: the IANA zone advisors' hours are kept in; default America/Chicago. */
  firmTimeZone: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer('PORT', env.PORT, 4173, 0);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    dataDir: env.DATA_DIR || './data',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    embedOrigins: parseOrigins(env.EMBED_ORIGINS),
    rateLimit: integer('LEADS_RATE_LIMIT', env.LEADS_RATE_LIMIT, 10, 1),
    formsChallenge: onOff('FORMS_CHALLENGE', env.FORMS_CHALLENGE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    marketingOrigins: parseOrigins(env.MARKETING_SCRIPT_ORIGIN, 'MARKETING_SCRIPT_ORIGIN'),
    logLevel: env.LOG_LEVEL || 'warn',
    ...mailSettings(env, `http://${host.includes(':') ? `[${host}]` : host}:${port}`),
    mailRetryBaseMs: integer('MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 30_000, 1),
    retentionMonths: integer('RETENTION_MONTHS', env.RETENTION_MONTHS, 24, 1),
    firmTimeZone: timeZone('FIRM_TIME_ZONE', env.FIRM_TIME_ZONE),
  };
}

/** @param listening the server's own address: the default PUBLIC_URL */
function mailSettings(env: NodeJS.ProcessEnv, listening: string) {
  const publicUrl = httpUrl('PUBLIC_URL', env.PUBLIC_URL) ?? listening;
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465.');
  const mailFrom = env.MAIL_FROM || `"${FIRM.name}" <${FIRM.email}>`;
  if (!isMailbox(mailFrom))
    throw new Error(
      `MAIL_FROM must be an address, optionally with a name: "Firm Name" <reports@firm.example>, not "${mailFrom}".`,
    );
  const notifyTo = (env.LEADS_NOTIFY_TO ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  for (const address of notifyTo) {
    if (!isValidEmail(address)) throw new Error(`LEADS_NOTIFY_TO has "${address}", which is not an e-mail address.`);
  }
  const webhookUrl = httpUrl('LEADS_WEBHOOK_URL', env.LEADS_WEBHOOK_URL);
  const webhookSecret = env.LEADS_WEBHOOK_SECRET || undefined;
  if (webhookUrl && !webhookSecret)
    throw new Error(
      "LEADS_WEBHOOK_URL needs LEADS_WEBHOOK_SECRET (whsec_ then base64, e.g. from `node -e \"console.log('whsec_' + crypto.randomBytes(24).toString('base64'))\"`).",
    );
  if (webhookSecret && !/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/.test(webhookSecret))
    throw new Error('LEADS_WEBHOOK_SECRET must be whsec_ followed by base64 (at least 12 bytes).');
  return { publicUrl: publicUrl.replace(/\/+$/, ''), smtpUrl, mailFrom, notifyTo, webhookUrl, webhookSecret };
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    /* reported below */
  }
  throw new Error(`${name} must be an http(s) URL, not "${value}".`);
}

/** "Name" <address> or a bare address, on one line. */
function isMailbox(value: string): boolean {
  const match = /^(?:"[^"\r\n]*"\s*)?<([^<>\s]+)>$/.exec(value.trim());
  return isValidEmail(match ? match[1]! : value.trim());
}

function integer(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${value}".`);
  return number;
}

function timeZone(name: string, value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_FIRM_TIME_ZONE;
  if (!isKnownTimeZone(value))
    throw new Error(
      `${name} must be an IANA time zone this server knows, like America/Chicago or Europe/London, not "${value}".`,
    );
  return value;
}

function onOff(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be "on" or "off", not "${value}".`);
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!isPostgresUrl(value)) {
    throw new Error(
      'DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/database (leave it unset for the embedded SQLite in DATA_DIR).',
    );
  }
  return value;
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as the list Fastify compiles (proxy-addr): each entry an address, a CIDR or a named
 * range. `true` would believe any client's own X-Forwarded-For (the limits are escaped by forging
 * it), and Fastify ignores a hop count (every visitor would share the proxy's address): both are
 * refused, naming what to write instead.
 */
export function parseTrustProxy(value: string | undefined): string | false {
  if (!value || value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad === undefined) return entries.join(',');
  const why =
    bad === 'true'
      ? '"true" would believe any client\'s own X-Forwarded-For, so forging it escapes every limit'
      : /^\d+$/.test(bad)
        ? `a hop count ("${bad}") is ignored by Fastify, so every visitor would share the proxy's address and its limits`
        : `"${bad}" is not an address, a CIDR or one of ${[...PROXY_RANGES].join(', ')}`;
  throw new Error(
    `TRUST_PROXY must list the addresses of your reverse proxies or load balancers, comma-separated (e.g. TRUST_PROXY=10.0.0.2 or TRUST_PROXY=10.0.0.0/24,127.0.0.1): ${why}.`,
  );
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * What an administrator must hear at start: an https PUBLIC_URL served over plain HTTP with no
 * trusted proxy means a TLS proxy in front whose X-Forwarded-Proto is not believed, so the staff
 * cookie loses Secure and __Host- and no HSTS is sent.
 */
export function startupWarnings(config: Pick<ServerConfig, 'publicUrl' | 'trustProxy'>): string[] {
  if (config.publicUrl.startsWith('https:') && config.trustProxy === false)
    return [
      `PUBLIC_URL is ${config.publicUrl}, but this server speaks plain HTTP and TRUST_PROXY is not set: behind a TLS proxy it cannot tell that visitors use HTTPS, so the staff session cookie is sent without Secure, HSTS is not sent, and every visitor shares the proxy's rate limit. Set TRUST_PROXY to the proxy's address.`,
    ];
  return [];
}
