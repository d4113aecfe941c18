// The schemas of issue 22: the site's beacon (POST /api/events, validated and size-limited here) and
// the staff area's Insights endpoints (INSIGHTS_ENDPOINTS in insights-fields.ts, spread into the staff
// contract so the UI's `call('insights', …)` is typed from these).
import { z } from 'zod';
import {
  BEACON_MAX_EVENTS,
  DEVICE_CLASSES,
  EVENT_KINDS,
  HEADLINE_VARIANTS,
  RISK_LEVELS,
  VITAL_NAMES,
} from './insights-fields';

export * from './insights-fields';

// ── The beacon ──────────────────────────────────────────────────────────────────────────────────

/** A page's path, without its query or fragment (which may carry personal details). */
const pagePath = z
  .string()
  .max(300)
  .regex(/^\/[^?#\s]*$/, 'A path like /contact.');
/** The browser's random id for one event: a beacon sent twice stores it once. */
const eventId = z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, 'A random id of 16 to 40 letters, digits, - or _.');
const run = z.string().regex(/^[A-Za-z0-9]{1,24}$/);
const origin = z
  .string()
  .max(200)
  .regex(/^https?:\/\/[^/?#\s]+$/, 'An origin like https://example.com.');

export const siteEvent = z.strictObject({
  id: eventId,
  kind: z.enum(EVENT_KINDS),
  page: pagePath,
  /** The visitor's headline, for an assigned visitor on the firm's site. */
  run: run.optional(),
  variant: z.enum(HEADLINE_VARIANTS).optional(),
  /** For `calculation` only. */
  risk: z.enum(RISK_LEVELS).optional(),
  /** The origin of the page the visitor came from, when it is another site. */
  referrer: origin.optional(),
});
export type SiteEvent = z.infer<typeof siteEvent>;

export const vitalSample = z.strictObject({
  name: z.enum(VITAL_NAMES),
  /** Milliseconds, or CLS's unitless score. */
  value: z.number().finite().min(0).max(600_000),
  page: pagePath,
});
export type VitalSample = z.infer<typeof vitalSample>;

export const beacon = z
  .strictObject({
    device: z.enum(DEVICE_CLASSES),
    events: z.array(siteEvent).max(BEACON_MAX_EVENTS).default([]),
    vitals: z
      .array(vitalSample)
      .max(VITAL_NAMES.length * 4)
      .default([]),
  })
  .refine((value) => value.events.length + value.vitals.length > 0, 'A beacon carries at least one event.');
export type Beacon = z.infer<typeof beacon>;

// ── The staff area ──────────────────────────────────────────────────────────────────────────────

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .refine((value) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'A date like 2026-11-23.');

export const insightsQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'The period must end on or after its first day.',
    path: ['to'],
  });

/** One row of a breakdown: the funnel's steps for one page, host or variant. */
export const funnelCounts = z.object({
  visitors: z.number(),
  calculations: z.number(),
  reportRequests: z.number(),
  consultations: z.number(),
  won: z.number(),
});
export type FunnelCounts = z.infer<typeof funnelCounts>;
export const breakdownRow = funnelCounts.extend({ key: z.string() });
export type BreakdownRow = z.infer<typeof breakdownRow>;

export const experimentArm = z.object({
  variant: z.enum(HEADLINE_VARIANTS),
  weight: z.number(),
  assignments: z.number(),
  conversions: z.number(),
  won: z.number(),
  rate: z.number(),
  /** The rate's 95% Wilson interval. */
  low: z.number(),
  high: z.number(),
  /** Against the default; null for the default itself. */
  pValue: z.number().nullable(),
});
export type ExperimentArm = z.infer<typeof experimentArm>;

export const VERDICTS = ['not-enough-data', 'mismatch', 'no-difference', 'winner', 'loser', 'stopped'] as const;

export const experimentReport = z.object({
  run: z.string(),
  startedAt: z.string(),
  stoppedAt: z.string().nullable(),
  mde: z.number(),
  baseline: z.number(),
  /** Assignments each arm needs before any verdict. */
  sampleSize: z.number(),
  /** Alpha of each comparison with the default (0.05 over four). */
  alpha: z.number(),
  arms: z.array(experimentArm),
  srm: z.object({ chiSquare: z.number(), pValue: z.number(), mismatch: z.boolean() }),
  verdict: z.object({ status: z.enum(VERDICTS), text: z.string() }),
});
export type ExperimentReport = z.infer<typeof experimentReport>;

export const vitalRow = z.object({
  page: z.string(),
  device: z.enum(DEVICE_CLASSES),
  name: z.enum(VITAL_NAMES),
  p75: z.number(),
  count: z.number(),
});
export type VitalRow = z.infer<typeof vitalRow>;

export const insightsResponse = z.object({
  from: z.string(),
  to: z.string(),
  funnel: funnelCounts.extend({
    /** Meetings booked online in the period (issue 21), not cancelled. */
    meetings: z.number(),
  }),
  daily: z.array(
    z.object({ day: z.string(), visitors: z.number(), calculations: z.number(), reportRequests: z.number() }),
  ),
  byPage: z.array(breakdownRow),
  byHost: z.array(breakdownRow),
  byVariant: z.array(breakdownRow),
  experiment: experimentReport,
  vitals: z.array(vitalRow),
});
export type InsightsResponse = z.infer<typeof insightsResponse>;

const weight = z.number().int('Whole numbers.').min(0, 'At least 0.').max(100, 'At most 100.');
export const experimentRequest = z.strictObject({
  /** In HEADLINE_VARIANTS order; at least two above zero. */
  weights: z
    .array(weight)
    .length(HEADLINE_VARIANTS.length)
    .refine((values) => values.filter((value) => value > 0).length >= 2, 'Give at least two headlines a weight.'),
  /** Minimum detectable effect, relative: 0.2 is 20%. */
  mde: z.number().min(0.01, 'At least 1%.').max(5, 'At most 500%.'),
  /** The report-request rate per assignment expected of the default headline. */
  baseline: z.number().min(0.0005, 'At least 0.05%.').max(0.9, 'At most 90%.'),
  /** True stops the experiment: everyone sees the default headline, nothing is assigned. */
  stopped: z.boolean(),
});
export type ExperimentRequest = z.infer<typeof experimentRequest>;

export const INSIGHTS_SCHEMAS = {
  insights: { querystring: insightsQuery, response: { 200: insightsResponse } },
  insightsCsv: { querystring: insightsQuery, response: { 200: z.string() } },
  experiment: { body: experimentRequest, response: { 200: experimentReport } },
} as const;
