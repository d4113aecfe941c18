// The site's Markdown content (demo-site/content/): the benchmark tables the articles show are the
// calculator's own figures, the firm's details come from its config, and broken content fails the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BENCHMARKS } from '../../src/core/benchmarks';
import { FIRM } from '../../src/core/firm';
import type { Benchmark } from '../../src/core/types';
import { renderContent } from '../../src/site/markdown/render';
import { BENCHMARK_TABLE_HEADINGS } from '../../src/site/markdown/shortcodes';

const contentDir = join(import.meta.dirname, '../../demo-site/content');
const files = ['articles', 'legal'].flatMap((folder) =>
  readdirSync(join(contentDir, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(contentDir, folder, name)),
);
const render = (file: string) => renderContent(readFileSync(file, 'utf8'), file);

const LINES = new Map<string, Benchmark>(
  Object.values(BENCHMARKS).flatMap((lines) => Object.entries<Benchmark>(lines)),
);

/** The rows of every rendered table whose headings are the benchmark table's. */
function benchmarkRows(html: string): string[][] {
  const cells = (row: string, tag: string) =>
    [...row.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((cell) => cell[1]!.trim());
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].flatMap(([, table]) => {
    const rows = [...table!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => row[1]!);
    if (JSON.stringify(cells(rows[0] ?? '', 'th')) !== JSON.stringify(BENCHMARK_TABLE_HEADINGS)) return [];
    return rows.slice(1).map((row) => cells(row, 'td'));
  });
}

describe('benchmark tables in the articles', () => {
  const articles = files.filter((file) => file.includes('/articles/'));

  test('every row shows the figures of src/core/benchmarks.ts for its line', () => {
    let checked = 0;
    for (const file of articles) {
      for (const [line, margin, top, runway] of benchmarkRows(render(file).html)) {
        const benchmark = LINES.get(line!);
        expect(benchmark, `${file}: ${line}`).toBeDefined();
        expect([margin, top, runway], `${file}: ${line}`).toEqual([
          `${benchmark!.cashFlowMargin}%`,
          `${benchmark!.topPerformerMargin}%`,
          `${benchmark!.avgRunway} months`,
        ]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  test('each {{benchmarks}} shortcode gives one table, and no benchmark row is typed by hand', () => {
    for (const file of articles) {
      const source = readFileSync(file, 'utf8');
      const shortcodes = source.match(/\{\{benchmarks /g)?.length ?? 0;
      const tables =
        render(file).html.match(/aria-label="[^"]*">\n<table>\n<thead>\n<tr>\n<th scope="col">Line of business</g)
          ?.length ?? 0;
      expect(tables, file).toBe(shortcodes);
      for (const line of LINES.keys())
        expect(source, `${file} types the figures of ${line}`).not.toMatch(new RegExp(`^\\|\\s*${line}\\s*\\|`, 'm'));
    }
  });

  test('a whole industry can be asked for, and an unknown line fails the build', () => {
    const page = (body: string) =>
      `---\ntitle: T\ndescription: ${'d'.repeat(60)}\ndate: 2026-01-01\nauthor: A\nauthorRole: R\ncategory: C\nreadingTime: 1\ncta: { title: T, text: T }\n---\n\n## Figures\n\n${body}\n`;
    const rows = benchmarkRows(
      renderContent(page('{{benchmarks industry="Transportation"}}'), '/x/articles/t.md').html,
    );
    expect(rows.map(([line]) => line)).toEqual(Object.keys(BENCHMARKS.Transportation));
    expect(() => renderContent(page('{{benchmarks lines="Bakery"}}'), '/x/articles/t.md')).toThrow(
      /t\.md: .*no line of business "Bakery"/,
    );
    expect(() =>
      renderContent(page('{{benchmarks industry="Other"}}').replace('## Figures', ''), '/x/articles/t.md'),
    ).toThrow(/t\.md: a table needs a heading/);
  });
});

describe('the firm in the content', () => {
  test("no file types the firm's name, phone or e-mail: they come from src/core/firm.ts", () => {
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const value of [FIRM.name, FIRM.shortName, FIRM.phone, FIRM.email, FIRM.address.street])
        expect(source, file).not.toContain(value);
    }
  });

  test('{{firm.…}} placeholders are filled in the text and the front matter', () => {
    const terms = render(join(contentDir, 'legal/terms-of-use.md'));
    const text = terms.html.replace(/\s+/g, ' ');
    expect(terms.meta.documentTitle).toBe(`Terms of Use for Our Website & Tools | ${FIRM.name}`);
    expect(text).toContain(`operated by ${FIRM.name} (&quot;${FIRM.shortName}&quot;`);
    expect(text).toContain(`${FIRM.name.toUpperCase()} AND ITS OWNERS`);
    expect(text).toContain(`<a href="mailto:${FIRM.email}">${FIRM.email}</a>`);
  });

  test('an unknown placeholder or shortcode fails the build, naming the file', () => {
    const page = (body: string) =>
      `---\ntitle: T\ndescription: ${'d'.repeat(60)}\ndate: 2026-01-01\nauthor: A\n---\n\n${body}\n`;
    expect(() => renderContent(page('Call {{firm.fax}}.'), '/x/legal/l.md')).toThrow(
      /l\.md: \{\{firm\.fax\}\} is not a value/,
    );
    expect(() => renderContent(page('{{video id="1"}}'), '/x/legal/l.md')).toThrow(/l\.md: unknown \{\{video\}\}/);
    expect(() => renderContent(page('{{ firm name }}'), '/x/legal/l.md')).toThrow(
      /l\.md: a \{\{ … \}\} that is not a shortcode/,
    );
  });
});

describe('front matter', () => {
  test('every file has what its folder asks for', () => {
    for (const file of files) expect(() => render(file), file).not.toThrow();
  });

  test('a missing field fails the build with its name', () => {
    const source = `---\ntitle: T\ndescription: ${'d'.repeat(60)}\ndate: 2026-01-01\nauthor: A\n---\n\nText\n`;
    expect(() => renderContent(source, '/x/articles/a.md')).toThrow(/a\.md: front matter: .*authorRole/);
  });

  test("inline styles are refused: the site's CSP would block them", () => {
    const source = `---\ntitle: T\ndescription: ${'d'.repeat(60)}\ndate: 2026-01-01\nauthor: A\n---\n\n## T\n\n| a |\n|:-:|\n| b |\n`;
    expect(() => renderContent(source, '/x/legal/s.md')).toThrow(/inline styles/);
  });
});
