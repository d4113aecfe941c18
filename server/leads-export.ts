// npm run leads:export: every lead and newsletter sign-up as CSV on stdout, from PostgreSQL when
// DATABASE_URL is set, else from the SQLite file in DATA_DIR (default ./data). `--bom` starts the output
// with a UTF-8 byte order mark, so Excel reads accents right when the file is double-clicked:
//   npm run -s leads:export -- --bom > leads.csv
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from './config';
import { SQLITE_FILE } from './db/database';
import { leadsToCsv } from './export-csv';
import { allLeads } from './repositories/leads';
import { allSignups } from './repositories/signups';
import { openStorage } from './storage';

const config = readConfig();
const bom = process.argv.includes('--bom') ? '\uFEFF' : '';

let csv: string;
if (!config.databaseUrl && !existsSync(join(config.dataDir, SQLITE_FILE))) {
  // Nothing has been received yet: the header alone, and no database created as a side effect.
  console.error(`No leads yet: there is no ${join(config.dataDir, SQLITE_FILE)}.`);
  csv = leadsToCsv([], []);
} else {
  const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    csv = leadsToCsv(await allLeads(storage.db), await allSignups(storage.db));
  } finally {
    await storage.close();
  }
}
process.stdout.write(bom + csv);
