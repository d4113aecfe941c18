/*
 * CSV a spreadsheet opens safely (RFC 4180, CRLF line ends). Numbers stay numbers, negative ones too:
 * a spreadsheet reads "-1200" as minus 1,200, and that is what it should be. Only text can carry a
 * formula, so only text that a spreadsheet would run as one (starting with =, +, -, @, tab or CR, as
 * Excel, LibreOffice and Sheets do) is neutralised with a leading apostrophe.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a finite number as digits, text neutralised if it would start a formula, quoted if needed. */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Object.is(value, -0) ? 0 : value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as a CSV document: CRLF after every row, the last one too. */
export const toCsv = (rows: ReadonlyArray<readonly unknown[]>): string =>
  rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
