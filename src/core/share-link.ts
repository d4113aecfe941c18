import { SHARE_KEY } from '../loader/share-fragment';
import { formatMonthStamp, parseMonthStamp, type CalendarMonth } from './calendar-month';
import { MAX_SCENARIOS } from './constants';
import { linesOf } from './industries';
import { REFINEMENT_LABELS } from './refinement-labels';
import { HIDDEN_OR_BIDI, LINE_BREAK_OR_CONTROL } from './text-rules';
import { parseAmountAttribute, parseGrowthAttribute, parseIndustryAttribute } from './parse';
import {
  isBufferAmount,
  isForecastMonth,
  isOneOffAmount,
  isPaymentDays,
  isSeasonalProfile,
  meaningfulRefinements,
  ONE_OFF_ITEMS_MAX,
  ONE_OFF_LABEL_MAX,
  SEASONALITY_KINDS,
  seasonalityPreset,
  type ForecastRefinements,
  type OneOffItem,
  type Seasonality,
  type SeasonalityKind,
} from './refinements';
import type { CalculatorInputs } from './types';

/*
 * "Copy link": the calculator's inputs, refinements, start month and saved scenarios in a link's
 * fragment (#cashflow=1&monthly-revenue=50000&…), which browsers never send to a server. Only figures
 * and choices go in, never a person's name, e-mail or company. Opening a link reads every value as the
 * element reads its attributes (the same parsers and ranges); a link with any value it cannot read is
 * refused whole, with a message naming what is damaged, rather than opened half right.
 */

/** The key that marks a fragment as a calculator link (src/loader/share-fragment.ts), and the format's version. */
export { SHARE_KEY, isShareFragment } from '../loader/share-fragment';
export const SHARE_VERSION = '1';
/** Scenario names are limited as the scenario form limits them. */
export const SCENARIO_NAME_MAX = 60;

export interface SharedScenario {
  name: string;
  inputs: CalculatorInputs;
}

export interface SharedCalculation {
  inputs: CalculatorInputs;
  refinements: ForecastRefinements;
  /** The month the forecast started in when the link was made. */
  startMonth?: CalendarMonth;
  scenarios: readonly SharedScenario[];
}

export type SharedLinkRead =
  | { ok: true; shared: SharedCalculation }
  | {
      ok: false;
      /** What to tell the person, naming the damaged values. */
      message: string;
      /** The labels of the values that could not be read. */
      damaged: readonly string[];
    };

/** The inputs' keys: the element's attribute names. */
const INPUT_KEYS = {
  monthlyRevenue: 'monthly-revenue',
  monthlyExpenses: 'monthly-expenses',
  cashReserves: 'cash-reserves',
  revenueGrowth: 'revenue-growth',
  expenseGrowth: 'expense-growth',
  industry: 'industry',
  lineOfBusiness: 'line-of-business',
} as const satisfies Record<keyof CalculatorInputs, string>;

const KEYS = {
  start: 'start-month',
  daysToGetPaid: 'days-to-get-paid',
  daysToPaySuppliers: 'days-to-pay-suppliers',
  seasonality: 'seasonality',
  factors: 'seasonal-factors',
  oneOff: 'one-off',
  minimumCash: 'minimum-cash',
  scenario: 'scenario',
} as const;

/** What each damaged value is called in the message. */
const LABELS: Record<string, string> = {
  'monthly-revenue': 'Monthly Revenue',
  'monthly-expenses': 'Monthly Expenses',
  'cash-reserves': 'Cash Reserves',
  'revenue-growth': 'Revenue Growth',
  'expense-growth': 'Expense Growth',
  industry: 'Industry',
  'line-of-business': 'Line of Business',
  'start-month': 'the forecast’s start month',
  [KEYS.daysToGetPaid]: REFINEMENT_LABELS.daysToGetPaid,
  [KEYS.daysToPaySuppliers]: REFINEMENT_LABELS.daysToPaySuppliers,
  [KEYS.seasonality]: REFINEMENT_LABELS.seasonality,
  [KEYS.factors]: REFINEMENT_LABELS.seasonality,
  [KEYS.oneOff]: REFINEMENT_LABELS.oneOffItems,
  [KEYS.minimumCash]: REFINEMENT_LABELS.minimumCash,
  scenario: 'Saved scenarios',
  [SHARE_KEY]: 'the link’s version',
};

const ONE_OFF_SEPARATOR = ':';
const SCENARIO_SEPARATOR = '|';

