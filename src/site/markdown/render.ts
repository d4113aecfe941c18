/**
 * Build time only (the Vite plugin beside this file runs it; it never reaches the browser): one
 * Markdown file of demo-site/content/ to its front matter and its HTML.
 */
import { basename, dirname } from 'node:path';
import MarkdownIt, { type StateCore } from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { FRONT_MATTER_BY_FOLDER, type RenderedContent } from './front-matter';
import { escapeHtml } from '../../core/escape-html';
import { expandShortcodes } from './shortcodes';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
/** A paragraph right after a table that starts with this is the table's caption (as in Pandoc). */
const CAPTION_PREFIX = 'Table: ';

/**
 * Every table sits in a focusable, labelled region that scrolls sideways on a phone (labelled by its
 * caption, else by the heading above it), and its column headings get scope="col".
 */
function tableRegions(state: StateCore): void {
  const { tokens } = state;
  let heading = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'heading_open') heading = tokens[i + 1]?.content ?? '';
    if (token.type === 'th_open') token.attrSet('scope', 'col');
    if (token.type !== 'table_open') continue;
    const close = tokens.findIndex((candidate, index) => index > i && candidate.type === 'table_close');
    const [open, inline, end] = tokens.slice(close + 1, close + 4);
    let label = heading;
    if (
      open?.type === 'paragraph_open' &&
      inline?.content.startsWith(CAPTION_PREFIX) &&
      end?.type === 'paragraph_close'
    ) {
      label = inline.content.slice(CAPTION_PREFIX.length);
      tokens.splice(close + 1, 3);
      const caption = new state.Token('html_block', '', 0);
      caption.content = `<caption>${escapeHtml(label)}</caption>\n`;
      tokens.splice(i + 1, 0, caption);
    }
    if (!label)
      throw new Error(
        `${(state.env as { file?: string }).file}: a table needs a heading above it or a "Table: …" caption after it, to name its region`,
      );
    const region = new state.Token('html_block', '', 0);
    region.content = `<div class="table-wrap" role="region" tabindex="0" aria-label="${escapeHtml(label)}">\n`;
    const regionEnd = new state.Token('html_block', '', 0);
    regionEnd.content = '</div>\n';
    const tableEnd = tokens.findIndex((candidate, index) => index > i && candidate.type === 'table_close');
    tokens.splice(tableEnd + 1, 0, regionEnd);
    tokens.splice(i, 0, region);
    i += 1; // on to the table's own tokens, after its table_open
  }
}

// Raw HTML is allowed for the few blocks Markdown has no syntax for (a notice paragraph); links are
// written as links, and straight quotes stay straight as in the rest of the site.
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });
markdown.core.ruler.push('table_regions', tableRegions);

/**
 * @param source the file's text: YAML front matter between --- lines, then Markdown
 * @param file its path: the folder (articles, legal) picks the front matter's schema
 */
export function renderContent(
  source: string,
  file: string,
): RenderedContent<Record<string, unknown> & { slug: string }> {
  const folder = basename(dirname(file));
  const schema = FRONT_MATTER_BY_FOLDER[folder as keyof typeof FRONT_MATTER_BY_FOLDER];
  if (!schema)
    throw new Error(`${file}: content lives in demo-site/content/{${Object.keys(FRONT_MATTER_BY_FOLDER).join(',')}}/`);
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: no front matter (a --- line, YAML, a --- line) at the top`);
  const data: unknown = parseYaml(match[1]!);
  const withPlaceholders = JSON.parse(JSON.stringify(data), (_key, value: unknown) =>
    typeof value === 'string' ? expandShortcodes(value, file, { placeholdersOnly: true }) : value,
  ) as unknown;
  const parsed = schema.safeParse(withPlaceholders);
  if (!parsed.success)
    throw new Error(
      `${file}: front matter: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );

  const body = expandShortcodes(source.slice(match[0].length), file);
  if (/\{\{|\}\}/.test(body))
    throw new Error(`${file}: a {{ … }} that is not a shortcode: ${/.*(\{\{|\}\}).*/.exec(body)?.[0]}`);
  const html = markdown.render(body, { file });
  // The site's Content-Security-Policy blocks inline styles and scripts: fail here, not in the browser.
  if (/\sstyle=|<script|\son\w+=/i.test(html))
    throw new Error(`${file}: inline styles, scripts and event handlers are blocked by the site's CSP`);
  return { meta: { ...parsed.data, slug: basename(file, '.md') }, html };
}
