import { readFileSync } from 'node:fs';
import { FIRM } from '../../src/core/firm';
import { SITE, TALK_TO_EXPERT } from '../../src/core/site-map';
import {
  box,
  bulletList,
  COLORS,
  CONTENT_WIDTH,
  createDocument,
  displayUrl,
  drawPageFrames,
  ensureSpace,
  finish,
  letterhead,
  measure,
  PAGE,
  paragraph,
  sectionTitle,
  subsectionTitle,
  write,
  type BulletItem,
} from './document';

/*
 * The Cash Flow Management Guide sent beside every report. Its prose is in cash-flow-guide.md; this
 * file reads the few Markdown forms it uses (# title, ## section, ### subsection, paragraphs,
 * "- **Lead.** text" items, "- [ ] " checklist items, "> " tips) and sets them in the report's look.
 */

const SOURCE = new URL('./cash-flow-guide.md', import.meta.url);
/** The guide's date: its content changes only with a release, so its bytes do too. */
const EDITION = new Date('2026-11-01T12:00:00Z');

type Block =
  | { kind: 'title' | 'section' | 'subsection' | 'paragraph' | 'tip'; text: string }
  | { kind: 'list' | 'checklist'; items: BulletItem[] };

/** "**Lead.** text" -> { lead, text }; any other item is all text. */
function listItem(line: string): BulletItem {
  const match = /^\*\*(.+?)\*\*\s*(.*)$/.exec(line);
  return match ? { lead: match[1]!, text: match[2]! } : { text: line };
}

function parseGuide(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of markdown.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const first = lines[0];
    if (!first) continue;
    const heading = /^(#{1,3}) (.*)$/.exec(first);
    if (heading) {
      blocks.push({
        kind: heading[1] === '#' ? 'title' : heading[1] === '##' ? 'section' : 'subsection',
        text: heading[2]!,
      });
    } else if (first.startsWith('- [ ] ')) {
      blocks.push({ kind: 'checklist', items: lines.map((line) => ({ text: line.replace(/^- \[ \] /, '') })) });
    } else if (first.startsWith('- ')) {
      blocks.push({ kind: 'list', items: lines.map((line) => listItem(line.replace(/^- /, ''))) });
    } else if (first.startsWith('> ')) {
      blocks.push({ kind: 'tip', text: lines.map((line) => line.replace(/^> ?/, '')).join(' ') });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

function tip(doc: PDFKit.PDFDocument, text: string): void {
  const height = measure(doc, text, { size: 9.5, width: CONTENT_WIDTH - 28 }) + 18;
  ensureSpace(doc, height + 8);
  const y = doc.y + 2;
  box(doc, PAGE.left, y, CONTENT_WIDTH, height, COLORS.primarySoft);
  doc.save().rect(PAGE.left, y, 3, height).fill(COLORS.primary).restore();
  write(doc, text, { size: 9.5, color: COLORS.navy, width: CONTENT_WIDTH - 28 }, PAGE.left + 16, y + 9);
  doc.y = y + height + 10;
}

function closing(doc: PDFKit.PDFDocument): void {
  const link = new URL(TALK_TO_EXPERT.href, SITE.url).toString();
  const text = `Our advisors work with construction, manufacturing, transportation and business services firms every day. Call ${FIRM.phone} or book a free consultation at ${displayUrl(link)}.`;
  const height = measure(doc, text, { size: 9.5, width: CONTENT_WIDTH - 32 }) + 42;
  ensureSpace(doc, height + 12);
  doc.y += 8;
  const y = doc.y;
  box(doc, PAGE.left, y, CONTENT_WIDTH, height, COLORS.navy);
  write(
    doc,
    'Want a second pair of eyes on your cash flow?',
    { weight: 'bold', size: 12.5, color: '#ffffff', width: CONTENT_WIDTH - 32 },
    PAGE.left + 16,
    y + 12,
  );
  write(doc, text, { size: 9.5, color: '#e2e8f0', width: CONTENT_WIDTH - 32, link }, PAGE.left + 16, y + 31);
  doc.y = y + height + 10;
  paragraph(
    doc,
    `This guide gives general information for business owners; it is not financial, tax, legal or investment advice for your situation. © ${FIRM.name}.`,
    { size: 7.5, color: COLORS.muted },
  );
}

async function renderGuide(): Promise<Uint8Array> {
  const blocks = parseGuide(readFileSync(SOURCE, 'utf8'));
  const title = blocks[0];
  if (title?.kind !== 'title') throw new Error(`${SOURCE.pathname} must start with its "# " title`);
  const doc = createDocument({
    title: title.text,
    subject: 'Practical cash flow management for small and mid-sized businesses',
    date: EDITION,
  });
  letterhead(doc);
  let intro = true; // the paragraph under the title is the guide's lead, set larger
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        write(doc, block.text, { weight: 'bold', size: 24, color: COLORS.navy });
        doc.y += 6;
        break;
      case 'section':
        intro = false;
        sectionTitle(doc, block.text, 90);
        break;
      case 'subsection':
        subsectionTitle(doc, block.text);
        break;
      case 'paragraph':
        paragraph(doc, block.text, intro ? { size: 11, color: COLORS.muted, lineGap: 3 } : {});
        if (intro) doc.y += 6;
        break;
      case 'tip':
        tip(doc, block.text);
        break;
      case 'list':
      case 'checklist':
        bulletList(doc, block.items, { checkbox: block.kind === 'checklist', size: 9.5 });
        doc.y += 4;
        break;
    }
  }
  closing(doc);
  drawPageFrames(doc, title.text);
  return finish(doc);
}

let cached: Promise<Uint8Array> | undefined;

/** The guide is the same for every lead: rendered once per process, then copied out of the cache. */
export async function renderGuidePdf(): Promise<Uint8Array> {
  cached ??= renderGuide().catch((error: unknown) => {
    cached = undefined; // a failure is not cached: the next lead tries again
    throw error;
  });
  return (await cached).slice();
}
