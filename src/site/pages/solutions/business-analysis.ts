import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { HIDDEN_OPPORTUNITIES_QUOTE } from '../../content/clients';
import { definePage } from '../../page';
import { cardGrid, checklist, ctaBand, faq, pageHero, quote, section, steps } from '../../templates';

const WHAT_WE_LOOK_AT = [
  {
    title: 'Cash conversion',
    body: 'How many days it takes to turn work into cash: receivables aging, payment terms, billing lag, inventory on hand and what you owe suppliers.',
  },
  {
    title: 'Profit by job, product and customer',
    body: 'Which jobs, products, customers or lanes actually make money once labor, materials, equipment and overhead are assigned to them.',
  },
  {
    title: 'Pricing and billing',
    body: 'Whether your prices keep up with your costs, and whether change orders, surcharges and extras are billed in full and on time.',
  },
  {
    title: 'Overhead and cost structure',
    body: 'Fixed costs, payroll and recurring spend compared with businesses of your size and trade, and where the money goes each month.',
  },
  {
    title: 'Debt and financing',
    body: 'Lines of credit, equipment loans and leases: what they cost, when they come due, and whether they fit the way cash moves through the business.',
  },
  {
    title: 'The months ahead',
    body: 'A 13-week cash forecast built from your own numbers, so you can see a tight month coming before it arrives.',
  },
];

const DELIVERABLES = [
  'A written report in plain English: what we found, what it is worth and what to do first',
  'A cash conversion summary: days to collect, days to pay and days of inventory, with targets',
  'Profitability by job, product, customer or lane, ranked from best to worst',
  'A 13-week cash forecast in a spreadsheet you keep and can update yourself',
  'A prioritized action list with an owner and a rough dollar value for each item',
  'A findings meeting with you (and your CPA or banker, if you like) to walk through it all',
];

const TIMELINE = [
  {
    title: 'Free introductory call (30 minutes)',
    body: 'We learn how the business works, what worries you and what a good outcome looks like, and tell you honestly whether a review is worth it.',
  },
  {
    title: 'Fee and document request (week 1)',
    body: 'You receive a fixed-fee proposal and a short list of what we need: financial statements, aging reports, job or product reports and bank statements.',
  },
  {
    title: 'Analysis and interviews (weeks 2 to 3)',
    body: 'We work through the numbers and spend an hour or two with you and whoever handles billing and purchasing. Most owners spend four to six hours in total.',
  },
  {
    title: 'Findings meeting (week 3 or 4)',
    body: 'We walk through the report, the forecast and the action list, and answer questions until every recommendation is clear.',
  },
  {
    title: 'Check-in after 30 days',
    body: 'A follow-up call to see what has been done, what got in the way and whether anything needs adjusting. It is included in the fee.',
  },
];

const INDUSTRIES = [
  {
    meta: 'Construction',
    title: 'Contractors and builders',
    body: 'Retainage, slow draws, underbilled jobs and unapproved change orders. We look at job profitability, billing timing and the WIP schedule.',
  },
  {
    meta: 'Manufacturing',
    title: 'Manufacturers',
    body: 'Cash tied up in raw materials and finished goods, product margins that drifted with material costs, and customers who pay in 60 days or more.',
  },
  {
    meta: 'Transportation',
    title: 'Carriers and logistics firms',
    body: 'Cost per mile, fuel and maintenance, broker and shipper payment terms, factoring fees and the true margin of each lane or customer.',
  },
  {
    meta: 'Business Services',
    title: 'Service firms',
    body: 'Utilization, write-offs, unbilled time and retainers: where the hours go and why good months on paper still leave the bank account thin.',
  },
];

