// The server's settings, read from the environment once, with a clear error for a bad value.
import { parseOrigins } from './origin-policy.mjs';

/**
 * @typedef {object} ServerConfig
 * @property {number} port PORT, default 4173
 * @property {string} host HOST, default 127.0.0.1
 * @property {string} dataDir DATA_DIR, default ./data: where the SQLite database lives
 * @property {string[]} embedOrigins EMBED_ORIGINS: comma-separated origins whose pages may post leads
 * @property {number} rateLimit LEADS_RATE_LIMIT: API requests a minute per client address, default 10
 * @property {boolean | number | string} trustProxy TRUST_PROXY: "true", a hop count, or addresses/CIDRs
 *   of the proxies whose X-Forwarded-For/-Host/-Proto to believe; default false
 * @property {string[]} marketingOrigins MARKETING_SCRIPT_ORIGIN: origins the CSP lets the marketing script load from
 * @property {string} logLevel LOG_LEVEL, default warn
 */

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {ServerConfig}
 */
export function readConfig(env = process.env) {
  return {
    port: integer('PORT', env.PORT, 4173, 0),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    embedOrigins: parseOrigins(env.EMBED_ORIGINS),
    rateLimit: integer('LEADS_RATE_LIMIT', env.LEADS_RATE_LIMIT, 10, 1),
    trustProxy: trustProxy(env.TRUST_PROXY),
    marketingOrigins: parseOrigins(env.MARKETING_SCRIPT_ORIGIN, 'MARKETING_SCRIPT_ORIGIN'),
    logLevel: env.LOG_LEVEL || 'warn',
  };
}

/**
 * @param {string} name
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {number} min
 */
function integer(name, value, fallback, min) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${value}".`);
  return number;
}

/** @param {string | undefined} value */
function trustProxy(value) {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
