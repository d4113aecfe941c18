// Reading PDFs back as a mail client or a screen reader would, with poppler-utils (pdftotext,
// pdfinfo, pdffonts). Where they are missing, the suites that need them say so in one line and skip;
// on CI (which installs them) that is an error.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HINT = 'pdftotext not found: apt-get install poppler-utils to run the PDF checks';
const available = spawnSync('pdftotext', ['-v']).error === undefined;
if (!available && process.env.CI) throw new Error(`${HINT} (required on CI)`);
if (!available) console.log(HINT);

/** For node:test's `skip`: false, or why the PDF checks are skipped. */
export const skipWithoutPoppler = available ? false : HINT;

/** Runs a poppler tool on the PDF: `pdftotext` prints its text, `pdfinfo` and `pdffonts` their tables. */
export function poppler(/** @type {Uint8Array} */ pdf, /** @type {string} */ tool, /** @type {string[]} */ args = []) {
  const dir = mkdtempSync(join(tmpdir(), 'cf-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The document's text with every run of whitespace as one space, so wrapped lines still match. */
export const pdfText = (/** @type {Uint8Array} */ pdf) =>
  poppler(pdf, 'pdftotext', ['-enc', 'UTF-8']).replace(/\s+/g, ' ');