export default definePage({
  title: 'Business Cash Flow Analysis | Crestline Advisory Group',
  description:
    'A fixed-fee review of your cash flow and profitability: where cash gets stuck, which work makes money, and a 13-week forecast. Results in three to four weeks.',
  render: () => html`
    ${pageHero({
      eyebrow: 'Solutions',
      title: 'Business Analysis',
      lead: 'A focused review of your cash flow and profitability. We find where cash gets stuck, which work really makes money, and what to change first, then put it in writing.',
      breadcrumbs: [{ label: 'Home', href: '/' }],
      actions: [
        { label: 'Talk to an Expert', href: '/talk-to-expert' },
        { label: 'Try the Cash Flow Calculator', href: '/resources/cash-flow-calculator', variant: 'outline' },
      ],
    })}
    ${section(
      {
        title: 'What we look at',
        intro:
          'Most owners know their revenue and roughly what is in the bank. The review fills in the part between the two.',
      },
      cardGrid(WHAT_WE_LOOK_AT),
    )}
    ${section(
      { title: 'What you receive', alt: true },
      html`<div class="two-col">
        <div>
          <p>
            The review ends with concrete work products, not a slide deck. Everything is built from your own records and
            written so that you, your managers and your lender can follow it.
          </p>
          ${checklist(DELIVERABLES)}
        </div>
        <aside class="aside-card">
          <h3>At a glance</h3>
          <ul>
            <li><strong>Timeline:</strong> three to four weeks from receiving your documents</li>
            <li><strong>Your time:</strong> about four to six hours in total</li>
            <li><strong>Fee:</strong> a fixed fee, agreed up front</li>
            <li><strong>Who does the work:</strong> an advisor who works with your industry, reviewed by a CPA</li>
          </ul>
        </aside>
      </div>`,
    )}
    ${section({ title: 'How the review runs', intro: 'Three to four weeks from start to finish, on a schedule you agree to.' }, steps(TIMELINE))}
    ${section(
      {
        title: 'Who it is for',
        intro:
          'Businesses with roughly $1 million to $50 million in revenue that are profitable on paper but often short of cash, growing faster than their systems, or planning a loan, a big purchase or a sale.',
        alt: true,
      },
      cardGrid(INDUSTRIES, 4),
    )}
    ${section(
      { title: 'What a first review can turn up', narrow: true },
      quote(HIDDEN_OPPORTUNITIES_QUOTE.text, HIDDEN_OPPORTUNITIES_QUOTE.name, HIDDEN_OPPORTUNITIES_QUOTE.role),
    )}
    ${section(
      { title: 'Pricing', narrow: true, alt: true },
      html`<p>
          Every review is a <strong>fixed fee agreed up front</strong>. We set it after the introductory call, based on
          the number of entities, the state of your books and how many jobs, products or customers we need to analyze.
          The fee covers the report, the forecast, the findings meeting and the 30-day check-in. There is no hourly
          meter and no surprise invoice.
        </p>
        <p class="notice">
          We will not promise a dollar result before we have seen your numbers. What we do promise is a clear picture of
          where your cash goes and a short list of changes worth making.
        </p>`,
    )}
    ${section(
      { title: 'Frequently asked questions', narrow: true },
      faq([
        {
          question: 'How is this different from what my CPA does?',
          answer:
            'Your CPA looks back: the tax return and the year-end statements. The review looks at how cash moves through the business month to month and what to change. We are glad to work alongside your CPA and share our findings with them.',
        },
        {
          question: 'What if my books are not up to date?',
          answer:
            'Tell us on the first call. If the books need catching up before the numbers mean anything, we say so and quote the clean-up separately, or point you to our Managed Services team.',
        },
        {
          question: 'Do we need special software?',
          answer:
            'No. We work from reports out of QuickBooks, Sage, Xero, Foundation, Viewpoint and most other accounting and job-costing systems, plus your bank statements.',
        },
        {
          question: 'Is our information kept confidential?',
          answer: html`Yes. Documents are exchanged through a secure file link, seen only by the team working on your
            review, and never shared without your permission. Our <a href="/privacy-policy">privacy policy</a> has the
            details.`,
        },
        {
          question: 'What happens after the review?',
          answer: html`Many owners carry out the action list on their own. Others ask us for ongoing help through
            <a href="/solutions/managed-services">Managed Services</a>. There is no obligation either way.`,
        },
      ]),
    )}
    ${ctaBand(
      'Find out where your cash is going',
      `Book a free 30-minute call, or phone us at ${SITE.phone}. We will tell you honestly whether a review makes sense for your business.`,
      [
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
        { label: 'Try the Calculator First', href: '/resources/cash-flow-calculator', variant: 'outline' },
      ],
    )}
  `,
});
