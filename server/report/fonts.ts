import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/*
 * Inter (SIL Open Font License 1.1, from @fontsource/inter): the clean sans-serif the site's
 * system-ui stack renders as on most machines, embedded so the PDF's text is real, selectable text.
 * Fontsource ships Inter split by script (latin, latin-ext, cyrillic, ...), as browsers load it with
 * unicode-range; we do the same: every run of text is set in the file whose range holds its letters,
 * so "Müller & Søn", "Łódź" or "Щука" print with the right glyphs, and pdfkit embeds only the
 * glyphs used (subsetting), so a report carries a few kilobytes of font, not the whole family.
 */

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'semibold' | 'bold';
const CSS_WEIGHT: Record<Weight, number> = { regular: 400, semibold: 600, bold: 700 };

/** Latin first: the report's own texts are all in it, so they stay in one run. */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'] as const;
type Subset = (typeof SUBSETS)[number];

/** "U+0000-00FF,U+0131" -> [[0x0, 0xff], [0x131, 0x131]] */
function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start!, 16), parseInt(end!, 16)];
  });
}

const RANGES: Record<Subset, Array<[number, number]>> = (() => {
  const declared = JSON.parse(readFileSync(require.resolve('@fontsource/inter/unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.fromEntries(SUBSETS.map((subset) => [subset, parseUnicodeRange(declared[subset] ?? '')])) as Record<
    Subset,
    Array<[number, number]>
  >;
})();

const covers = (subset: Subset, codePoint: number): boolean =>
  RANGES[subset].some(([start, end]) => codePoint >= start && codePoint <= end);

/**
 * Letters no Inter file has (Chinese, Japanese, Arabic, ...) fall back to the latin file, which
 * draws its placeholder glyph: the document still renders, and a CJK font of 10+ MB is not shipped.
 */
function subsetOf(codePoint: number, current: Subset | undefined): Subset {
  if (current && covers(current, codePoint)) return current;
  return SUBSETS.find((subset) => covers(subset, codePoint)) ?? 'latin';
}

export interface FontRun {
  font: string;
  text: string;
}

/** The text cut into runs, each with the registered name of the font file that draws it. */
export function fontRuns(text: string, weight: Weight): FontRun[] {
  const runs: FontRun[] = [];
  let subset: Subset | undefined;
  for (const char of text) {
    const next = subsetOf(char.codePointAt(0)!, subset);
    if (next === subset) runs[runs.length - 1]!.text += char;
    else runs.push({ font: fontName(weight, next), text: char });
    subset = next;
  }
  return runs;
}

const fontName = (weight: Weight, subset: Subset): string => `Inter-${weight}-${subset}`;

/**
 * WOFF 1.0 to the plain TrueType it wraps: the same tables, each inflated with Node's zlib. fontkit
 * can read WOFF itself, but inflates it in JavaScript for every document: that was three quarters
 * of a report's render time. Done once per file and process here.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((total, table) => total + padded(table.data.length), 0));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: TrueType or CFF
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const files = new Map<string, Buffer>();
function fontFile(weight: Weight, subset: Subset): Buffer {
  const name = fontName(weight, subset);
  let file = files.get(name);
  if (!file) {
    file = woffToSfnt(
      readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${CSS_WEIGHT[weight]}-normal.woff`)),
    );
    files.set(name, file);
  }
  return file;
}

/** Registers every file under its run name; pdfkit opens and embeds only those a run uses. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of Object.keys(CSS_WEIGHT) as Weight[]) {
    for (const subset of SUBSETS) doc.registerFont(fontName(weight, subset), fontFile(weight, subset));
  }
}

export const fontOf = (weight: Weight): string => fontName(weight, 'latin');
