/**
 * What Markdown content may ask of the site's own data, so no figure or firm detail is typed by hand:
 *
 * - `{{firm.name}}`, `{{firm.phone}}`, `{{site.url}}`, …: a value of the site config
 *   (src/core/firm.ts, src/core/site-map.ts); `{{firm.name | upper}}` in capitals.
 * - `{{benchmarks lines="General Contractor, Subcontractor"}}` or `{{benchmarks industry="Construction"}}`:
 *   a table of the calculator's benchmarks (src/core/benchmarks.ts), on a line of its own.
 * - `{{contact}}` or `{{contact attention="Privacy"}}`: the firm's e-mail, phone and postal address.
 *
 * Anything else between {{ and }} fails the build, naming the file.
 */
import { BENCHMARKS } from '../../core/benchmarks';
import { FIRM } from '../../core/firm';
import { SITE } from '../../core/site-map';
import type { Benchmark, Industry } from '../../core/types';
import { escapeHtml } from '../../core/escape-html';

const ROOTS: Readonly<Record<string, unknown>> = { firm: FIRM, site: SITE };

const FILTERS: Readonly<Record<string, (value: string) => string>> = { upper: (value) => value.toUpperCase() };

const SHORTCODE = /\{\{\s*([\w.-]+)((?:\s+[\w-]+="[^"]*")*)\s*(?:\|\s*(\w+)\s*)?\}\}/g;

function configValue(path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      ROOTS,
    );
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`{{${path}}} is not a value of the site config`);
  return String(value);
}

/** Every line of business with its benchmark, by name. */
const LINES = new Map<string, Benchmark>(
  (Object.keys(BENCHMARKS) as Industry[]).flatMap((industry) => Object.entries<Benchmark>(BENCHMARKS[industry])),
);

export const BENCHMARK_TABLE_HEADINGS = [
  'Line of business',
  'Average cash flow margin',
  'Top performers',
  'Average runway',
] as const;

/** A Markdown table of benchmarks; the renderer gives it its scrollable region and label. */
function benchmarksTable({ industry, lines }: Record<string, string>): string {
  let names: string[];
  if (lines) names = lines.split(',').map((name) => name.trim());
  else if (industry && Object.prototype.hasOwnProperty.call(BENCHMARKS, industry))
    names = Object.keys(BENCHMARKS[industry as Industry]);
  else throw new Error(`{{benchmarks}} needs lines="A, B" or industry="${Object.keys(BENCHMARKS).join('|')}"`);
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const rows = names.map((name) => {
    const benchmark = LINES.get(name);
    if (!benchmark) throw new Error(`{{benchmarks}}: no line of business "${name}" in src/core/benchmarks.ts`);
    return row([
      name,
      `${benchmark.cashFlowMargin}%`,
      `${benchmark.topPerformerMargin}%`,
      `${benchmark.avgRunway} months`,
    ]);
  });
  return ['', row(BENCHMARK_TABLE_HEADINGS), row(BENCHMARK_TABLE_HEADINGS.map(() => '---')), ...rows, ''].join('\n');
}

/** The firm's contact details as a list (an HTML block: Markdown has no <address>). */
function contactList({ attention }: Record<string, string>): string {
  const { name, email, phone, phoneHref, address } = FIRM;
  const addressee = attention ? `${name}, Attn: ${attention}` : name;
  const lines = [addressee, address.street, `${address.city}, ${address.region} ${address.postalCode}`].map(escapeHtml);
  return [
    '',
    '<ul class="contact-list">',
    `<li><strong>E-mail</strong> <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a></li>`,
    `<li><strong>Phone</strong> <a href="${escapeHtml(phoneHref)}">${escapeHtml(phone)}</a></li>`,
    `<li><strong>Mail</strong> <address>${lines.join('<br />')}</address></li>`,
    '</ul>',
    '',
  ].join('\n');
}

const SHORTCODES: Readonly<Record<string, (attributes: Record<string, string>) => string>> = {
  benchmarks: benchmarksTable,
  contact: contactList,
};

/** Replaces every {{…}} of a text; `placeholdersOnly` for front matter, where a block makes no sense. */
export function expandShortcodes(text: string, file: string, { placeholdersOnly = false } = {}): string {
  return text.replace(SHORTCODE, (_whole, name: string, rawAttributes: string, filter: string | undefined) => {
    const attributes = Object.fromEntries(
      [...rawAttributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]),
    );
    try {
      let value: string;
      if (name.includes('.')) value = configValue(name);
      else if (!placeholdersOnly && SHORTCODES[name]) value = SHORTCODES[name](attributes);
      else throw new Error(`unknown {{${name}}}`);
      if (!filter) return value;
      const apply = FILTERS[filter];
      if (!apply) throw new Error(`unknown filter "| ${filter}"`);
      return apply(value);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
  });
}
