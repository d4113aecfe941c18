// The server's settings, read from the environment once, with a clear error for a bad value.
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
   * TRUST_PROXY: "true", a hop count, or addresses/CIDRs of the proxies whose X-Forwarded-For/-Host/-Proto
   * to believe; default false.
   */
  trustProxy: boolean | number | string;
  /** MARKETING_SCRIPT_ORIGIN: origins the CSP lets the marketing script load from. */
  marketingOrigins: string[];
  /** LOG_LEVEL, default warn. */
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer('PORT', env.PORT, 4173, 0),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    embedOrigins: parseOrigins(env.EMBED_ORIGINS),
    rateLimit: integer('LEADS_RATE_LIMIT', env.LEADS_RATE_LIMIT, 10, 1),
    formsChallenge: onOff('FORMS_CHALLENGE', env.FORMS_CHALLENGE),
    trustProxy: trustProxy(env.TRUST_PROXY),
    marketingOrigins: parseOrigins(env.MARKETING_SCRIPT_ORIGIN, 'MARKETING_SCRIPT_ORIGIN'),
    logLevel: env.LOG_LEVEL || 'warn',
  };
}

function integer(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${value}".`);
  return number;
}

function onOff(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be "on" or "off", not "${value}".`);
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!isPostgresUrl(value)) {
    throw new Error('DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/database (leave it unset for the embedded SQLite in DATA_DIR).');
  }
  return value;
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
