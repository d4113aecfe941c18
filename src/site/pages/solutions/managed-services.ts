import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { definePage } from '../../page';
import { cardGrid, checklist, ctaBand, faq, pageHero, section, steps } from '../../templates';

const TIERS = [
  {
    meta: 'Tier 1',
    title: 'Bookkeeping',
    body: html`Accurate books every month. Transactions recorded and categorized, bank and credit card accounts
    reconciled, bills and customer invoices entered, and a monthly close with a profit and loss statement, balance sheet
    and receivables aging delivered by the 15th. For businesses that need clean, current numbers and a person to ask.`,
  },
  {
    meta: 'Tier 2',
    title: 'Controller',
    body: html`Everything in Bookkeeping, plus a faster, reviewed monthly close (by the 10th), accruals, a 13-week cash
    forecast updated every week, a KPI dashboard, job costing for contractors and WIP schedules, inventory and cost
    reviews for manufacturers, and a monthly review call. For businesses that have outgrown a part-time bookkeeper.`,
  },
  {
    meta: 'Tier 3',
    title: 'Fractional CFO',
    body: html`Everything in Controller, plus a senior advisor at your table: annual budget and rolling forecast,
    pricing and margin strategy, bank and bonding relationships, lender and surety packages, board or partner reporting,
    and planning for growth, acquisitions or a sale. For owners who need CFO judgment without a full-time CFO salary.`,
  },
];

const DELIVERABLES = [
  {
    title: 'Monthly close',
    body: 'Reconciled accounts, reviewed entries and financial statements on a fixed date every month, with a short note on what changed and why.',
  },
  {
    title: '13-week cash forecast',
    body: 'Week-by-week receipts and payments for the next quarter, updated weekly, so payroll, tax deposits and supplier runs never come as a surprise.',
  },
  {
    title: 'KPI dashboard',
    body: 'The handful of numbers that run your business, such as days to collect, gross margin, backlog, cost per mile or labor utilization, on one page.',
  },
  {
    title: 'Job costing for contractors',
    body: 'Costs coded to jobs and phases, estimate-to-actual reports, and a monthly WIP schedule that shows over- and underbilling before your surety asks.',
  },
];

const ONBOARDING = [
  {
    title: 'Discovery call',
    body: 'We learn how the business runs, what your current books look like and which tier fits, then send a fixed monthly fee proposal.',
  },
  {
    title: 'Access and document set-up',
    body: 'You grant read or accountant access to your accounting system, bank feeds and payroll reports; we set up a secure file exchange.',
  },
  {
    title: 'Review and clean-up',
    body: 'We review the last few months of books, fix what needs fixing and agree the chart of accounts and job or product structure.',
  },
  {
    title: 'First close',
    body: 'We run the first monthly close together with you, walk through the reports and adjust the format to what you actually use.',
  },
  {
    title: 'Steady rhythm',
    body: 'From the second month on: close dates, forecast updates and review calls on a fixed calendar, with one named lead for your account.',
  },
];

const WHATS_INCLUDED = [
  'A named lead and a backup who both know your business',
  'Work in your own accounting system (QuickBooks, Xero, Sage and common construction systems); the books stay yours',
  'A fixed monthly fee, agreed up front and reviewed once a year',
  'Secure document exchange and written close checklists',
  'Coordination with your CPA at year-end and for tax filings',
];

export default definePage({
  title: 'Managed Accounting & Fractional CFO | Crestline Advisory Group',
  description:
    'Outsourced bookkeeping, controller and fractional CFO services: monthly close, 13-week cash forecast, KPI dashboard and job costing, for a fixed monthly fee.',
  render: () => html`
    ${pageHero({
      eyebrow: 'Solutions',
      title: 'Managed Services',
      lead: 'Your outsourced accounting team: bookkeeping, controller and fractional CFO support, delivered on a fixed monthly calendar by people who know your industry.',
      breadcrumbs: [{ label: 'Home', href: '/' }],
      actions: [
        { label: 'Talk to an Expert', href: '/talk-to-expert' },
        { label: 'Compare the Tiers', href: '#tiers', variant: 'outline' },
      ],
    })}
    ${section(
      {
        id: 'tiers',
        title: 'Three levels of support',
        intro:
          'Start where you are and move up as the business grows. Each tier includes everything in the one before it.',
      },
      cardGrid(TIERS),
    )}
    ${section(
      {
        title: 'What you get every month',
        intro: 'The core deliverables, in the depth your tier calls for.',
        alt: true,
      },
      cardGrid(DELIVERABLES, 4),
    )}
    ${section(
      { title: 'What is always included' },
      html`<div class="two-col">
        <div>${checklist(WHATS_INCLUDED)}</div>
        <aside class="aside-card">
          <h3>Is it time?</h3>
          <p>
            Owners usually call us when the books are a month or more behind, when the bank asks for reports nobody has
            time to prepare, or when the business has grown past what one bookkeeper can handle. If that sounds
            familiar, a 30-minute call will tell you which tier fits.
          </p>
        </aside>
      </div>`,
    )}
    ${section({ title: 'How onboarding works', intro: 'Most clients are through their first close within four to six weeks.', alt: true }, steps(ONBOARDING))}
    ${section(
      { title: 'Frequently asked questions', narrow: true },
      faq([
        {
          question: 'How is the monthly fee set?',
          answer:
            'By tier, transaction volume, the number of entities and bank accounts, and whether you need job costing or inventory work. It is fixed and agreed up front, and reviewed once a year or if your business changes significantly.',
        },
        {
          question: 'Do you handle payroll and taxes?',
          answer:
            'We work with your payroll provider and record payroll accurately in the books. Income tax returns stay with your CPA, with whom we coordinate at year-end.',
        },
        {
          question: 'Our books are behind. Can you still start?',
          answer:
            'Yes. Catch-up work is quoted separately as a one-time project, and the monthly service begins once the books are current.',
        },
        {
          question: 'Can we change tiers later?',
          answer:
            'Yes. Many clients start with Controller and add Fractional CFO support ahead of a loan, a large contract or a sale, or step down once a new internal hire is up to speed.',
        },
        {
          question: 'Who owns the books and data?',
          answer:
            'You do. We work in your accounting system under your subscription, and if you end the service, everything stays where it is and we hand over our working files.',
        },
      ]),
    )}
    ${ctaBand(
      'Get reliable numbers every month',
      `Tell us about your business and we will recommend a tier and a fixed monthly fee. Book a call or phone ${SITE.phone}.`,
      [
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
        { label: 'Talk to Sales', href: '/sales', variant: 'outline' },
      ],
    )}
  `,
});
