// What the staff Insights page shows for a period: the funnel, its breakdowns by day, page,
// embedding host and variant, the experiment's report and real-user speed. Finished days are read
// from the daily counts (event_days), only the days since the last rollup from raw events, so a
// year of a busy site is a few grouped queries (npm run bench measures it).
import type { Kysely } from 'kysely';
import {
  DEVICE_CLASSES,
  type BreakdownRow,
  type FunnelCounts,
  type InsightsResponse,
  type VitalRow,
} from '../../src/contracts/insights-api';
import type { Tables } from '../db/schema';
import { type Dimension, sumBy } from '../repositories/event-days';
import { lastRolledUpDay } from '../repositories/event-rollups';
import { creditedLeadCounts, type CreditedLeadCount } from '../repositories/lead-credits';
import { countBookedBetween } from '../repositories/meetings';
import { countEvents } from '../repositories/site-events';
import { bucketCounts } from '../repositories/vital-buckets';
import { CONSULTATION_KINDS, currentExperiment, experimentReport, REPORT_KINDS } from './experiment';
import { dayOf, daysBefore } from './rollup';
import { isVitalName, p75 } from './vitals';

/** How the breakdowns name what has no value. */
export const LABELS = Object.freeze({ ownSite: 'this site', notCredited: 'not credited', noVariant: 'none' });

const nextDay = (day: string) => daysBefore(day, -1);
const empty = (): FunnelCounts => ({ visitors: 0, calculations: 0, reportRequests: 0, consultations: 0, won: 0 });

/** The page of a lead's `page` (a full address or a path): its path. */
function pathOf(page: string | null): string {
  if (!page) return LABELS.notCredited;
  try {
    return new URL(page, 'https://site.invalid').pathname;
  } catch {
    return page;
  }
}

const keyOfEvent = (dimension: Dimension, key: string): string =>
  dimension === 'host' && key === '' ? LABELS.ownSite : dimension === 'variant' && key === '' ? LABELS.noVariant : key;

function keyOfLead(dimension: Dimension, lead: CreditedLeadCount): string {
  switch (dimension) {
    case 'day':
      return lead.day;
    case 'page':
      return pathOf(lead.page);
    case 'host':
      return lead.host === null ? LABELS.notCredited : lead.host || LABELS.ownSite;
    case 'variant':
      return lead.variant === null ? LABELS.notCredited : lead.variant || LABELS.noVariant;
  }
}

/** The funnel per key of `dimension`: events from the counts (and the raw days not yet summed), leads from the leads. */
async function breakdown(
  db: Kysely<Tables>,
  dimension: Dimension,
  from: string,
  to: string,
  rolled: string | null,
  leads: readonly CreditedLeadCount[],
): Promise<Map<string, FunnelCounts>> {
  const rows = new Map<string, FunnelCounts>();
  const at = (key: string) => {
    let row = rows.get(key);
    if (!row) rows.set(key, (row = empty()));
    return row;
  };
  const summedTo = rolled && rolled < to ? rolled : to;
  const counted = rolled && rolled >= from ? await sumBy(db, dimension, from, summedTo) : [];
  const rawFrom = rolled && rolled >= from ? nextDay(rolled) : from;
  const raw =
    rawFrom <= to ? (await countEvents(db, rawFrom, to)).map((row) => ({ ...row, key: row[dimension] as string })) : [];
  for (const { key, kind, events, visitors } of [...counted, ...raw]) {
    const row = at(keyOfEvent(dimension, key));
    row.visitors += visitors;
    if (kind === 'calculation') row.calculations += events;
  }
  for (const lead of leads) {
    const row = at(keyOfLead(dimension, lead));
    if ((REPORT_KINDS as readonly string[]).includes(lead.kind)) row.reportRequests += lead.leads;
    if ((CONSULTATION_KINDS as readonly string[]).includes(lead.kind)) row.consultations += lead.leads;
    row.won += lead.won;
  }
  return rows;
}

const rowsOf = (map: Map<string, FunnelCounts>): BreakdownRow[] =>
  [...map]
    .map(([key, counts]) => ({ key, ...counts }))
    .sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key));

