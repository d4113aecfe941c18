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
   * TRUST_PROXY: "true", a hop count, or addresses/CIDRs of the proxies whose X-Forwarded-For/-Host/-Proto
   * to believe; default false.
   */
  trustProxy: boolean | number | string;
  /** MARKETING_SCRIPT_ORIGIN: origins the CSP lets the marketing script load from. */
  marketingOrigins: string[];
  /** LOG_LEVEL, default warn. */
  logLevel: string;
  /**
   * PUBLIC_URL: the site's address as people reach it, e.g. https://www.crestlineadvisory.com: the
   * base of staff setup links and the passkeys' relying party. Unset: the address each request came
   * to (and, for the CLI, http://HOST:PORT).
   */
  publicUrl: string | undefined;
  /** RETENTION_MONTHS: leads and sign-ups older than this are deleted; default 24. */
  retentionMonths: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer('PORT', env.PORT, 4173, 0),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    embedOrigins: parseOrigins(env.EMBED_ORIGINS),
    rateLimit: integer('LEADS_RATE_LIMIT', env.LEADS_RATE_LIMIT, 10, 1),
    trustProxy: trustProxy(env.TRUST_PROXY),
    marketingOrigins: parseOrigins(env.MARKETING_SCRIPT_ORIGIN, 'MARKETING_SCRIPT_ORIGIN'),
    logLevel: env.LOG_LEVEL || 'warn',
    publicUrl: publicUrl(env.PUBLIC_URL),
    retentionMonths: integer('RETENTION_MONTHS', env.RETENTION_MONTHS, 24, 1),
  };
}

function integer(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${value}".`);
  return number;
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!isPostgresUrl(value)) {
    throw new Error('DATABASE_URL must be a PostgreSQL URL like postgres://user:password@host:5432/database (leave it unset for the embedded SQLite in DATA_DIR).');
  }
  return value;
}

function publicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be the site's origin, like https://www.crestlineadvisory.com (no path), not "${value}".`);
  }
  return url.origin;
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
