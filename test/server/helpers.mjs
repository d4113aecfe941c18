// Shared by the server tests: a small built site in a temp folder, and the app on a real database
// (a SQLite file in another temp folder, or a PostgreSQL database of its own: engines.mjs), listening
// on 127.0.0.1 port 0 when a test needs real HTTP.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { buildApp } from '../../server/app.ts';
import { openStorage } from '../../server/storage.ts';
import { freshDatabase, tempDataDir } from './engines.mjs';

export { tempDataDir };

/** Mail settings for tests: .eml files in the test's data folder unless a test sets smtpUrl. */
export const MAIL = Object.freeze({
  publicUrl: 'http://127.0.0.1:4173',
  smtpUrl: undefined,
  mailFrom: '"Crestline Advisory Group" <hello@crestlineadvisory.com>',
  notifyTo: [],
  webhookUrl: undefined,
  webhookSecret: undefined,
});

/** A rate limit no test but the burst test comes near. */
export const NO_LIMIT = 1_000_000;
/** Repeat sends that never make the proof of work hard (only the test of that sets real ones). */
export const NO_REPEAT_LIMITS = Object.freeze({ perClientPerHour: NO_LIMIT, perRecipientPerDay: NO_LIMIT });

export const CHUNK = '/chunks/app-C0ffee12.js';

/** A stand-in for dist/: two pages, a nested one, the not-found page, a chunk, a stylesheet, a bundle. */
export function makeDist() {
  const dist = mkdtempSync(join(tmpdir(), 'cf-dist-'));
  const page = (/** @type {string} */ title) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`;
  const files = {
    'index.html': page('Home'),
    'contact/index.html': page('Contact'),
    'resources/articles/index.html': page('Articles'),
    '404.html': page('We couldn’t find that page'),
    [CHUNK.slice(1)]: `export const answer = 42; // ${'padding '.repeat(300)}`,
    'assets/site-D1ce5eed.css': `body { color: #0f172a; } /* ${'padding '.repeat(300)} */`,
    'cashflow-calculator.js': `import './chunks/app-C0ffee12.js'; // ${'padding '.repeat(300)}`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

/**
 * The app on its own database: a new one of `engine`, or the one in `database` (to restart on it).
 * `listen: true` serves on a real port (for concurrency). The forms' proof of work is off unless
 * `formsChallenge: true`: these suites are about intake, storage and limits, and challenge.test.mjs
 * is about the proof of work (as FORMS_CHALLENGE=off is for a server-to-server integration).
 * @param {{ engine?: 'sqlite' | 'postgres', database?: { dataDir: string, databaseUrl: string | undefined }, dist?: string, rateLimit?: number, embedOrigins?: string[], formsChallenge?: boolean, repeatLimits?: { perClientPerHour: number, perRecipientPerDay: number }, listen?: boolean, mail?: Partial<import('../../server/mail/mail-service.ts').MailSettings>, outbox?: object }} [options]
 */
export async function startApp({
  engine = 'sqlite',
  database,
  dist = makeDist(),
  rateLimit = NO_LIMIT,
  embedOrigins = [],
  formsChallenge = false,
  repeatLimits = NO_REPEAT_LIMITS,
  listen = false,
  mail = {},
  outbox,
} = {}) {
  const location = database ?? (await freshDatabase(engine));
  const { dataDir } = location;
  const storage = await openStorage(location);
  const app = await buildApp({
    dist,
    storage,
    rateLimit,
    embedOrigins,
    formsChallenge,
    repeatLimits,
    mail: { ...MAIL, dataDir, ...mail },
    outbox,
  });
  let origin = '';
  if (listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
  }
  return {
    app,
    storage,
    dist,
    dataDir,
    database: location,
    origin,
    /** Closes the app (and with it the database). */
    close: () => app.close(),
    /** Closes and removes the temp folders. */
    async dispose() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** Calculator inputs: the calculator's defaults, and a trucking firm's. */
export const INPUTS = Object.freeze({
  construction: {
    monthlyRevenue: 50000,
    monthlyExpenses: 40000,
    cashReserves: 10000,
    revenueGrowth: 5,
    expenseGrowth: 3,
    industry: 'Construction',
    lineOfBusiness: 'General Contractor',
  },
  trucking: {
    monthlyRevenue: 180000,
    monthlyExpenses: 171500,
    cashReserves: 95000,
    revenueGrowth: 4,
    expenseGrowth: 6.5,
    industry: 'Transportation',
    lineOfBusiness: 'Freight Trucking',
  },
});

/** A valid lead of each kind. */
export const VALID = Object.freeze({
  report: {
    kind: 'report',
    name: 'Dana Whitfield',
    email: 'dana@whitfield-builders.com',
    company: 'Whitfield Builders',
    consent: true,
    industry: 'Construction',
    lineOfBusiness: 'General Contractor',
    inputs: INPUTS.construction,
  },
  popup: {
    kind: 'popup',
    email: 'ops@harbor-freight-lines.com',
    industry: 'Transportation',
    lineOfBusiness: 'Freight Trucking',
    inputs: INPUTS.trucking,
  },
  contact: {
    kind: 'contact',
    name: 'Luis Ortega',
    email: 'luis@ortega-machining.com',
    company: 'Ortega Machining',
    consent: true,
    phone: '+1 847 555 0199',
    message: 'We grew 30% last year.\nCash is tight every quarter.',
  },
  consultation: {
    kind: 'consultation',
    name: 'Priya Shah',
    email: 'priya@shahfoods.com',
    company: 'Shah Foods',
    consent: true,
  },
  sales: {
    kind: 'sales',
    name: 'Tom Becker',
    email: 'tom@becker-logistics.com',
    company: 'Becker Logistics',
    consent: true,
  },
});

/**
 * POSTs JSON through app.inject.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} url
 * @param {unknown} body an object to serialise, or a string sent as it is
 * @param {Record<string, string>} [headers]
 */
export function postJson(app, url, body, headers = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A solved proof of work for a form's `altcha` field, as a browser would send it: the app's challenge
 * (GET /api/challenge), solved with altcha-lib's own solver.
 * @param {import('fastify').FastifyInstance} app
 */
export async function solvedChallenge(app) {
  const challenge = (await app.inject({ method: 'GET', url: '/api/challenge' })).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('altcha-lib could not solve the challenge');
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
}

/**
 * Waits until `check` resolves true, looking every 50 ms; fails naming `what` after `ms` (generous:
 * the machine may be busy).
 * @param {() => Promise<boolean>} check
 * @param {string} what
 */
export async function until(check, what, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
