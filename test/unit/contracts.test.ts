// The lead contract (src/contracts) is the one source of each form's fields, limits, e-mail rule and
// messages. Table-driven per form kind: what the server accepts is what the store keeps, field for
// field; what it refuses, it refuses with the contract's message; the browser's e-mail rule agrees;
// the stored columns and the CSV export are the contract's fields. A drift anywhere fails here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, formatMonthStamp, monthOf } from '../../src/core/calendar-month';
import { DEFAULT_INPUTS } from '../../src/core/inputs';
import { seasonalityPreset } from '../../src/core/refinements';
import {
  CALCULATOR_KINDS,
  checkLead,
  checkSignup,
  FIELD_LABELS,
  FULL_FORM_KINDS,
  isValidEmail,
  LEAD_FIELDS,
  LEAD_KINDS,
  LEAD_RECORD_FIELDS,
  MESSAGES,
  REFINEMENT_FIELDS,
  type LeadKind,
} from '../../src/contracts/lead';
import { openDatabase } from '../../server/db/database';
import { columnOf } from '../../server/db/schema';
import { CSV_COLUMNS } from '../../server/export-csv';
import { openStorage, type Storage } from '../../server/storage';
import { saveLead } from '../../server/intake';
import { allLeads } from '../../server/repositories/leads';

const INPUTS = { ...DEFAULT_INPUTS };
const BASE: Record<LeadKind, Record<string, unknown>> = {
  report: {
    kind: 'report',
    name: 'Dana Whitfield',
    email: 'dana@whitfield.com',
    company: 'Whitfield Builders',
    consent: true,
    industry: 'Construction',
    lineOfBusiness: 'General Contractor',
    inputs: INPUTS,
  },
  popup: {
    kind: 'popup',
    email: 'ops@harbor.com',
    industry: 'Construction',
    lineOfBusiness: 'General Contractor',
    inputs: INPUTS,
  },
  contact: {
    kind: 'contact',
    name: 'Luis Ortega',
    email: 'luis@ortega.com',
    company: 'Ortega Machining',
    consent: true,
    phone: '+1 847 555 0199',
    message: 'Hello,\nsecond line',
  },
  consultation: {
    kind: 'consultation',
    name: 'Priya Shah',
    email: 'priya@shahfoods.com',
    company: 'Shah Foods',
    consent: true,
  },
  sales: { kind: 'sales', name: 'Tom Becker', email: 'tom@becker.com', company: 'Becker Logistics', consent: true },
};

type Row = [what: string, change: Record<string, unknown>, refused: Record<string, string> | null];

