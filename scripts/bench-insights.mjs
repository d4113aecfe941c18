// `npm run bench -- --only=insights`: the beacon intake rate through the real app on loopback, and
// the staff Insights page's query over a year of one million events (generated here), on SQLite
// and on PostgreSQL (fsync on): the rollup of the year into daily counts, then the page's answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { HEADLINE_VARIANTS, VITAL_NAMES } from '../src/contracts/insights-fields.ts';
import { rollUpEvents } from '../server/insights/rollup.ts';
import { buildInsights } from '../server/insights/report.ts';
import { bucketOf } from '../server/insights/vitals.ts';
import { openStorage } from '../server/storage.ts';
import { findPostgresBin, INSTALL_HINT, startPostgres } from '../test/support/postgres.mjs';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const DAY_MS = 86_400_000;
const EVENTS = 1_000_000;
const DAYS = 365;
const PAGES = [
  '/',
  '/contact',
  '/talk-to-expert',
  '/sales',
  '/resources/cash-flow-calculator',
  '/resources/tools',
  '/resources/articles',
  '/solutions/business-analysis',
  '/solutions/tax-illustration',
  '/privacy-policy',
];
const HOSTS = ['', '', '', '', 'https://agency.example', 'https://client.example', 'https://partner.example'];
const DEVICES = ['mobile', 'mobile', 'tablet', 'desktop', 'desktop'];
/** Kinds by share: most events are page views. */
const KINDS = [
  ['pageview', 0.72],
  ['assign', 0.08],
  ['calculation', 0.12],
  ['report', 0.03],
  ['consultation', 0.02],
  ['booking', 0.01],
  ['newsletter', 0.02],
];

