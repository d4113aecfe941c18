// Leads and newsletter sign-ups as one CSV a spreadsheet opens safely: RFC 4180 quoting, and no
// cell that a spreadsheet would run as a formula (the cell rule is the calculator's, src/core/csv.ts).

import { LEAD_RECORD_FIELDS } from '../src/contracts/lead-fields';
import { csvCell } from '../src/core/csv';
import { columnOf } from './db/schema';
import type { StoredLead } from './repositories/leads';
import type { StoredSignup } from './repositories/signups';

/** A record's type, id and time, then the contract's fields in their stored column names. */
export const CSV_COLUMNS: readonly string[] = Object.freeze([
  'type',
  'id',
  'created_at',
  ...LEAD_RECORD_FIELDS.map(columnOf),
]);

export { csvCell };

const csvRow = (cells: readonly unknown[]) => cells.map(csvCell).join(',');

const yesNo = (consent: boolean | undefined) => (consent === undefined ? '' : consent ? 'yes' : 'no');

/** The whole export: a header, every lead (oldest first), then every sign-up; CRLF line ends. */
export function leadsToCsv(leads: readonly StoredLead[], signups: readonly StoredSignup[]): string {
  const rows = [csvRow(CSV_COLUMNS)];
  for (const lead of leads) {
    rows.push(
      csvRow([
        'lead',
        lead.id,
        lead.createdAt,
        ...LEAD_RECORD_FIELDS.map((field) => (field === 'consent' ? yesNo(lead.consent) : lead[field])),
      ]),
    );
  }
  for (const signup of signups) {
    const cells: Record<string, unknown> = { email: signup.email, page: signup.page };
    rows.push(csvRow(['newsletter', signup.id, signup.createdAt, ...LEAD_RECORD_FIELDS.map((field) => cells[field])]));
  }
  return `${rows.join('\r\n')}\r\n`;
}
