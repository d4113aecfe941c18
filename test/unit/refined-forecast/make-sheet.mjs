// Writes refined-forecast.fods: the refined forecast's worked spreadsheet, as formulas only, and has
// LibreOffice recalculate it and save its values as refined-forecast.csv, which the unit test reads.
// Every expected figure comes from the spreadsheet's formulas (below), none from src/core.
//
//   node test/unit/refined-forecast/make-sheet.mjs     (needs soffice: apt-get install libreoffice-calc-nogui)
//
// One sheet, one row per case (its figures and refinements, and the months its cash runs out and falls
// below the buffer), followed by that case's 36 months. The method, as the report explains it: revenue
// earned = monthly revenue × (1 + growth/1200)^(t-1) × the calendar month's factor / the factors'
// average; expenses incurred the same without factors; a delay of d days is k + f months (k whole,
// d/30 = k + f): a month receives (1 - f) of what was earned k months before and f of k + 1 months
// before, months before the first taken at month 1's level; one-off items join the month's cash in
// (positive) or cash out (negative); reserves = MAX(0, last month's + this month's cash flow).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = import.meta.dirname;
const MONTHS = 36;
const CONSTRUCTION = [0.7, 0.75, 0.9, 1.0, 1.1, 1.15, 1.2, 1.2, 1.1, 1.05, 0.95, 0.9];
const MANUFACTURING = [0.9, 0.92, 1.0, 1.0, 1.0, 0.98, 0.9, 0.95, 1.05, 1.1, 1.12, 1.08];
const TRANSPORTATION = [0.88, 0.88, 0.98, 1.0, 1.02, 1.02, 0.98, 1.0, 1.04, 1.08, 1.1, 1.02];
const FLAT = Array(12).fill(1);

const base = { revenue: 50000, expenses: 40000, reserves: 10000, rg: 5, eg: 3, year: 2026, month: 11 };
const losing = { ...base, revenue: 50000, expenses: 59000, reserves: 150000 };
/** kind: the seasonality the engine is given ('flat', a preset, or 'custom' with these factors). */
const CASES = [
  { id: 'spec-defaults', ...base, kind: 'flat', factors: FLAT, what: 'no refinements: the spec forecast' },
  { id: 'paid-45', ...base, paid: 45, kind: 'flat', factors: FLAT, what: 'customers pay in 45 days' },
  { id: 'pay-30', ...base, pay: 30, kind: 'flat', factors: FLAT, what: 'suppliers paid in 30 days' },
  { id: 'paid-45-pay-30', ...base, paid: 45, pay: 30, kind: 'flat', factors: FLAT, what: 'both delays' },
  {
    id: 'construction-winter',
    ...base,
    kind: 'Construction',
    factors: CONSTRUCTION,
    what: 'Construction preset from November',
  },
  {
    id: 'custom-unscaled',
    ...base,
    kind: 'custom',
    factors: [1, 1, 1, 1.5, 1.5, 1.5, 2, 2, 1, 1, 0.5, 1],
    what: 'custom factors averaging 1.25, scaled to 1',
  },
  {
    id: 'one-offs',
    ...base,
    oneOffs: [
      [3, -40000],
      [7, 15000],
    ],
    kind: 'flat',
    factors: FLAT,
    what: 'a truck out in month 3, a grant in in month 7',
  },
  { id: 'losing-9000', ...losing, kind: 'flat', factors: FLAT, what: 'losing $9,000 a month with $150,000' },
  {
    id: 'losing-late-winter',
    ...losing,
    paid: 60,
    kind: 'Construction',
    factors: CONSTRUCTION,
    what: 'the same, paid in 60 days, with a slow winter',
  },
  {
    id: 'extremes',
    ...base,
    rg: -10,
    eg: 20,
    paid: 180,
    pay: 17,
    kind: 'Manufacturing',
    factors: MANUFACTURING,
    what: 'longest delay, fractional payables, growth at both ends',
  },
  {
    id: 'buffer',
    ...base,
    revenue: 42000,
    expenses: 45000,
    reserves: 50000,
    buffer: 20000,
    kind: 'flat',
    factors: FLAT,
    what: 'a $20,000 buffer crossed before the cash runs out',
  },
  {
    id: 'large-figures',
    ...base,
    revenue: 900000000,
    expenses: 870000000,
    reserves: 250000000,
    paid: 7,
    pay: 52,
    kind: 'Transportation',
    factors: TRANSPORTATION,
    year: 2027,
    month: 1,
    oneOffs: [[36, -5000000]],
    what: 'large amounts, a January start, a one-off in the last month',
  },
  {
    id: 'empty-in-month-1',
    ...base,
    revenue: 30000,
    expenses: 32000,
    reserves: 0,
    paid: 30,
    kind: 'flat',
    factors: FLAT,
    what: 'no reserves and a loss: out in month 1',
  },
  {
    id: 'same-month-in-and-out',
    ...base,
    oneOffs: [
      [2, 25000],
      [2, -60000],
    ],
    buffer: 5000,
    kind: 'flat',
    factors: FLAT,
    what: 'an in and an out in the same month',
  },
];

// Columns of a case row.
const C = {
  kind: 'A',
  id: 'B',
  revenue: 'C',
  expenses: 'D',
  reserves: 'E',
  rg: 'F',
  eg: 'G',
  year: 'H',
  month: 'I',
  paid: 'J',
  pay: 'K',
  buffer: 'L',
  m1: 'M',
  a1: 'N',
  m2: 'O',
  a2: 'P',
  factors: ['Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', 'AA', 'AB'],
  sum: 'AC',
  kr: 'AD',
  fr: 'AE',
  kp: 'AF',
  fp: 'AG',
  cashOut: 'AH',
  below: 'AI',
  seasonality: 'AJ',
  what: 'AK',
};

