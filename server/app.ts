// The Fastify app: the site from dist/, the lead intake API, the staff area, compression and security headers.
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { RepeatLimits } from './challenge-cost';
import { parseTrustProxy } from './config';
import { routeContracts } from './errors';
import { eventsApi } from './insights/events-api';
import { experimentPage } from './insights/experiment-page';
import { BODY_LIMIT, leadsApi } from './leads-api';
import { type MailSettings, mailService } from './mail/mail-service';
import type { OutboxWorkerOptions } from './mail/outbox-worker';
import type { ReportRenderer } from './mail/templates';
import { newsletterRoutes } from './newsletter-routes';
import { renderGuidePdf } from './report/guide-pdf';
import { renderReportPdf } from './report/report-pdf';
import { readStyleHashes, securityHeaders } from './security-headers';
import { staffArea } from './staff';
import type { Storage } from './storage';
import { site } from './static-site';
import { DEFAULT_FIRM_TIME_ZONE } from '../src/contracts/booking-fields';
import type { CalendarSyncTask } from './booking/caldav';
import { bookingDeps } from './booking/deps';

export interface AppOptions {
  /** The built site (npm run build). */
  dist: string;
  /** Closed when the app closes. */
  storage: Storage;
  /** Other sites whose pages may post to the API. */
  embedOrigins?: readonly string[];
  /** API requests a minute per client address (default 10). */
  rateLimit?: number;
  /** Sends before the proof of work gets hard (challenge-cost.ts; tests raise them). */
  repeatLimits?: RepeatLimits;
  /** Whether the forms that e-mail their sender must carry a solved challenge (default true). */
  formsChallenge?: boolean;
  /** The proxies to believe X-Forwarded-* from: TRUST_PROXY's list (config.ts parseTrustProxy); false for none. */
  trustProxy?: string | false;
  /** Origins the CSP allows for the marketing script. */
  marketingOrigins?: readonly string[];
  /** RETENTION_MONTHS (default 24). */
  retentionMonths?: number | undefined;
  /** Event beacons a minute per client address (insights/events-api.ts DEFAULT_BEACON_RATE; the bench raises it). */
  beaconRate?: number;
  /** FIRM_TIME_ZONE (default America/Chicago): advisors' hours are in it. */
  firmTimeZone?: string | undefined;
  /** Default off. */
  logger?: FastifyServerOptions['logger'];
  /** Where e-mail goes, who is told of leads, the webhook. */
  mail: MailSettings;
  /** The report and guide PDFs (default: server/report/). */
  pdf?: ReportRenderer;
  /** The outbox worker's timings (tests shorten the retry delays). */
  outbox?: Partial<Omit<OutboxWorkerOptions, 'outbox' | 'deliver'>>;
}

/** Builds the app, ready to `listen` or `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const {
    dist,
    storage,
    embedOrigins = [],
    rateLimit = 10,
    formsChallenge = true,
    trustProxy = false,
    marketingOrigins = [],
    logger = false,
  } = options;
  // Checked here too, so no caller can hand Fastify `true` or a hop count.
  const app = Fastify({ logger, trustProxy: parseTrustProxy(trustProxy || undefined), bodyLimit: BODY_LIMIT });
  const pdf = options.pdf ?? { report: renderReportPdf, guide: renderGuidePdf };
  // The app's own plugins (fastify-plugin: not encapsulated, they set up the app itself), then the
  // APIs, each encapsulated with its hooks, then the site and its not-found page.
  await app.register(routeContracts);
  const booking = await bookingDeps(storage, options.firmTimeZone ?? DEFAULT_FIRM_TIME_ZONE, {
    publicUrl: options.mail.publicUrl,
    from: options.mail.mailFrom,
  });
  await app.register(mailService, {
    storage,
    settings: options.mail,
    pdf,
    worker: options.outbox,
    bookingRef: booking.links.leadRef,
    calendarSync: (data) =>
      booking.calendars.sync(data as CalendarSyncTask, { ...booking.site, firmTimeZone: booking.firmTimeZone }),
  });
  // The worker finishes its round before the database closes.
  app.addHook('onClose', async () => {
    await app.mail.stop();
    await storage.close();
  });
  await app.register(securityHeaders, {
    marketingOrigins,
    styleHashes: readStyleHashes(dist),
    scriptHashes: readStyleHashes(dist, 'script-src'),
  });
  await app.register(experimentPage, { storage }); // before compression: it fills the pages' experiment meta
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(eventsApi, { prefix: '/api', storage, embedOrigins, beaconRate: options.beaconRate });
  await app.register(leadsApi, {
    prefix: '/api',
    storage,
    embedOrigins,
    rateLimit,
    formsChallenge,
    ...(options.repeatLimits ? { repeatLimits: options.repeatLimits } : {}),
    mail: app.mail,
    booking,
  });
  await app.register(newsletterRoutes, { prefix: '/newsletter', storage, mail: app.mail });
  await app.register(staffArea, {
    storage,
    dist,
    publicUrl: options.mail.publicUrl,
    retentionMonths: options.retentionMonths,
    renderReport: pdf.report,
    booking,
  });
  await app.register(site, { dist });
  await app.ready();
  return app;
}