/** A repeatable pseudo-random sequence (mulberry32), so each run generates the same year. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (next, list) => list[Math.floor(next() * list.length)];
function kindOf(next) {
  let roll = next();
  for (const [kind, share] of KINDS) if ((roll -= share) < 0) return kind;
  return 'pageview';
}
const dayOf = (at) => new Date(at).toISOString().slice(0, 10);

/** One million events over the year up to today, and a year of speed histograms, written in batches. */
async function generateYear(db) {
  const next = random(22);
  const perDay = Math.ceil(EVENTS / DAYS);
  let written = 0;
  for (let back = DAYS - 1; back >= 0 && written < EVENTS; back--) {
    const dayStart = NOW - back * DAY_MS - 12 * 3600_000;
    const day = dayOf(dayStart);
    const rows = [];
    for (let i = 0; i < perDay && written + rows.length < EVENTS; i++) {
      const at = dayStart + Math.floor((i / perDay) * DAY_MS);
      const id = `b${back.toString(36)}x${i.toString(36).padStart(6, '0')}${'0'.repeat(10)}`;
      const host = pick(next, HOSTS);
      const kind = kindOf(next);
      const variant = host === '' ? pick(next, HEADLINE_VARIANTS) : '';
      rows.push({
        id,
        seq: `${String(at).padStart(15, '0')}:${id}`,
        day,
        kind,
        page: host === '' ? pick(next, PAGES) : '/pricing',
        host,
        run: variant ? '1' : '',
        variant,
        device: pick(next, DEVICES),
        risk: kind === 'calculation' ? pick(next, ['low', 'medium', 'high']) : null,
        referrer: null,
        // About 900 visitors a day, several events each.
        visitor: `v${Math.floor(next() * 900)}`.padEnd(22, '0'),
      });
    }
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 500)
        await trx
          .insertInto('site_events')
          .values(rows.slice(start, start + 500))
          .execute();
      const buckets = [];
      for (const page of PAGES.slice(0, 4))
        for (const device of ['mobile', 'tablet', 'desktop'])
          for (const name of VITAL_NAMES)
            for (let sample = 0; sample < 8; sample++) {
              const value = name === 'CLS' ? next() * 0.2 : 200 + next() * 3000;
              buckets.push({
                day,
                page,
                device,
                name,
                bucket: bucketOf(name, value),
                count: 1 + Math.floor(next() * 20),
              });
            }
      const unique = new Map(buckets.map((row) => [`${row.page}|${row.device}|${row.name}|${row.bucket}`, row]));
      for (const slice of chunks([...unique.values()], 500))
        await trx.insertInto('vital_buckets').values(slice).execute();
    });
    written += rows.length;
  }
  return written;
}
function* chunks(list, size) {
  for (let start = 0; start < list.length; start += size) yield list.slice(start, start + size);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

async function beaconRate(location, label) {
  const dist = mkdtempSync(join(tmpdir(), 'cf-bench-dist-'));
  writeFileSync(join(dist, '404.html'), '<h1>Not found</h1>');
  const storage = await openStorage(location);
  const app = await buildApp({
    dist,
    storage,
    beaconRate: 1e9,
    mail: { publicUrl: 'http://127.0.0.1', dataDir: location.dataDir },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${app.server.address().port}`;
  let counter = 0;
  const send = async () => {
    const events = Array.from({ length: 5 }, (_, index) => ({
      id: `bench${(counter++).toString(36).padStart(12, '0')}${index}`,
      kind: index === 0 ? 'pageview' : 'calculation',
      page: '/',
      risk: 'low',
    }));
    const response = await fetch(`${origin}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'user-agent': `Bench/${counter % 50}` },
      body: JSON.stringify({ device: 'desktop', events, vitals: [{ name: 'LCP', value: 1200, page: '/' }] }),
    });
    await response.arrayBuffer();
    if (response.status !== 204) throw new Error(`beacon: HTTP ${response.status}`);
  };
  try {
    for (let i = 0; i < 100; i++) await send();
    const total = 3000;
    let sent = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (sent++ < total) await send();
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    return {
      label: `beacon intake, ${label}`,
      value: `${Math.round(total / seconds).toLocaleString('en-US')} /s`,
      detail: `${total.toLocaleString('en-US')} beacons (POST /api/events, 5 events and a vital each: ${Math.round((total * 5) / seconds).toLocaleString('en-US')} events/s) on loopback, 20 at a time, one server`,
    };
  } finally {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

async function yearQuery(location, label) {
  const storage = await openStorage({ ...location, now: () => NOW });
  try {
    let start = performance.now();
    const written = await generateYear(storage.db);
    const generated = performance.now() - start;
    start = performance.now();
    const days = await rollUpEvents(storage.db, NOW);
    const rolled = performance.now() - start;
    const period = { from: dayOf(NOW - (DAYS - 1) * DAY_MS), to: dayOf(NOW) };
    const times = [];
    let answer;
    for (let run = 0; run < 3; run++) {
      start = performance.now();
      answer = await buildInsights(storage.db, NOW, period);
      times.push(performance.now() - start);
    }
    const rows = await storage.db
      .selectFrom('event_days')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return [
      {
        label: `Insights query, a year, ${label}`,
        value: ms(median(times)),
        detail: `median of 3: the page's whole answer over ${written.toLocaleString('en-US')} events in ${DAYS} days (${Number(rows.n).toLocaleString('en-US')} daily-count rows, today's events raw; ${answer.funnel.visitors.toLocaleString('en-US')} visitor-days), with real-user speed; runs ${times.map((time) => Math.round(time)).join(', ')} ms`,
      },
      {
        label: `Insights rollup of the year, ${label}`,
        value: ms(rolled),
        detail: `${days.length} finished days summed into daily counts in one go (the hourly sweep does one a day); generating the events took ${ms(generated)}`,
      },
    ];
  } finally {
    await storage.close();
  }
}

export async function insightsFigures() {
  const scratch = mkdtempSync(join(tmpdir(), 'cf-bench-insights-'));
  const rows = [];
  try {
    const sqlite = (name) => {
      const dataDir = join(scratch, name);
      mkdirSync(dataDir);
      return { dataDir, databaseUrl: undefined };
    };
    rows.push(await beaconRate(sqlite('beacons'), 'SQLite (synchronous=FULL)'));
    rows.push(...(await yearQuery(sqlite('year'), 'SQLite')));
    if (!findPostgresBin()) {
      rows.push({ label: 'insights, PostgreSQL', value: 'skipped', detail: INSTALL_HINT });
      return rows;
    }
    const postgres = await startPostgres({ durable: true });
    try {
      const database = async (name) => {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        await client.query(`CREATE DATABASE ${name}`);
        await client.end();
        const url = new URL(postgres.url);
        url.pathname = `/${name}`;
        return { dataDir: scratch, databaseUrl: url.toString() };
      };
      rows.push(await beaconRate(await database('beacons'), 'PostgreSQL (fsync on)'));
      rows.push(...(await yearQuery(await database('year'), 'PostgreSQL')));
    } finally {
      postgres.stop();
    }
    return rows;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
