// POST /api/events: the site's beacons (state/beacon.ts). Sent with navigator.sendBeacon, so as
// text/plain (no CORS preflight from an embed) or JSON; accepted from the site itself and the
// origins in EMBED_ORIGINS only, at most BEACON_MAX_BYTES, checked against the contract. A visitor
// who opted out (Sec-GPC / DNT) is answered 204 and nothing is kept. Each event is stored once (its
// random id), with a hash of the day's salt, the site, the address and the user agent instead of
// either. Limited per client address in memory, generously: an office of people behind one address
// browsing at once must not lose its page views, and a flood is refused before its body is read.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEACON_MAX_BYTES, beacon, type Beacon } from '../../src/contracts/insights-api';
import type { Insertable } from 'kysely';
import type { SiteEventsTable, VitalBucketsTable } from '../db/insights-schema';
import { clientGroup } from '../client-address';
import { answersAs, FAILURES } from '../errors';
import { judgeOrigin } from '../origin-policy';
import { saltOf } from '../repositories/event-salts';
import { insertEvents } from '../repositories/site-events';
import { addSamples } from '../repositories/vital-buckets';
import type { Storage } from '../storage';
import { optedOut } from './privacy';
import { dayOf } from './rollup';
import { bucketOf } from './vitals';

/** Beacons a minute per client address, on each server: an office of ~100 people reading at once. */
export const DEFAULT_BEACON_RATE = 300;
const WINDOW_MS = 60_000;
const ADDRESSES_KEPT = 50_000;

export interface EventsApiOptions {
  storage: Storage;
  embedOrigins?: readonly string[];
  /** Beacons a minute per client address (DEFAULT_BEACON_RATE). */
  beaconRate?: number;
}

export async function eventsApi(
  app: FastifyInstance,
  { storage, embedOrigins = [], beaconRate = DEFAULT_BEACON_RATE }: EventsApiOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  answersAs(api, 'public');
  const embeds = new Set(embedOrigins.map((origin) => origin.toLowerCase()));

  // sendBeacon's string body is text/plain: read as JSON here (this plugin's routes only).
  api.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(FAILURES.notJsonText());
    }
  });

  const windows = new Map<string, { count: number; resetAt: number }>();
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = clientGroup(request.ip);
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size >= ADDRESSES_KEPT) windows.clear();
      windows.set(key, (window = { count: 0, resetAt: now + WINDOW_MS }));
    }
    window.count += 1;
    if (window.count > beaconRate) {
      reply.header('retry-after', String(Math.ceil((window.resetAt - now) / 1000)));
      throw FAILURES.rateLimited();
    }
  };

  /** The embedding page's origin ('' for the site itself); foreign pages are refused before the body is read. */
  const hostOf = (request: FastifyRequest): string => {
    const verdict = judgeOrigin(request.headers.origin, request.host, embeds);
    if (verdict === 'foreign') throw FAILURES.forbiddenOrigin();
    return verdict === 'embed' ? request.headers.origin!.toLowerCase() : '';
  };

  let salt: { day: string; value: string } | null = null;
  const visitorHash = async (request: FastifyRequest, host: string, day: string) => {
    if (salt?.day !== day) salt = { day, value: await saltOf(storage.db, day) };
    return createHash('sha256')
      .update(`${salt.value}\n${host || request.host}\n${request.ip}\n${request.headers['user-agent'] ?? ''}`)
      .digest('base64url')
      .slice(0, 22);
  };

  api.post(
    '/events',
    {
      bodyLimit: BEACON_MAX_BYTES,
      onRequest: [
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          hostOf(request);
          // Nothing of an opted-out visitor is read, counted or kept.
          if (optedOut(request)) return reply.code(204).send();
          await limit(request, reply);
        },
      ],
      schema: { body: beacon },
    },
    async (request, reply) => {
      await record(request, hostOf(request), request.body);
      return reply.code(204).send();
    },
  );

  async function record(request: FastifyRequest, host: string, body: Beacon): Promise<void> {
    const at = storage.now();
    const day = dayOf(at);
    const visitor = await visitorHash(request, host, day);
    const seq = String(at).padStart(15, '0');
    const rows = body.events.map((event): Insertable<SiteEventsTable> => ({
      id: event.id,
      seq: `${seq}:${event.id}`,
      day,
      kind: event.kind,
      page: event.page,
      host,
      // The headline is the firm's own page's: an embed's event names none.
      run: host === '' ? (event.run ?? '') : '',
      variant: host === '' && event.run ? (event.variant ?? '') : '',
      device: body.device,
      risk: event.kind === 'calculation' ? (event.risk ?? null) : null,
      referrer: event.referrer ?? null,
      visitor,
    }));
    const buckets = new Map<string, VitalBucketsTable>();
    for (const vital of body.vitals) {
      const row = {
        day,
        page: vital.page,
        device: body.device,
        name: vital.name,
        bucket: bucketOf(vital.name, vital.value),
      };
      const key = `${row.page}\n${row.name}\n${row.bucket}`;
      const seen = buckets.get(key);
      if (seen) seen.count += 1;
      else buckets.set(key, { ...row, count: 1 });
    }
    // One transaction: one durable commit a beacon.
    await storage.db.transaction().execute(async (trx) => {
      await insertEvents(trx, rows);
      await addSamples(trx, [...buckets.values()]);
    });
  }
}
