import PDFDocument from 'pdfkit';
import { FIRM } from '../../src/core/firm';
import { formatAddress, SITE } from '../../src/core/site-map';
import { fontOf, fontRuns, registerFonts, type Weight } from './fonts';

/*
 * The firm's document look, shared by the Cash Flow Report and the Cash Flow Management Guide:
 * US Letter (the firm is in Illinois), the letterhead, running header and footer, and the few
 * blocks both documents are made of. Colours are the site's defaults (src/ui/base.css).
 */

export const COLORS = Object.freeze({
  primary: '#0b5cad',
  primarySoft: '#e7eff7',
  navy: '#0b2545',
  text: '#0f172a',
  muted: '#475569',
  border: '#d5dde8',
  background: '#f1f5f9',
  green: '#166534',
  greenSoft: '#dcfce7',
  red: '#b91c1c',
  redSoft: '#fee2e2',
  orange: '#b45309',
  orangeSoft: '#fef3c7',
  blue: '#1d4ed8',
  blueSoft: '#dbeafe',
  averageBar: '#94a3b8',
});

/** The tones the core's texts name (RISK_COLOR, TREND_COLOR, recommendation tones), as ink and background. */
export type Tone = 'green' | 'red' | 'orange' | 'blue';
export const TONE: Record<Tone, { ink: string; soft: string }> = {
  green: { ink: COLORS.green, soft: COLORS.greenSoft },
  red: { ink: COLORS.red, soft: COLORS.redSoft },
  orange: { ink: COLORS.orange, soft: COLORS.orangeSoft },
  blue: { ink: COLORS.blue, soft: COLORS.blueSoft },
};
export const signTone = (value: number): Tone => (value >= 0 ? 'green' : 'red');

export const PAGE = Object.freeze({ width: 612, height: 792, left: 56, right: 56, top: 72, bottom: 72 });
export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;

export interface DocumentInfo {
  title: string;
  subject: string;
  /** Fixed dates keep a document byte-for-byte the same for the same content. */
  date: Date;
}

export function createDocument(info: DocumentInfo): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    bufferPages: true, // the running header and "Page n of N" are drawn once every page exists
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: info.title,
      Subject: info.subject,
      Author: FIRM.name,
      Creator: FIRM.name,
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  registerFonts(doc);
  return doc;
}

export interface TextStyle {
  weight?: Weight;
  size?: number;
  color?: string;
  width?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  lineGap?: number;
  link?: string;
}

/** Control characters (a pasted tab or line break in a company name) print as a space. */
// eslint-disable-next-line no-control-regex -- control characters are what this replaces
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');

