/**
 * The first-party event record (issue 22): page views, the headline assignment, and what visitors
 * do with our elements, sent to the firm's own server (`/api/events`) in batches with
 * `navigator.sendBeacon` when the page is hidden or left. No cookie, no identifier: the server
 * counts unique visitors with a hash it forgets daily. A browser that sends Global Privacy Control or
 * Do Not Track sends nothing at all. The elements are not edited for this: it listens to the events
 * they dispatch (bubbling, composed) on the document. Kept small: it is part of the loader, which a
 * foreign page fetches before any interaction (the 8 kB budget).
 */
import {
  ASSIGNMENT_KEY,
  BEACON_MAX_EVENTS,
  EXPERIMENT_HEADER,
  type DeviceClass,
  type EventKind,
  type HeadlineVariant,
  type VitalName,
} from '../contracts/insights-fields';
import { API_META_NAME, bundleRoot, DEMO_ENDPOINT } from './firm-urls';
import { localStore } from './storage';

interface QueuedEvent {
  id: string;
  kind: EventKind;
  page: string;
  run?: string;
  variant?: HeadlineVariant;
  risk?: string;
  referrer?: string;
}
interface QueuedVital {
  name: VitalName;
  value: number;
  page: string;
}
interface Beacon {
  events: QueuedEvent[];
  vitals: QueuedVital[];
  endpoint: string | null;
}

/** One queue per page, though a page may load two copies of the loader. */
const KEY = Symbol.for('cashflow-elements.beacon');
const page = globalThis as typeof globalThis & { [KEY]?: Beacon };

/** The visitor asked not to be tracked (Sec-GPC / DNT): nothing is queued or sent. */
export function optedOut(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/** Where beacons go: beside the forms' API (the page's API meta, else the bundle's server); null for the demo. */
function endpointOf(doc: Document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${API_META_NAME}"]`)?.content.trim();
  if (meta === DEMO_ENDPOINT) return null;
  try {
    const api = meta ? new URL(meta.endsWith('/') ? meta : `${meta}/`, location.href) : new URL('api/', bundleRoot());
    return new URL('events', api).href;
  } catch {
    return null;
  }
}

const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export const deviceClass = (width = innerWidth): DeviceClass =>
  width < 600 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';

/**
 * The visitor's headline, when it was assigned (the page's <head> shows it: data-headline-variant on <html>)
 * and is not a preview: `<run>.<variant>` as stored.
 */
export function assignment(doc: Document = document): { run: string; variant: HeadlineVariant } | null {
  const root = doc.documentElement;
  if (root.hasAttribute('data-headline-preview')) return null;
  const [run, variant] = (localStore.get(ASSIGNMENT_KEY) ?? '').split('.');
  return run && variant && root.getAttribute('data-headline-variant') === variant
    ? { run, variant: variant as HeadlineVariant }
    : null;
}

/** The lead forms' header naming the visitor's headline; none for a preview, an embed or an opted-out visitor. */
export function experimentHeader(): Record<string, string> {
  if (typeof document === 'undefined') return {}; // a form posted outside a page (tests, a server)
  const headline = optedOut() ? null : assignment();
  return headline ? { [EXPERIMENT_HEADER]: `${headline.run}.${headline.variant}` } : {};
}

/** Sends what is queued, in beacons of at most BEACON_MAX_EVENTS events. */
function flush(beacon: Beacon): void {
  if (!beacon.endpoint) return;
  while (beacon.events.length > 0 || beacon.vitals.length > 0) {
    const events = beacon.events.splice(0, BEACON_MAX_EVENTS);
    const vitals = events.length < BEACON_MAX_EVENTS ? beacon.vitals.splice(0) : [];
    // A string goes as text/plain: no CORS preflight from an embed (the server accepts allowed origins only).
    const body = JSON.stringify({ device: deviceClass(), events, vitals });
    if (!navigator.sendBeacon(beacon.endpoint, body)) return;
  }
}

/** Queues an event of this page (nothing when the visitor opted out or the record is not started). */
export function track(kind: EventKind, extra: Pick<QueuedEvent, 'risk'> = {}): void {
  const beacon = page[KEY];
  if (!beacon) return;
  const headline = assignment();
  beacon.events.push({ id: randomId(), kind, page: location.pathname, ...headline, ...extra });
}

/** Queues a web vital of this page (the site's vitals.ts). */
export function trackVital(name: VitalName, value: number): void {
  page[KEY]?.vitals.push({ name, value, page: location.pathname });
}

const LEAD_EVENTS: Readonly<Record<string, EventKind>> = {
  report: 'report',
  popup: 'report',
  consultation: 'consultation',
  sales: 'consultation',
};

/**
 * Starts the record for this page, once: the page view, the assignment the <head> just made, and
 * the elements' events from now on; sends on pagehide and when the page is hidden.
 */
export function startBeacon(doc: Document = document): void {
  if (page[KEY] || optedOut()) return;
  const beacon: Beacon = { events: [], vitals: [], endpoint: endpointOf(doc) };
  page[KEY] = beacon;
  let referrer: string | undefined;
  try {
    const origin = doc.referrer ? new URL(doc.referrer).origin : undefined;
    if (origin && origin !== location.origin) referrer = origin;
  } catch {
    referrer = undefined;
  }
  track('pageview');
  if (referrer) beacon.events[beacon.events.length - 1]!.referrer = referrer;
  if (doc.documentElement.hasAttribute('data-headline-new') && assignment(doc)) {
    doc.documentElement.removeAttribute('data-headline-new');
    track('assign');
  }
  doc.addEventListener('cashflow-calculate', (event) =>
    track('calculation', { risk: event.detail.result.riskLevel.toLowerCase() }),
  );
  doc.addEventListener('cashflow-lead-submit', (event) => {
    const kind = LEAD_EVENTS[event.detail.kind];
    if (kind) track(kind);
  });
  doc.addEventListener('cashflow-newsletter-subscribe', () => track('newsletter'));
  // <meeting-picker>'s (issue 21), by name: its code need not be loaded for this to listen.
  doc.addEventListener('cashflow-meeting-booked', () => track('booking'));
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush(beacon);
  });
  addEventListener('pagehide', () => flush(beacon));
}
