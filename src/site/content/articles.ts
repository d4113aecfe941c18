/** The articles we publish: listed on the home page and in Research & Articles, each with its page. */
export interface ArticleSummary {
  slug: string;
  href: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  authorRole: string;
  /** ISO date of publication. */
  published: string;
  readingMinutes: number;
}

export const ARTICLES: readonly ArticleSummary[] = [
  {
    slug: 'cash-flow-calculator',
    href: '/resources/articles/cash-flow-calculator',
    title: 'How to Read Your Cash Flow Score',
    summary:
      'Margin, runway and risk level explained: what each number in our free calculator means, what good looks like, and the first moves to make when a figure is red.',
    category: 'Cash Flow Basics',
    author: 'Rachel Kim, CPA',
    authorRole: 'Senior Advisor',
    published: '2026-09-15',
    readingMinutes: 7,
  },
  {
    slug: 'construction-cash-flow',
    href: '/resources/articles/construction-cash-flow',
    title: 'Construction Cash Flow: Draws, Retainage and Change Orders',
    summary:
      'Why profitable contractors still run short of cash, and the billing, retainage and change-order habits that keep money coming in while the work is done.',
    category: 'Construction',
    author: 'Mark Sullivan',
    authorRole: 'Principal, Construction Practice',
    published: '2026-10-06',
    readingMinutes: 9,
  },
  {
    slug: 'manufacturing-tax-strategies',
    href: '/resources/articles/manufacturing-tax-strategies',
    title: 'Tax Strategies That Free Up Cash for Manufacturers',
    summary:
      'Section 179 and bonus depreciation, the R&D credit, inventory accounting methods and cost segregation: how each one changes the cash you keep this year.',
    category: 'Manufacturing',
    author: 'Daniel Ortiz, CPA',
    authorRole: 'Tax Director',
    published: '2026-11-03',
    readingMinutes: 8,
  },
];

export const articleBySlug = (slug: string): ArticleSummary => {
  const article = ARTICLES.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`No article ${slug}`);
  return article;
};

export const formatDate = (iso: string): string =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