/** The fragment (without "#") that reproduces a calculation. */
export function encodeShareFragment(shared: SharedCalculation): string {
  const params = new URLSearchParams();
  params.set(SHARE_KEY, SHARE_VERSION);
  for (const [field, key] of Object.entries(INPUT_KEYS)) {
    params.set(key, String(shared.inputs[field as keyof CalculatorInputs]));
  }
  if (shared.startMonth) params.set(KEYS.start, formatMonthStamp(shared.startMonth));
  const { daysToGetPaid, daysToPaySuppliers, seasonality, oneOffItems, minimumCash } = meaningfulRefinements(
    shared.refinements,
  );
  if (daysToGetPaid) params.set(KEYS.daysToGetPaid, String(daysToGetPaid));
  if (daysToPaySuppliers) params.set(KEYS.daysToPaySuppliers, String(daysToPaySuppliers));
  if (seasonality) {
    params.set(KEYS.seasonality, seasonality.kind);
    params.set(KEYS.factors, seasonality.factors.join(','));
  }
  for (const item of oneOffItems ?? []) {
    params.append(KEYS.oneOff, [item.month, item.amount, ...(item.label ? [item.label] : [])].join(ONE_OFF_SEPARATOR));
  }
  if (minimumCash) params.set(KEYS.minimumCash, String(minimumCash));
  for (const { name, inputs } of shared.scenarios) {
    const figures = Object.keys(INPUT_KEYS).map((field) => String(inputs[field as keyof CalculatorInputs]));
    params.append(KEYS.scenario, [...figures, name].join(SCENARIO_SEPARATOR));
  }
  return params.toString();
}

/** A link to the calculator's page that opens this calculation. */
export function shareLink(pageUrl: string, shared: SharedCalculation): string {
  const url = new URL(pageUrl);
  url.hash = encodeShareFragment(shared);
  return url.toString();
}

export const damagedLinkMessage = (damaged: readonly string[]): string =>
  `This link is damaged: we could not read ${damaged.join(', ')}. Nothing was changed. Ask for the link again, or enter your figures below.`;

/** Reads a calculator link's fragment ("#cashflow=1&…" or without "#"): every value or a clear refusal. */
export function decodeShareFragment(hash: string): SharedLinkRead {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const damaged = new Set<string>();
  const one = (key: string): string | undefined => {
    const values = params.getAll(key);
    if (values.length > 1) damaged.add(key);
    return values[0];
  };
  /** An optional value: absent is undefined, present must read. */
  const optional = <T>(key: string, parse: (text: string) => T | undefined): T | undefined => {
    const text = one(key);
    const value = text === undefined ? undefined : parse(text);
    if (text !== undefined && value === undefined) damaged.add(key);
    return value;
  };

  if (one(SHARE_KEY) !== SHARE_VERSION) damaged.add(SHARE_KEY);
  const inputs = readInputs((field) => one(INPUT_KEYS[field]));
  for (const field of inputs.damaged) damaged.add(INPUT_KEYS[field]);

  const startMonth = optional(KEYS.start, parseMonthStamp);
  const daysToGetPaid = optional(KEYS.daysToGetPaid, parsePaymentDays);
  const daysToPaySuppliers = optional(KEYS.daysToPaySuppliers, parsePaymentDays);
  const minimumCash = optional(KEYS.minimumCash, parseBuffer);
  const seasonality = readSeasonality(one(KEYS.seasonality), one(KEYS.factors), damaged);
  const oneOffTexts = params.getAll(KEYS.oneOff);
  const oneOffItems = oneOffTexts.map(parseOneOff);
  if (oneOffTexts.length > ONE_OFF_ITEMS_MAX || oneOffItems.includes(undefined)) damaged.add(KEYS.oneOff);
  const scenarioTexts = params.getAll(KEYS.scenario);
  const scenarios = scenarioTexts.map(parseScenario);
  if (scenarioTexts.length > MAX_SCENARIOS || scenarios.includes(undefined)) damaged.add(KEYS.scenario);

  if (damaged.size > 0 || !inputs.value) {
    const labels = [...new Set([...damaged].map((key) => LABELS[key] ?? key))];
    return { ok: false, message: damagedLinkMessage(labels), damaged: labels };
  }
  // A hand-made link may spell out what says nothing (0 days, a flat season): it reads as the link we would write.
  const refinements = meaningfulRefinements({
    ...(daysToGetPaid === undefined ? {} : { daysToGetPaid }),
    ...(daysToPaySuppliers === undefined ? {} : { daysToPaySuppliers }),
    ...(seasonality ? { seasonality } : {}),
    oneOffItems: oneOffItems as OneOffItem[],
    ...(minimumCash === undefined ? {} : { minimumCash }),
  });
  return {
    ok: true,
    shared: {
      inputs: inputs.value,
      refinements,
      ...(startMonth ? { startMonth } : {}),
      scenarios: scenarios as SharedScenario[],
    },
  };
}

