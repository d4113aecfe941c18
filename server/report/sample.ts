// Writes sample PDFs to look at: node --import tsx server/report/sample.ts [out-dir]
// (the report for the calculator's defaults, one for a business in trouble, and the guide).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { calculate } from '../../src/core/calculate';
import { DEFAULT_INPUTS } from '../../src/core/inputs';
import { renderGuidePdf } from './guide-pdf';
import { renderReportPdf } from './report-pdf';

const outDir = resolve(process.argv[2] ?? 'out');
mkdirSync(outDir, { recursive: true });
const date = new Date();

const samples = {
  'report-defaults.pdf': renderReportPdf({
    email: 'jane@acme.example',
    calculation: calculate({ ...DEFAULT_INPUTS }, date),
    date,
  }),
  'report-negative.pdf': renderReportPdf({
    email: 'lars@muller.example',
    calculation: calculate(
      {
        ...DEFAULT_INPUTS,
        monthlyRevenue: 80000,
        monthlyExpenses: 92000,
        cashReserves: 150000,
        revenueGrowth: -4,
        expenseGrowth: 6,
        industry: 'Transportation',
        lineOfBusiness: 'Freight Trucking',
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