/** The same changes applied to every kind; what a full form requires is refused only for those. */
function rows(kind: LeadKind): Row[] {
  const full = FULL_FORM_KINDS.has(kind);
  const calculator = CALCULATOR_KINDS.has(kind);
  const withInputs = (change: Record<string, unknown>) => ({ inputs: { ...INPUTS, ...change } });
  const refined = (refinements: Record<string, unknown>) => ({ inputs: INPUTS, refinements });
  const refinementRefused = (field: keyof typeof REFINEMENT_FIELDS, message: string) => ({
    [`refinements.${field}`]: message,
  });
  const thisMonth = monthOf(new Date());
  const over = (field: keyof typeof LEAD_FIELDS) => 'x'.repeat(LEAD_FIELDS[field].max + 1);
  return [
    ['as sent', {}, null],
    ['trimmed text', { email: '  Dana@Example.COM ' }, null],
    ['empty optional fields', { phone: '', message: null }, null],
    ['an unknown key (dropped)', { favouriteColour: 'teal' }, null],
    ['no e-mail', { email: undefined }, { email: MESSAGES.email }],
    ['an e-mail with a space', { email: 'dana @whitfield.com' }, { email: MESSAGES.email }],
    ['an e-mail without a dotted domain', { email: 'dana@whitfield' }, { email: MESSAGES.email }],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@b.com` }, { email: MESSAGES.email }],
    ['no name', { name: undefined }, full ? { name: MESSAGES.name } : null],
    ['no company', { company: '  ' }, full ? { company: MESSAGES.company } : null],
    ['no consent', { consent: undefined }, full ? { consent: MESSAGES.consent } : null],
    ['consent as text', { consent: 'yes' }, { consent: MESSAGES.consentType }],
    [
      'a name over its limit',
      { name: over('name') },
      { name: MESSAGES.tooLong(LEAD_FIELDS.name.label, LEAD_FIELDS.name.max) },
    ],
    [
      'a company over its limit',
      { company: over('company') },
      { company: MESSAGES.tooLong(LEAD_FIELDS.company.label, LEAD_FIELDS.company.max) },
    ],
    [
      'a message over its limit',
      { message: over('message') },
      { message: MESSAGES.tooLong(LEAD_FIELDS.message.label, LEAD_FIELDS.message.max) },
    ],
    [
      'a line break in a name (header injection)',
      { name: 'Dana\r\nBcc: x@y.z' },
      { name: MESSAGES.oneLine(LEAD_FIELDS.name.label) },
    ],
    [
      'a control character in a challenge',
      { financialChallenge: 'a\u0007b' },
      { financialChallenge: MESSAGES.badCharacters(LEAD_FIELDS.financialChallenge.label) },
    ],
    ['a page that is not a web address', { page: 'javascript:alert(1)' }, { page: MESSAGES.page }],
    ['an unknown kind', { kind: 'spam' }, { kind: MESSAGES.kind }],
    ['no calculator figures', { inputs: undefined }, calculator ? { inputs: MESSAGES.inputsRequired } : null],
    ['figures for another kind of request (kept)', withInputs({ monthlyRevenue: 75000 }), null],
    ['figures as text', { inputs: 'lots' }, { inputs: MESSAGES.inputsType }],
    [
      'revenue as text',
      withInputs({ monthlyRevenue: '50000' }),
      { 'inputs.monthlyRevenue': MESSAGES.amount('Monthly Revenue') },
    ],
    [
      'expenses over a trillion',
      withInputs({ monthlyExpenses: 1e13 }),
      { 'inputs.monthlyExpenses': MESSAGES.amount('Monthly Expenses') },
    ],
    [
      'reserves missing',
      withInputs({ cashReserves: undefined }),
      { 'inputs.cashReserves': MESSAGES.amount('Cash Reserves') },
    ],
    [
      'revenue growth over 20%',
      withInputs({ revenueGrowth: 25 }),
      { 'inputs.revenueGrowth': MESSAGES.growth('Revenue Growth (annual)') },
    ],
    [
      'expense growth under -10%',
      withInputs({ expenseGrowth: -10.5 }),
      { 'inputs.expenseGrowth': MESSAGES.growth('Expense Growth (annual)') },
    ],
    ['an unknown industry', withInputs({ industry: 'Mining' }), { 'inputs.industry': MESSAGES.industry }],
    [
      'a line of another industry',
      withInputs({ lineOfBusiness: 'Freight Trucking' }),
      { 'inputs.lineOfBusiness': MESSAGES.lineOfBusiness },
    ],
    [
      'every refinement within its limits (kept for the calculation)',
      refined({
        daysToGetPaid: 45,
        daysToPaySuppliers: 180,
        seasonality: seasonalityPreset('Construction'),
        oneOffItems: [
          { month: 3, amount: -40000, label: ' New truck ' },
          { month: 36, amount: 15000 },
        ],
        minimumCash: 20000,
      }),
      null,
    ],
    ['no refinements at all', refined({}), null],
    [
      'days to get paid over 180',
      refined({ daysToGetPaid: 181 }),
      refinementRefused('daysToGetPaid', MESSAGES.paymentDays('Days to get paid')),
    ],
    [
      'days to pay suppliers in fractions',
      refined({ daysToPaySuppliers: 12.5 }),
      refinementRefused('daysToPaySuppliers', MESSAGES.paymentDays('Days to pay suppliers')),
    ],
    [
      'days as text',
      refined({ daysToGetPaid: '45' }),
      refinementRefused('daysToGetPaid', MESSAGES.paymentDays('Days to get paid')),
    ],
    [
      'a season of eleven months',
      refined({ seasonality: { kind: 'custom', factors: Array(11).fill(1) } }),
      refinementRefused('seasonality', MESSAGES.seasonality),
    ],
    [
      'a season with no revenue in any month',
      refined({ seasonality: { kind: 'custom', factors: Array(12).fill(0) } }),
      refinementRefused('seasonality', MESSAGES.seasonality),
    ],
    [
      'a month four times the average',
      refined({ seasonality: { kind: 'custom', factors: [4, ...Array(11).fill(1)] } }),
      refinementRefused('seasonality', MESSAGES.seasonality),
    ],
    [
      'an unknown season',
      refined({ seasonality: { kind: 'winter', factors: Array(12).fill(1) } }),
      refinementRefused('seasonality', MESSAGES.seasonality),
    ],
    [
      'a one-off in month 37',
      refined({ oneOffItems: [{ month: 37, amount: 100 }] }),
      refinementRefused('oneOffItems', MESSAGES.oneOffItems),
    ],
    [
      'a one-off of $0',
      refined({ oneOffItems: [{ month: 1, amount: 0 }] }),
      refinementRefused('oneOffItems', MESSAGES.oneOffItems),
    ],
    [
      'a one-off in cents',
      refined({ oneOffItems: [{ month: 1, amount: 10.5 }] }),
      refinementRefused('oneOffItems', MESSAGES.oneOffItems),
    ],
    [
      'thirteen one-offs',
      refined({ oneOffItems: Array.from({ length: 13 }, (_, i) => ({ month: i + 1, amount: 100 })) }),
      refinementRefused('oneOffItems', MESSAGES.oneOffItems),
    ],
    [
      'a one-off label with a line break',
      refined({ oneOffItems: [{ month: 1, amount: 100, label: 'a\nb' }] }),
      refinementRefused('oneOffItems', MESSAGES.oneOffItems),
    ],
    [
      'a one-off label with a right-to-left override',
      refined({ oneOffItems: [{ month: 1, amount: 100, label: 'truck\u202eexe.pdf' }] }),
      refinementRefused('oneOffItems', MESSAGES.oneOffItems),
    ],
    ['a negative buffer', refined({ minimumCash: -1 }), refinementRefused('minimumCash', MESSAGES.minimumCash)],
    ['refinements as text', { refinements: 'late payers' }, { refinements: MESSAGES.refinementsType }],
    ['the forecast starting this month', { forecastStart: formatMonthStamp(thisMonth) }, null],
    [
      'the forecast starting last month (another time zone)',
      { forecastStart: formatMonthStamp(addMonths(thisMonth, -1)) },
      null,
    ],
    [
      'the forecast starting in two months',
      { forecastStart: formatMonthStamp(addMonths(thisMonth, 2)) },
      { forecastStart: MESSAGES.forecastStart },
    ],
    ['a start month that is not one', { forecastStart: '2026-13' }, { forecastStart: MESSAGES.forecastStart }],
  ];
}

let storage: Storage;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cf-contract-'));
  storage = await openStorage({ dataDir, databaseUrl: undefined });
});
afterAll(async () => {
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(LEAD_KINDS)('a %s lead', (kind) => {
  it.each(rows(kind))('%s', async (_what, change, refused) => {
    const body = { ...BASE[kind], ...change };
    const checked = checkLead(body);
    if (refused) {
      expect(checked).toEqual({ ok: false, fields: expect.objectContaining(refused) });
      for (const field of Object.keys(checked.ok ? {} : checked.fields))
        expect(FIELD_LABELS[field], `a label for ${field}`).toBeTruthy();
      return;
    }
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    // What the store keeps is exactly what was accepted.
    const { id } = await saveLead(storage, checked.data);
    const stored = (await allLeads(storage.db)).find((lead) => lead.id === id);
    const { id: _id, createdAt: _createdAt, ip: _ip, userAgent: _userAgent, ...fields } = stored!;
    // The inputs, refinements and start month are kept inside the calculation the server makes (leads-api), not as columns.
    const { inputs, refinements: _refinements, forecastStart: _start, ...accepted } = checked.data;
    expect(fields).toEqual(accepted);
    if (inputs)
      expect([checked.data.industry, checked.data.lineOfBusiness]).toEqual([inputs.industry, inputs.lineOfBusiness]);
    // Trimmed, and nothing the contract does not name.
    expect(Object.keys(fields).every((field) => (LEAD_RECORD_FIELDS as readonly string[]).includes(field))).toBe(true);
    if (typeof change.email === 'string') expect(fields.email).toBe(change.email.trim());
  });
});

describe('the e-mail rule', () => {
  it.each([
    ['reader@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['x@xn--bcher-kva.example', true],
    ['reader@example', false],
    ['reader example@example.com', false],
    ['reader@@example.com', false],
    ['<reader@example.com>', false],
    ['reader@-example.com', false],
    ['', false],
  ])('%s: the browser says %s, and the server agrees', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
    expect(checkSignup({ email }).ok).toBe(valid);
    if (!valid) expect(checkSignup({ email })).toEqual({ ok: false, fields: { email: MESSAGES.email } });
  });
});

describe('what derives from the contract', () => {
  it('every record field has its column in the leads table', async () => {
    const opened = openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const table = (await opened.db.introspection.getTables()).find((candidate) => candidate.name === 'leads');
      const columns = table!.columns.map((column) => column.name);
      for (const field of LEAD_RECORD_FIELDS) expect(columns).toContain(columnOf(field));
    } finally {
      await opened.close();
    }
  });

  it('the CSV columns are the record fields, in order, after type, id and time', () => {
    expect(CSV_COLUMNS).toEqual(['type', 'id', 'created_at', ...LEAD_RECORD_FIELDS.map(columnOf)]);
  });

  it('every text field has a label and a limit', () => {
    for (const [field, { label, max }] of Object.entries(LEAD_FIELDS)) {
      expect(FIELD_LABELS[field]).toBe(label);
      expect(max).toBeGreaterThan(0);
    }
  });
});
