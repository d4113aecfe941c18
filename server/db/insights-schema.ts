// The tables of issue 22 (first-party events, the headline experiment, real-user speed): migration
// insights-migration.ts, repositories site-events, event-days, event-rollups, vital-buckets,
// event-salts, experiments and lead-credits.
import type { DeviceClass, EventKind, HeadlineVariant, VitalName } from '../../src/contracts/insights-fields';

/** One event of a beacon, kept RAW_EVENT_DAYS days. No address, no user agent: `visitor` is a daily salted hash. */
export interface SiteEventsTable {
  /** The browser's random id for the event: a beacon sent twice is stored once. */
  id: string;
  /** Arrival time (15 digits) and id: orders the events, and names a visitor's first of the day. */
  seq: string;
  /** YYYY-MM-DD (UTC) of arrival. */
  day: string;
  kind: EventKind;
  page: string;
  /** The embedding page's origin; '' on the firm's own site. */
  host: string;
  /** '' when the visitor has no assignment (preview, no storage, an embed, the experiment stopped). */
  run: string;
  variant: HeadlineVariant | '';
  device: DeviceClass;
  risk: string | null;
  referrer: string | null;
  /** SHA-256 of the day's salt, the site, the address and the user agent (base64url, 22 characters). */
  visitor: string;
}

/**
 * Daily counts of the raw events, grouped by what the Insights page breaks them down by (not the
 * device class, which only speed is shown by: a third of the rows): what it reads for every rolled-up day.
 */
export interface EventDaysTable {
  day: string;
  kind: EventKind;
  page: string;
  host: string;
  run: string;
  variant: HeadlineVariant | '';
  events: number;
  /** Visitors whose first page view of the day was in this group (so they add up across groups). */
  visitors: number;
}

/** The days already summed into event_days. */
export interface EventRollupsTable {
  day: string;
  rolled_at: string;
}

/** Real-user speed as a histogram per day, page, device class and metric (log buckets, vital-buckets.ts). */
export interface VitalBucketsTable {
  day: string;
  page: string;
  device: DeviceClass;
  name: VitalName;
  bucket: number;
  count: number;
}

/** The salt of the unique-visitor hash: one per day, deleted once the day is over. */
export interface EventSaltsTable {
  day: string;
  salt: string;
}

/** One run of the headline experiment: a change of weights or effect starts a new one. */
export interface ExperimentsTable {
  id: string;
  started_at: string;
  stopped_at: string | null;
  /** JSON array of the weights in HEADLINE_VARIANTS order. */
  weights: string;
  mde: number;
  baseline: number;
  /** Assignments per arm, fixed when the run starts. */
  sample_size: number;
}

/** Which run, headline and embedding host brought a lead; no row for a visitor who opted out. */
export interface LeadCreditsTable {
  lead_id: string;
  run: string;
  variant: HeadlineVariant | '';
  /** The embedding page's origin; '' on the firm's own site. */
  host: string;
}

export interface InsightsTables {
  site_events: SiteEventsTable;
  event_days: EventDaysTable;
  event_rollups: EventRollupsTable;
  vital_buckets: VitalBucketsTable;
  event_salts: EventSaltsTable;
  experiments: ExperimentsTable;
  lead_credits: LeadCreditsTable;
}
