/**
 * The front matter of the site's Markdown content (demo-site/content/): the schema each folder's
 * files must follow, checked at build time, and the types the pages use.
 */
import { z } from 'zod';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD (quote it in YAML only if you like)');

const Action = z.object({
  label: z.string(),
  href: z.string(),
  variant: z.enum(['primary', 'outline', 'light']).optional(),
});

const Common = {
  /** The page's <h1>. */
  title: z.string().min(1),
  /** Meta description (150 to 160 characters where possible); on an article also its summary. */
  description: z.string().min(50),
  /** Publication date of an article; effective date of a legal page. */
  date: IsoDate,
  author: z.string().min(1),
  /** The document title, when "<title> | <firm>" is not the right one (too long for a search result). */
  documentTitle: z.string().optional(),
  keywords: z.string().optional(),
};

const ArticleFrontMatter = z.strictObject({
  ...Common,
  authorRole: z.string().min(1),
  /** Shown above the title and on the article's cards. */
  category: z.string().min(1),
  /** Minutes. */
  readingTime: z.number().int().positive(),
  /** The closing call to action; its buttons default to Talk to an Expert and Explore Our Tools. */
  cta: z.strictObject({ title: z.string(), text: z.string(), actions: z.array(Action).optional() }),
});

const LegalFrontMatter = z.strictObject({
  ...Common,
  readingTime: z.number().int().positive().optional(),
});

/** What a Markdown file's module holds about it: its front matter and its name. */
export type ArticleMeta = z.output<typeof ArticleFrontMatter> & { slug: string };
export type LegalMeta = z.output<typeof LegalFrontMatter> & { slug: string };

/** A Markdown file rendered at build time: its front matter and its body as HTML. */
export interface RenderedContent<Meta> {
  meta: Meta;
  html: string;
}

export const FRONT_MATTER_BY_FOLDER = { articles: ArticleFrontMatter, legal: LegalFrontMatter } as const;
