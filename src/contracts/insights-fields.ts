// First-party events, the headline experiment and real-user speed (issue 22): the plain constants
// the site's beacon, the server and the staff UI share. No zod here (the browser's beacon imports
// them for nothing); the schemas are insights-api.ts.

/** The hero's headlines: the default and the four variants, in this order everywhere (weights too). */
export const HEADLINE_VARIANTS = ['default', 'action', 'problem', 'benefit', 'industry'] as const;
export type HeadlineVariant = (typeof HEADLINE_VARIANTS)[number];

/**
 * What a beacon may report. `assign`: this browser was given a variant just now (sent once per
 * assignment: the experiment's unit). `calculation` carries the risk level only, never an amount.
 */
export const EVENT_KINDS = [
  'pageview',
  'assign',
  'calculation',
  'report',
  'consultation',
  'booking',
  'newsletter',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
/** By the viewport's width when the page loaded: below 600 px, below 1024 px, the rest. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const EVENTS_PATH = '/api/events';
/** A beacon's most events, and its most bytes (sendBeacon itself allows 64 kB in flight). */
export const BEACON_MAX_EVENTS = 50;
export const BEACON_MAX_BYTES = 16 * 1024;

/**
 * The lead forms' header naming the experiment run and variant of the visitor who sends it
 * (`<run>.<variant>`), so the lead is credited to it. Absent for previews, browsers without
 * storage, embeds on other sites and visitors who ask not to be tracked.
 */
export const EXPERIMENT_HEADER = 'Cashflow-Experiment';

/**
 * The experiment as the server tells the page before its first paint: `<meta name=…
 * content="<run>:<w1>,<w2>,<w3>,<w4>,<w5>">` (weights in HEADLINE_VARIANTS order), or "off" when an
 * admin stopped it. Without the meta (the site served by anything but our server) equal weights.
 */
export const EXPERIMENT_META = 'cashflow-headline-experiment';

/** Where the page keeps this browser's assignment (`<run>.<variant>`): the calculator's flag store. */
export const ASSIGNMENT_KEY = 'cashflow-elements:headline';

/** Default minimum detectable effect: 20% relative. */
export const DEFAULT_MDE = 0.2;
/** Default baseline report-request rate per assignment, used until an admin enters one. */
export const DEFAULT_BASELINE = 0.03;
/** Family-wise alpha, split over the four comparisons with the default (Bonferroni). */
export const EXPERIMENT_ALPHA = 0.05;
export const EXPERIMENT_POWER = 0.8;
/** A split whose chi-square p-value is below this is a sample-ratio mismatch. */
export const SRM_THRESHOLD = 0.001;
/** Raw events are kept this long; older days live on as daily counts. */
export const RAW_EVENT_DAYS = 30;

export const INSIGHTS_ENDPOINTS = {
  insights: { method: 'GET', path: 'insights', access: 'signed-in' },
  insightsCsv: { method: 'GET', path: 'insights.csv', access: 'signed-in' },
  experiment: { method: 'POST', path: 'experiment', access: 'admin' },
} as const;
