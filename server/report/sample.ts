// Writes sample PDFs to look at: node --import tsx server/report/sample.ts [out-dir]
// (the report for the calculator's defaults, one for a business in trouble, the same business with
// late-paying customers, a slow winter and a one-off, and the guide).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { calculateRefined } from '../../src/core/refined-calculation';
import { seasonalityPreset } from '../../src/core/refinements';
import { DEFAULT_INPUTS } from '../../src/core/inputs';
import { renderGuidePdf } from './guide-pdf';
import { renderReportPdf } from './report-pdf';

const outDir = resolve(process.argv[2] ?? 'out');
mkdirSync(outDir, { recursive: true });
const date = new Date();
const FREIGHT = {
  ...DEFAULT_INPUTS,
  monthlyRevenue: 80000,
  monthlyExpenses: 92000,
  cashReserves: 150000,
  revenueGrowth: -4,
  expenseGrowth: 6,
  industry: 'Transportation' as const,
  lineOfBusiness: 'Freight Trucking',
};

const samples = {
  'report-defaults.pdf': renderReportPdf({
    email: 'jane@acme.example',
    calculation: calculateRefined({ ...DEFAULT_INPUTS }, {}, date),
    date,
  }),
  'report-negative.pdf': renderReportPdf({
    email: 'lars@muller.example',
    calculation: calculateRefined(FREIGHT, {}, date),
    date,
  }),
  'report-refined.pdf': renderReportPdf({
    email: 'lars@muller.example',
    calculation: calculateRefined(
      FREIGHT,
      {
        daysToGetPaid: 45,
        daysToPaySuppliers: 30,
        seasonality: seasonalityPreset('Transportation'),
        oneOffItems: [{ month: 4, amount: -40000, label: 'New trailer' }],
        minimumCash: 50000,
      },
      date,
    ),
    date,
  }),
  'cash-flow-management-guide.pdf': renderGuidePdf(),
};
for (const [file, pdf] of Object.entries(samples)) {
  writeFileSync(join(outDir, file), await pdf);
  console.log(join(outDir, file));
}
