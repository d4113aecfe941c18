// Leads and newsletter sign-ups as one CSV a spreadsheet opens safely: RFC 4180 quoting, and no
// cell that a spreadsheet would run as a formula.

export const CSV_COLUMNS = Object.freeze([
  'type',
  'id',
  'created_at',
  'kind',
  'name',
  'email',
  'company',
  'phone',
  'industry',
  'line_of_business',
  'financial_challenge',
  'message',
  'consent',
  'page',
]);

// A cell starting with one of these is read as a formula by Excel, LibreOffice and Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: neutralised if it would start a formula, quoted if it holds a comma, quote or line break.
 * @param {unknown} value
 * @returns {string}
 */
export function csvCell(value) {
  if (value === undefined || value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * @param {readonly unknown[]} cells
 */
const csvRow = (cells) => cells.map(csvCell).join(',');

/**
 * @param {boolean | undefined} consent
 */
const yesNo = (consent) => (consent === undefined ? '' : consent ? 'yes' : 'no');

/**
 * The whole export: a header, every lead (oldest first), then every sign-up; CRLF line ends.
 * @param {readonly import('./storage.mjs').StoredLead[]} leads
 * @param {readonly import('./storage.mjs').StoredSignup[]} signups
 * @returns {string}
 */
export function leadsToCsv(leads, signups) {
  const rows = [csvRow(CSV_COLUMNS)];
  for (const lead of leads) {
    rows.push(
      csvRow([
        'lead',
        lead.id,
        lead.createdAt,
        lead.kind,
        lead.name,
        lead.email,
        lead.company,
        lead.phone,
        lead.industry,
        lead.lineOfBusiness,
        lead.financialChallenge,
        lead.message,
        yesNo(lead.consent),
        lead.page,
      ]),
    );
  }
  for (const signup of signups) {
    rows.push(csvRow(['newsletter', signup.id, signup.createdAt, '', '', signup.email, '', '', '', '', '', '', '', signup.page]));
  }
  return `${rows.join('\r\n')}\r\n`;
}