const esc = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const str = (text) => `<table:table-cell office:value-type="string"><text:p>${esc(text)}</text:p></table:table-cell>`;
const num = (value) => `<table:table-cell office:value-type="float" office:value="${value}"/>`;
const formula = (text) => `<table:table-cell table:formula="of:=${esc(text)}"/>`;
const row = (cells) => `<table:table-row>${cells.join('')}</table:table-row>`;

const rows = [
  row(
    [
      'title',
      'case',
      'revenue',
      'expenses',
      'reserves',
      'revenue growth %',
      'expense growth %',
      'start year',
      'start month',
      'days to get paid',
      'days to pay',
      'buffer',
      'one-off 1 month',
      'one-off 1 amount',
      'one-off 2 month',
      'one-off 2 amount',
      ...'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
      'factor sum',
      'paid k',
      'paid f',
      'pay k',
      'pay f',
      'cash-out month',
      'below-buffer month',
      'seasonality',
      'what',
    ].map(str),
  ),
  row(
    [
      'title',
      'case',
      'month',
      'calendar month',
      'factor',
      'revenue earned',
      'expenses incurred',
      'revenue received',
      'expenses paid',
      'cash in',
      'cash out',
      'cash flow',
      'cash reserves',
      'below buffer',
    ].map(str),
  ),
];
for (const c of CASES) {
  const h = rows.length + 1; // the case row's number
  const first = h + 1;
  const last = h + MONTHS;
  const [[m1, a1] = [0, 0], [m2, a2] = [0, 0]] = c.oneOffs ?? [];
  const ref = (column) => `[.$${column}$${h}]`;
  rows.push(
    row([
      str('case'),
      str(c.id),
      num(c.revenue),
      num(c.expenses),
      num(c.reserves),
      num(c.rg),
      num(c.eg),
      num(c.year),
      num(c.month),
      num(c.paid ?? 0),
      num(c.pay ?? 0),
      num(c.buffer ?? 0),
      num(m1),
      num(a1),
      num(m2),
      num(a2),
      ...c.factors.map(num),
      formula(`SUM([.Q${h}:.AB${h}])`),
      formula(`INT([.J${h}]/30)`),
      formula(`[.J${h}]/30-[.AD${h}]`),
      formula(`INT([.K${h}]/30)`),
      formula(`[.K${h}]/30-[.AF${h}]`),
      formula(`IFERROR(MATCH(0;[.M${first}:.M${last}];0);0)`),
      formula(`IFERROR(MATCH(1;[.N${first}:.N${last}];0);0)`),
      str(c.kind),
      str(c.what),
    ]),
  );
  for (let t = 1; t <= MONTHS; t++) {
    const r = rows.length + 1;
    const earned = `[.$F$${first}:.$F$${last}]`;
    const incurred = `[.$G$${first}:.$G$${last}]`;
    const delayed = (range, k, f) =>
      `(1-${ref(f)})*INDEX(${range};MAX(1;[.C${r}]-${ref(k)}))+${ref(f)}*INDEX(${range};MAX(1;[.C${r}]-${ref(k)}-1))`;
    const oneOff = (sign) =>
      `IF([.C${r}]=${ref(C.m1)};MAX(0;${sign}${ref(C.a1)});0)+IF([.C${r}]=${ref(C.m2)};MAX(0;${sign}${ref(C.a2)});0)`;
    rows.push(
      row([
        str('month'),
        str(c.id),
        num(t),
        formula(`MOD(${ref(C.month)}-1+[.C${r}]-1;12)+1`),
        formula(`INDEX([.$Q$${h}:.$AB$${h}];1;[.D${r}])*12/${ref(C.sum)}`),
        formula(`${ref(C.revenue)}*(1+${ref(C.rg)}/1200)^([.C${r}]-1)*[.E${r}]`),
        formula(`${ref(C.expenses)}*(1+${ref(C.eg)}/1200)^([.C${r}]-1)`),
        formula(delayed(earned, C.kr, C.fr)),
        formula(delayed(incurred, C.kp, C.fp)),
        formula(`[.H${r}]+${oneOff('')}`),
        formula(`[.I${r}]+${oneOff('-')}`),
        formula(`[.J${r}]-[.K${r}]`),
        formula(`MAX(0;${t === 1 ? ref(C.reserves) : `[.M${r - 1}]`}+[.L${r}])`),
        formula(`IF(AND(${ref(C.buffer)}>0;[.M${r}]<${ref(C.buffer)});1;0)`),
      ]),
    );
  }
}

const fods = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="Refined forecast">
${rows.join('\n')}
</table:table></office:spreadsheet></office:body></office:document>
`;

/** The sheet this script writes: formulas only. */
export const SHEET_XML = fods;

/** Has LibreOffice recalculate a sheet and returns its values as CSV: comma-separated, UTF-8, full precision (not "as shown"). */
export function recalculate(fodsPath) {
  const out = mkdtempSync(join(tmpdir(), 'refined-forecast-'));
  try {
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${out}/profile`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false',
        '--outdir',
        out,
        fodsPath,
      ],
      { stdio: 'ignore' },
    );
    return readFileSync(join(out, basename(fodsPath).replace(/\.fods$/, '.csv')), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sheet = join(here, 'refined-forecast.fods');
  writeFileSync(sheet, fods);
  writeFileSync(join(here, 'refined-forecast.csv'), recalculate(sheet));
}
