// npm run leads:export: one CSV of leads and sign-ups that a spreadsheet opens safely.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CSV_COLUMNS, csvCell, leadsToCsv } from '../../server/export-csv.ts';
import { openStorage } from '../../server/storage.ts';
import { ENGINES, freshDatabase, tempDataDir } from './engines.mjs';
import { saveLead, saveSignup } from '../../server/intake.ts';
import { allLeads } from '../../server/repositories/leads.ts';
import { allSignups } from '../../server/repositories/signups.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HEADER =
  'type,id,created_at,kind,name,email,company,phone,industry,line_of_business,financial_challenge,message,consent,page';

/**
 * A strict RFC 4180 reader, to check the export parses back to what was stored.
 * @param {string} text
 * @returns {string[][]}
 */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else {
      assert.ok(char !== '"' && char !== '\n' && char !== '\r', `unquoted ${JSON.stringify(char)} at ${index}`);
      cell += char;
    }
  }
  assert.equal(cell + row.join(''), '', 'the file ends with CRLF');
  return rows;
}

describe('csvCell', () => {
  const cases = [
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['crlf\r\nline', '"crlf\r\nline"'],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1 847 555 0142', "'+1 847 555 0142"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['a=b', 'a=b'],
    ['', ''],
    [undefined, ''],
    [null, ''],
  ];
  for (const [value, expected] of cases) {
    test(`${JSON.stringify(value)} → ${JSON.stringify(expected)}`, () => assert.equal(csvCell(value), expected));
  }
});

describe('leadsToCsv', () => {
  test('an empty export is the header row alone', () => {
    assert.equal(leadsToCsv([], []), `${HEADER}\r\n`);
    assert.equal(CSV_COLUMNS.join(','), HEADER);
  });
});

describe('npm run leads:export', () => {
  /**
   * @param {{ dataDir: string, databaseUrl?: string | undefined }} database
   * @param {string[]} [args]
   */
  const run = ({ dataDir, databaseUrl }, args = []) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', join(root, 'server/leads-export.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    });

  for (const engine of ENGINES)
    test(
      `prints every lead, then every sign-up, quoted and defused, parsing back to what was stored (${engine.label})`,
      { skip: engine.skip },
      async () => {
        const database = await freshDatabase(engine.name);
        const { dataDir } = database;
        try {
          const storage = await openStorage(database);
          const tricky = {
            kind: /** @type {const} */ ('contact'),
            name: '=cmd|" /C calc"!A0',
            email: 'dana@whitfield-builders.com',
            company: 'Whitfield, Sons & "Daughters"',
            phone: '+1 847 555 0142',
            industry: '@Construction',
            lineOfBusiness: '-General Contractor',
            message: 'Line one,\nline "two"\r\nline three',
            financialChallenge: '\tTabbed',
            consent: true,
            page: 'https://www.crestlineadvisory.com/contact',
          };
          const lead = await saveLead(storage, tricky, { ip: '127.0.0.1' });
          const popup = await saveLead(storage, { kind: 'popup', email: 'ops@harbor.com' });
          const signup = await saveSignup(storage, { email: 'reader@example.com', page: '/' });
          const createdAt = (await allLeads(storage.db)).map((row) => row.createdAt);
          const signedUpAt = (await allSignups(storage.db))[0]?.createdAt;
          await storage.close();

          const { stdout } = await run(database);
          const rows = parseCsv(stdout);
          assert.deepEqual(rows[0], CSV_COLUMNS);
          assert.deepEqual(rows[1], [
            'lead',
            lead.id,
            createdAt[0],
            'contact',
            `'=cmd|" /C calc"!A0`,
            'dana@whitfield-builders.com',
            'Whitfield, Sons & "Daughters"',
            "'+1 847 555 0142",
            "'@Construction",
            "'-General Contractor",
            "'\tTabbed",
            'Line one,\nline "two"\r\nline three',
            'yes',
            'https://www.crestlineadvisory.com/contact',
          ]);
          assert.deepEqual(rows[2], [
            'lead',
            popup.id,
            createdAt[1],
            'popup',
            '',
            'ops@harbor.com',
            '',
            '',
            '',
            '',
            '',
            '',
            '',
            '',
          ]);
          assert.deepEqual(rows[3], [
            'newsletter',
            signup.id,
            signedUpAt,
            '',
            '',
            'reader@example.com',
            '',
            '',
            '',
            '',
            '',
            '',
            '',
            '/',
          ]);
          assert.equal(rows.length, 4);
          assert.ok(rows.every((row) => row.length === CSV_COLUMNS.length));

          const withBom = await run(database, ['--bom']);
          assert.ok(withBom.stdout.startsWith(`\uFEFF${HEADER}\r\n`));
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    );

  test('with no database yet, prints the header and creates nothing', async () => {
    const dataDir = join(tempDataDir(), 'never-used');
    const { stdout, stderr } = await run({ dataDir });
    assert.equal(stdout, `${HEADER}\r\n`);
    assert.match(stderr, /No leads yet/);
    rmSync(dirname(dataDir), { recursive: true, force: true });
  });
});
