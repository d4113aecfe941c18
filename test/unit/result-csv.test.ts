// The forecast and scenarios tables as CSV: the table's rows and figures, numbers as numbers (negative
// ones too), and text that a spreadsheet would run as a formula neutralised.
import { describe, expect, it } from 'vitest';
import {
  calculateRefined,
  csvCell,
  DEFAULT_INPUTS,
  formatUSD,
  forecastCsv,
  scenariosCsv,
  summarize,
  toCsv,
} from '../../src/core';

const NOV_2026 = { year: 2026, month: 10 };

/** The CSV as rows of cells (no cell here holds a quote or a comma unless the test says so). */
const rowsOf = (csv: string) =>
  csv
    .split('\r\n')
    .slice(0, -1)
    .map((line) => line.split(','));

describe('csvCell', () => {
  it.each([
    [-1200, '-1200'],
    [-0, '0'],
    [52340, '52340'],
    [20.5, '20.5'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1 847 555 0142', "'+1 847 555 0142"],
    ['-2+3', "'-2+3"],
    ['-1200', "'-1200"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['a=b', 'a=b'],
    [undefined, ''],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b', -2],
      ]),
    ).toBe('a,1\r\nb,-2\r\n');
  });
});

describe('forecastCsv', () => {
  const losing = { ...DEFAULT_INPUTS, monthlyRevenue: 50000, monthlyExpenses: 59000, cashReserves: 30000 };
  const result = calculateRefined(losing, { daysToGetPaid: 45, oneOffItems: [{ month: 2, amount: -7000 }] }, NOV_2026);
  const rows = rowsOf(forecastCsv(result.forecast));

  it('has the table’s header and one row per month, in order', () => {
    expect(rows[0]).toEqual(['Month', 'Revenue', 'Expenses', 'Cash Flow', 'Cash Reserves']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(result.forecast.map((month) => month.month));
    expect(rows).toHaveLength(13);
  });

  it('holds the numbers the table shows, negative ones as numbers', () => {
    result.forecast.forEach((month, i) => {
      const row = rows[i + 1]!;
      const shown = [month.revenue, month.expenses, month.cashFlow, month.cashReserves].map(formatUSD);
      // What the screen shows, less its "$" and ","; a negative figure is a plain minus number.
      expect(row.slice(1).map((cell) => formatUSD(Number(cell)))).toEqual(shown);
      for (const cell of row.slice(1)) expect(cell).toMatch(/^-?\d+$/);
    });
    expect(rows.slice(1).some((row) => row[3]!.startsWith('-'))).toBe(true);
  });
});

describe('scenariosCsv', () => {
  const current = calculateRefined(DEFAULT_INPUTS, {}, NOV_2026);
  const loss = calculateRefined({ ...DEFAULT_INPUTS, monthlyExpenses: 56000 }, {}, NOV_2026);
  const csv = scenariosCsv({ name: 'Current', result: summarize(current) }, [
    { name: '=cmd|"/c calc"!A1', result: summarize(loss) },
    { name: '@risk, cut costs', result: summarize(current) },
    { name: '+more', result: summarize(current) },
    { name: '-less', result: summarize(current) },
  ]);

  it('lists the current row, then each scenario, with the table’s columns', () => {
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Scenario,Monthly Cash Flow,Cash Flow Margin (%),Cash Runway (months),Risk Level');
    expect(lines[1]).toBe('Current,10000,20,0.3,High');
    expect(lines[2]).toBe(`"'=cmd|""/c calc""!A1",-6000,-12,1.7,Medium`);
  });

  it('neutralises every name a spreadsheet would run, and keeps the rest', () => {
    const lines = csv.split('\r\n');
    expect(lines[3]!.startsWith(`"'@risk, cut costs",`)).toBe(true);
    expect(lines[4]!.startsWith("'+more,")).toBe(true);
    expect(lines[5]!.startsWith("'-less,")).toBe(true);
    // The positive control: a name with no formula start is written as it is.
    expect(lines[1]!.startsWith('Current,')).toBe(true);
  });
});
