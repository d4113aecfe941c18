// npm run leads:export: every lead and newsletter sign-up in DATA_DIR (default ./data) as CSV on
// stdout. `--bom` starts the output with a UTF-8 byte order mark, so Excel reads accents right
// when the file is double-clicked:  npm run -s leads:export -- --bom > leads.csv
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { leadsToCsv } from './export-csv.mjs';
import { createSqliteStorage, DATABASE_FILE } from './storage.mjs';

const dataDir = process.env.DATA_DIR || './data';
const bom = process.argv.includes('--bom') ? '\uFEFF' : '';

let csv;
if (existsSync(join(dataDir, DATABASE_FILE))) {
  const storage = createSqliteStorage(dataDir);
  try {
    csv = leadsToCsv(storage.allLeads(), storage.allSignups());
  } finally {
    storage.close();
  }
} else {
  // Nothing has been received yet: the header alone, and no database created as a side effect.
  console.error(`No leads yet: there is no ${join(dataDir, DATABASE_FILE)}.`);
  csv = leadsToCsv([], []);
}
process.stdout.write(bom + csv);