async function vitalsOf(db: Kysely<Tables>, from: string, to: string): Promise<VitalRow[]> {
  const groups = new Map<
    string,
    { page: string; device: string; name: string; buckets: { bucket: number; count: number }[] }
  >();
  for (const row of await bucketCounts(db, from, to)) {
    const key = `${row.page}\n${row.device}\n${row.name}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { page: row.page, device: row.device, name: row.name, buckets: [] }));
    group.buckets.push(row);
  }
  const rows: VitalRow[] = [];
  for (const group of groups.values()) {
    const device = DEVICE_CLASSES.find((name) => name === group.device);
    if (!device || !isVitalName(group.name)) continue;
    rows.push({ page: group.page, device, name: group.name, ...p75(group.buckets, group.name) });
  }
  return rows.sort(
    (a, b) => a.page.localeCompare(b.page) || a.device.localeCompare(b.device) || a.name.localeCompare(b.name),
  );
}

/** The Insights answer for the days from `from` to `to` (default: the 30 days up to today). */
export async function buildInsights(
  db: Kysely<Tables>,
  at: number,
  { from, to }: { from?: string | undefined; to?: string | undefined },
): Promise<InsightsResponse> {
  const end = to ?? dayOf(at);
  const start = from ?? daysBefore(end, 29);
  const rolled = await lastRolledUpDay(db);
  const leads = await creditedLeadCounts(db, start, end);
  const [byDay, byPage, byHost, byVariant] = await Promise.all(
    (['day', 'page', 'host', 'variant'] as const).map((dimension) =>
      breakdown(db, dimension, start, end, rolled, leads),
    ),
  );
  const funnel = empty();
  for (const row of byDay!.values())
    for (const step of Object.keys(funnel) as (keyof FunnelCounts)[]) funnel[step] += row[step];
  const daily = [];
  for (let day = start; day <= end; day = nextDay(day)) {
    const row = byDay!.get(day) ?? empty();
    daily.push({ day, visitors: row.visitors, calculations: row.calculations, reportRequests: row.reportRequests });
  }
  return {
    from: start,
    to: end,
    funnel: { ...funnel, meetings: await countBookedBetween(db, start, end) },
    daily,
    byPage: rowsOf(byPage!),
    byHost: rowsOf(byHost!),
    byVariant: rowsOf(byVariant!),
    experiment: await experimentReport(db, await currentExperiment(db, new Date(at).toISOString())),
    vitals: await vitalsOf(db, start, end),
  };
}

const CSV_STEPS = ['visitors', 'calculations', 'reportRequests', 'consultations', 'won'] as const;

/** The same numbers as CSV (RFC 4180, CRLF): one section per table, each with its header row. */
export function insightsCsv(insights: InsightsResponse): string {
  const cell = (value: string | number) => {
    const text = String(value);
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines: (string | number)[][] = [['section', 'key', ...CSV_STEPS, 'meetings']];
  lines.push([
    'funnel',
    `${insights.from}..${insights.to}`,
    ...CSV_STEPS.map((step) => insights.funnel[step]),
    insights.funnel.meetings,
  ]);
  for (const [section, rows] of [
    ['page', insights.byPage],
    ['host', insights.byHost],
    ['variant', insights.byVariant],
  ] as const)
    for (const row of rows) lines.push([section, row.key, ...CSV_STEPS.map((step) => row[step]), '']);
  lines.push([]);
  lines.push([
    'experiment run',
    'variant',
    'weight',
    'assignments',
    'conversions',
    'rate',
    'low',
    'high',
    'p_value',
    'won',
  ]);
  for (const arm of insights.experiment.arms)
    lines.push([
      insights.experiment.run,
      arm.variant,
      arm.weight,
      arm.assignments,
      arm.conversions,
      arm.rate,
      arm.low,
      arm.high,
      arm.pValue ?? '',
      arm.won,
    ]);
  lines.push([]);
  lines.push(['vitals page', 'device', 'metric', 'p75', 'count']);
  for (const vital of insights.vitals) lines.push([vital.page, vital.device, vital.name, vital.p75, vital.count]);
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