/** The seven inputs, each read as its attribute is; the line must be one of the industry's. */
function readInputs(text: (field: keyof CalculatorInputs) => string | undefined): {
  value?: CalculatorInputs;
  damaged: Array<keyof CalculatorInputs>;
} {
  const damaged: Array<keyof CalculatorInputs> = [];
  const field = <T>(name: keyof CalculatorInputs, parse: (text: string) => T | undefined): T | undefined => {
    const raw = text(name);
    const value = raw === undefined ? undefined : parse(raw);
    if (value === undefined) damaged.push(name);
    return value;
  };
  const monthlyRevenue = field('monthlyRevenue', parseAmountAttribute);
  const monthlyExpenses = field('monthlyExpenses', parseAmountAttribute);
  const cashReserves = field('cashReserves', parseAmountAttribute);
  const revenueGrowth = field('revenueGrowth', parseGrowthAttribute);
  const expenseGrowth = field('expenseGrowth', parseGrowthAttribute);
  const industry = field('industry', parseIndustryAttribute);
  const lineOfBusiness = field('lineOfBusiness', (line) =>
    industry && linesOf(industry).includes(line) ? line : undefined,
  );
  if (damaged.length > 0) return { damaged };
  return {
    value: {
      monthlyRevenue: monthlyRevenue!,
      monthlyExpenses: monthlyExpenses!,
      cashReserves: cashReserves!,
      revenueGrowth: revenueGrowth!,
      expenseGrowth: expenseGrowth!,
      industry: industry!,
      lineOfBusiness: lineOfBusiness!,
    },
    damaged,
  };
}

const WHOLE = /^\d+$/;
const SIGNED_WHOLE = /^-?\d+$/;
const isOneLine = (text: string, max: number) =>
  text.length <= max && !LINE_BREAK_OR_CONTROL.test(text) && !HIDDEN_OR_BIDI.test(text);

function parsePaymentDays(text: string): number | undefined {
  const days = WHOLE.test(text) ? Number(text) : NaN;
  return isPaymentDays(days) ? days : undefined;
}

function parseBuffer(text: string): number | undefined {
  const amount = WHOLE.test(text) ? Number(text) : NaN;
  return isBufferAmount(amount) ? amount : undefined;
}

/** "3:-40000" or "3:-40000:New truck": month, signed whole dollars, an optional label. */
function parseOneOff(text: string): OneOffItem | undefined {
  const [monthText = '', amountText = '', ...rest] = text.split(ONE_OFF_SEPARATOR);
  const label = rest.join(ONE_OFF_SEPARATOR).trim();
  const month = WHOLE.test(monthText) ? Number(monthText) : NaN;
  const amount = SIGNED_WHOLE.test(amountText) ? Number(amountText) : NaN;
  if (!isForecastMonth(month) || !isOneOffAmount(amount) || !isOneLine(label, ONE_OFF_LABEL_MAX)) return undefined;
  return { month, amount, ...(label ? { label } : {}) };
}

/** A profile: its kind, and the factors (a preset's own when the link gives none). */
function readSeasonality(
  kindText: string | undefined,
  factorsText: string | undefined,
  damaged: Set<string>,
): Seasonality | undefined {
  if (kindText === undefined && factorsText === undefined) return undefined;
  const kind = SEASONALITY_KINDS.find((candidate) => candidate === kindText) as SeasonalityKind | undefined;
  if (!kind) {
    damaged.add(KEYS.seasonality);
    return undefined;
  }
  if (factorsText === undefined) {
    if (kind === 'custom') damaged.add(KEYS.factors);
    return seasonalityPreset(kind);
  }
  const factors = factorsText.split(',').map((part) => (/^\d+(\.\d+)?$/.test(part) ? Number(part) : NaN));
  if (!isSeasonalProfile(factors)) {
    damaged.add(KEYS.factors);
    return undefined;
  }
  return { kind, factors };
}

/** "50000|40000|10000|5|3|Construction|General Contractor|Name": the seven inputs, then the name. */
function parseScenario(text: string): SharedScenario | undefined {
  const parts = text.split(SCENARIO_SEPARATOR);
  const fields = Object.keys(INPUT_KEYS) as Array<keyof CalculatorInputs>;
  const name = parts.slice(fields.length).join(SCENARIO_SEPARATOR).trim();
  const inputs = readInputs((field) => parts[fields.indexOf(field)]);
  if (!inputs.value || name === '' || !isOneLine(name, SCENARIO_NAME_MAX)) return undefined;
  return { name, inputs: inputs.value };
}