/**
 * Writes text at (x, y), or where the flow stands, in Inter: each run in the file that has its
 * letters (see fonts.ts), chained with pdfkit's `continued` so wrapping flows across them.
 */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle = {},
  x: number = PAGE.left,
  y: number = doc.y,
): void {
  const {
    weight = 'regular',
    size = 10,
    color = COLORS.text,
    width = CONTENT_WIDTH - (x - PAGE.left),
    align = 'left',
    lineGap = 2,
    link,
  } = style;
  const runs = fontRuns(printable(text), weight);
  doc.fillColor(color).fontSize(size);
  if (runs.length > 1 && (align === 'right' || align === 'center')) {
    // pdfkit aligns each `continued` run on its own; a short aligned line of several scripts
    // (a running header with a Cyrillic company name) is placed run by run instead.
    const widths = runs.map((run) => doc.font(run.font).widthOfString(run.text));
    const total = widths.reduce((sum, runWidth) => sum + runWidth, 0);
    let runX = x + (align === 'right' ? width - total : (width - total) / 2);
    runs.forEach((run, index) => {
      doc
        .font(run.font)
        .text(run.text, runX, y, { lineBreak: false, lineGap, ...(link ? { link, underline: false } : {}) });
      runX += widths[index]!;
    });
    doc.x = PAGE.left;
    return;
  }
  runs.forEach((run, index) => {
    const options: PDFKit.Mixins.TextOptions = { width, align, lineGap, continued: index < runs.length - 1 };
    if (link) Object.assign(options, { link, underline: false });
    doc.font(run.font);
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  doc.x = PAGE.left;
}

/** The height `write` will take, measured in the latin file (the others have the same metrics). */
export function measure(doc: PDFKit.PDFDocument, text: string, style: TextStyle = {}, x: number = PAGE.left): number {
  const { weight = 'regular', size = 10, width = CONTENT_WIDTH - (x - PAGE.left), lineGap = 2 } = style;
  doc.font(fontOf(weight)).fontSize(size);
  return doc.heightOfString(printable(text), { width, lineGap });
}

export function textWidth(doc: PDFKit.PDFDocument, text: string, weight: Weight, size: number): number {
  doc.font(fontOf(weight)).fontSize(size);
  return doc.widthOfString(printable(text));
}

/** The largest size up to `size` at which the text fits on one line of `width` (long amounts shrink). */
export function fittingSize(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  size: number,
  width: number,
  min = 6,
): number {
  const natural = textWidth(doc, text, weight, size);
  return natural <= width ? size : Math.max(min, Math.floor((size * width * 10) / natural) / 10);
}

/** An address as printed: "www.crestlineadvisory.com/talk-to-expert" (the link itself keeps https). */
export const displayUrl = (url: string): string => url.replace(/^https?:\/\//, '');

/** The text cut with an ellipsis so it fits one line of `width` (a running header with a long company name). */
export function truncateToWidth(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  size: number,
  width: number,
): string {
  if (textWidth(doc, text, weight, size) <= width) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textWidth(doc, `${chars.slice(0, middle).join('').trimEnd()}…`, weight, size) <= width) low = middle;
    else high = middle - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

const bottomLimit = () => PAGE.height - PAGE.bottom;

export const fitsOnPage = (doc: PDFKit.PDFDocument, height: number): boolean => doc.y + height <= bottomLimit();

/** Starts a new page unless `height` points still fit, so a block is never cut across pages. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (!fitsOnPage(doc, height)) {
    doc.addPage();
    doc.y = PAGE.top;
  }
}

export function box(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  stroke?: string,
): void {
  doc.save().roundedRect(x, y, width, height, 6).fillColor(fill);
  if (stroke) doc.strokeColor(stroke).lineWidth(0.75).fillAndStroke();
  else doc.fill();
  doc.restore();
}

export function rule(doc: PDFKit.PDFDocument, y: number, color: string = COLORS.border, width = 0.75): void {
  doc
    .save()
    .moveTo(PAGE.left, y)
    .lineTo(PAGE.width - PAGE.right, y)
    .strokeColor(color)
    .lineWidth(width)
    .stroke()
    .restore();
}

/** The first page's letterhead: the firm's name and contact details over a rule in the brand colour. */
export function letterhead(doc: PDFKit.PDFDocument): void {
  const top = 40;
  write(doc, FIRM.name, { weight: 'bold', size: 17, color: COLORS.primary, width: 260 }, PAGE.left, top);
  write(doc, 'Cash flow and financial advisory', { size: 8.5, color: COLORS.muted, width: 260 }, PAGE.left, top + 22);
  const contact = [formatAddress(', '), `${FIRM.phone}  ·  ${FIRM.email}`, displayUrl(SITE.url)];
  contact.forEach((line, index) =>
    write(
      doc,
      line,
      { size: 8, color: COLORS.muted, width: 260, align: 'right' },
      PAGE.width - PAGE.right - 260,
      top + 2 + index * 11.5,
    ),
  );
  rule(doc, top + 42, COLORS.primary, 1.5);
  doc.y = top + 58;
}

export function sectionTitle(doc: PDFKit.PDFDocument, title: string, spaceAfter = 80): void {
  ensureSpace(doc, 28 + spaceAfter); // a title never ends a page alone
  doc.y += 6;
  const y = doc.y;
  doc
    .save()
    .rect(PAGE.left, y + 2, 3, 14)
    .fill(COLORS.primary)
    .restore();
  write(doc, title, { weight: 'bold', size: 14, color: COLORS.navy }, PAGE.left + 10, y);
  doc.y = y + 24;
}

export function subsectionTitle(doc: PDFKit.PDFDocument, title: string): void {
  ensureSpace(doc, 60);
  doc.y += 4;
  write(doc, title, { weight: 'semibold', size: 11, color: COLORS.text });
  doc.y += 3;
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, style: TextStyle = {}): void {
  const height = measure(doc, text, { size: 10, ...style });
  ensureSpace(doc, height);
  write(doc, text, { size: 10, lineGap: 2.5, ...style });
  doc.y += 6;
}

export interface BulletItem {
  text: string;
  /** The marker's colour: a tone for advice, the brand colour otherwise. */
  color?: string;
  /** A bold lead-in before the text ("Invoice the day the work is done."). */
  lead?: string;
  /** A link printed after the text, as its full address. */
  link?: { label: string; url: string };
}

/** A list with round markers; `checkbox` draws empty squares to tick on paper instead. */
export function bulletList(
  doc: PDFKit.PDFDocument,
  items: readonly BulletItem[],
  options: { checkbox?: boolean; size?: number } = {},
): void {
  const size = options.size ?? 10;
  const indent = 16;
  for (const item of items) {
    const body = item.lead ? `${item.lead} ${item.text}` : item.text;
    const linkText = item.link ? ` ${item.link.label}: ${item.link.url}` : '';
    const height = measure(
      doc,
      body + linkText,
      { size, width: CONTENT_WIDTH - indent, lineGap: 2.5 },
      PAGE.left + indent,
    );
    ensureSpace(doc, height + 4);
    const y = doc.y;
    const color = item.color ?? COLORS.primary;
    if (options.checkbox)
      doc
        .save()
        .rect(PAGE.left + 1, y + 2, 8, 8)
        .lineWidth(0.9)
        .strokeColor(color)
        .stroke()
        .restore();
    else
      doc
        .save()
        .circle(PAGE.left + 4, y + size * 0.55, 2.6)
        .fill(color)
        .restore();
    writeRich(
      doc,
      [
        ...(item.lead ? [{ text: `${item.lead} `, weight: 'semibold' as const }] : []),
        { text: item.text, weight: 'regular' as const },
        ...(item.link
          ? [
              { text: ` ${item.link.label}: `, weight: 'semibold' as const },
              {
                text: displayUrl(item.link.url),
                weight: 'regular' as const,
                color: COLORS.primary,
                link: item.link.url,
              },
            ]
          : []),
      ],
      { size, width: CONTENT_WIDTH - indent, lineGap: 2.5 },
      PAGE.left + indent,
      y,
    );
    doc.y += 5;
  }
}

interface RichPart {
  text: string;
  weight: Weight;
  color?: string;
  link?: string;
}

/** Several styles in one wrapped paragraph: each part's runs are chained with `continued`. */
export function writeRich(
  doc: PDFKit.PDFDocument,
  parts: readonly RichPart[],
  style: TextStyle,
  x: number,
  y: number,
): void {
  const { size = 10, width = CONTENT_WIDTH, lineGap = 2, color = COLORS.text } = style;
  const runs = parts.flatMap((part) => fontRuns(printable(part.text), part.weight).map((run) => ({ ...run, part })));
  doc.fontSize(size);
  runs.forEach((run, index) => {
    doc.font(run.font).fillColor(run.part.color ?? color);
    const options: PDFKit.Mixins.TextOptions = {
      width,
      lineGap,
      continued: index < runs.length - 1,
      link: run.part.link ?? null,
      underline: false,
    };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  doc.x = PAGE.left;
}

/** The running header with the document's label on every page after the first, and the footer with "Page n of N" on all. */
export function drawPageFrames(doc: PDFKit.PDFDocument, headerLabel: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing in the margins must not trigger pdfkit's automatic page break.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (index > start) {
      write(doc, FIRM.name, { weight: 'semibold', size: 8.5, color: COLORS.primary, width: 250 }, PAGE.left, 36);
      const label = truncateToWidth(doc, headerLabel, 'regular', 8, 300);
      write(
        doc,
        label,
        { size: 8, color: COLORS.muted, width: 300, align: 'right' },
        PAGE.width - PAGE.right - 300,
        37,
      );
      rule(doc, 52);
    }
    rule(doc, PAGE.height - 50);
    write(
      doc,
      `${FIRM.name}  ·  ${FIRM.phone}  ·  ${displayUrl(SITE.url)}`,
      { size: 7.5, color: COLORS.muted, width: 380 },
      PAGE.left,
      PAGE.height - 42,
    );
    write(
      doc,
      `Page ${index - start + 1} of ${count}`,
      { size: 7.5, color: COLORS.muted, width: 120, align: 'right' },
      PAGE.width - PAGE.right - 120,
      PAGE.height - 42,
    );
    doc.page.margins.bottom = bottomMargin;
  }
}

/** Ends the document and collects its bytes. */
export function finish(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}
