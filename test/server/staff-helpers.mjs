// Shared by the staff suites: the app on a fresh database with a clock the test moves, accounts made
// the way the CLI makes them (a setup link, then the password), and requests as a browser sends them
// (the session cookie, the site's Origin, the session's CSRF token).
import { rmSync } from 'node:fs';
import { buildApp } from '../../server/app.ts';
import { calculate } from '../../src/core/calculate.ts';
import { completeSetup, createAccount } from '../../server/staff/accounts.ts';
import { staffContext } from '../../server/staff/index.ts';
import { openStorage } from '../../server/storage.ts';
import { freshDatabase } from './engines.mjs';
import { INPUTS, MAIL, makeDist, NO_LIMIT, NO_REPEAT_LIMITS } from './helpers.mjs';
import { saveLead } from '../../server/intake.ts';

/** What app.inject's requests reach: Host localhost:80, so the site's origin is http://localhost. */
export const SITE = 'http://localhost';
export const PASSWORD = 'correct horse battery staple';
/** TRUST_PROXY for tests that pose as a proxy: app.inject's requests come from 127.0.0.1. */
export const LOOPBACK_PROXY = '127.0.0.1,::1';

/**
 * @typedef {{ cookie: string, csrfToken: string, account: { id: string, email: string, name: string, role: string } }} Browser
 */

/**
 * The app on a new database of `engine`, or on `database` (a second server on the same one).
 * `mail` and `formsChallenge` for the suites that book meetings (their e-mails, their proof of work).
 * @param {{ engine?: 'sqlite' | 'postgres', database?: { dataDir: string, databaseUrl: string | undefined }, publicUrl?: string, trustProxy?: string | false, mail?: object, formsChallenge?: boolean }} [options]
 */
export async function startStaff({
  engine = 'sqlite',
  database,
  publicUrl = MAIL.publicUrl,
  trustProxy = false,
  mail = {},
  formsChallenge = true,
} = {}) {
  const location = database ?? (await freshDatabase(engine));
  let clock = Date.parse('2026-11-23T12:00:00.000Z');
  const storage = await openStorage({ ...location, now: () => clock });
  const dist = makeDist();
  const app = await buildApp({
    dist,
    storage,
    rateLimit: NO_LIMIT,
    repeatLimits: NO_REPEAT_LIMITS,
    trustProxy,
    mail: { ...MAIL, publicUrl, dataDir: location.dataDir, ...mail },
    formsChallenge,
  });
  const ctx = staffContext(storage, publicUrl);

  /**
   * A request as the staff UI sends it.
   * @param {string} method
   * @param {string} url
   * @param {{ as?: Browser | null, body?: unknown, headers?: Record<string, string | undefined> }} [options]
   */
  const call = (method, url, { as = null, body, headers = {} } = {}) => {
    /** @type {Record<string, string>} */
    const sent = { origin: SITE };
    if (as) sent.cookie = as.cookie;
    if (as && method !== 'GET' && method !== 'HEAD') sent['x-csrf-token'] = as.csrfToken;
    if (body !== undefined) sent['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) delete sent[name];
      else sent[name] = value;
    }
    return app.inject({
      method,
      url,
      headers: sent,
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
  };

  /** Signs in with a password; fails the test unless it works. @returns {Promise<Browser>} */
  const signIn = async (email, password = PASSWORD) => {
    const response = await call('POST', '/staff/api/sign-in', { body: { email, password } });
    if (response.statusCode !== 200)
      throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
    return { cookie: cookieOf(response), ...response.json() };
  };

  /** An account with its password set through its setup link, as the CLI and the setup page do. */
  const addAccount = async (email, role = 'advisor', password = PASSWORD) => {
    const { account, token } = await createAccount(ctx, { email, role });
    await completeSetup(ctx, token, password);
    return account;
  };

  return {
    app,
    storage,
    database: location,
    dist,
    ctx,
    call,
    signIn,
    addAccount,
    /** Moves the clock the server sees. */
    advance: (/** @type {number} */ ms) => {
      clock += ms;
    },
    now: () => clock,
    async dispose() {
      await app.close();
      if (!database) rmSync(location.dataDir, { recursive: true, force: true });
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** The session cookie a response sets, as the browser would send it back ("name=value"). */
export function cookieOf(/** @type {{ headers: Record<string, unknown> }} */ response) {
  const header = response.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (typeof line !== 'string') throw new Error('no Set-Cookie');
  return line.split(';')[0];
}

/** A lead stored as the intake stores it, with its calculation if given. */
export async function storeLead(
  /** @type {any} */ staff,
  /** @type {Record<string, unknown>} */ fields = {},
  /** @type {unknown} */ calculation = undefined,
) {
  const lead = {
    kind: 'consultation',
    name: 'Priya Shah',
    email: 'priya@shahfoods.com',
    company: 'Shah Foods',
    consent: true,
    ...fields,
  };
  const { id } = await saveLead(staff.storage, lead, {}, calculation ? { calculation } : {});
  return id;
}

/** A calculation as the intake stores it: the inputs, and the result the server computed from them. */
export const CALCULATION = Object.freeze({
  inputs: INPUTS.construction,
  result: calculate({ ...INPUTS.construction }, new Date('2026-11-23T12:00:00Z')),
});
