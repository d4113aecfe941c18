import { html } from 'lit';
import { SITE } from '../../core/site-map';
import { CLAIMS, HIDDEN_OPPORTUNITIES_QUOTE } from '../content/clients';
import { definePage } from '../page';
import { cardGrid, checklist, ctaBand, pageHero, quote, section, steps } from '../templates';

const mailto = `mailto:${SITE.email}`;

const OPTIONS = [
  {
    meta: 'Fixed-fee project',
    title: 'Business Analysis',
    body: 'A full review of where your cash goes: margins by job or product line, billing and collection habits, supplier terms and overhead, with a prioritized list of changes and the cash each one is worth.',
    href: '/solutions/business-analysis',
    linkLabel: 'About Business Analysis',
  },
  {
    meta: 'Fixed-fee project',
    title: 'Tax Illustration',
    body: 'Side-by-side projections of the federal and state tax effect of a decision before you make it: buying or leasing equipment, timing income and expenses, choosing an entity, or paying yourself differently.',
    href: '/solutions/tax-illustration',
    linkLabel: 'About Tax Illustration',
  },
  {
    meta: 'Fixed-fee project',
    title: 'Certified Business Valuation',
    body: 'A documented, defensible opinion of value prepared by a credentialed valuation professional, for a sale, a buy-sell agreement, succession or estate planning, or a lender.',
    href: '/solutions/business-valuation',
    linkLabel: 'About Business Valuation',
  },
  {
    meta: 'Monthly plan',
    title: 'Managed Services',
    body: 'Your outsourced controller and CFO team: monthly close, cash flow forecasting, job costing, reporting you can act on, and a standing meeting with your advisor.',
    href: '/solutions/managed-services',
    linkLabel: 'About Managed Services',
  },
  {
    meta: 'Quoted per project',
    title: 'Custom Solutions',
    body: 'Dashboards, financial models, lender packages, system clean-ups and one-off projects built around the way your business actually runs.',
    href: '/solutions/custom-solutions',
    linkLabel: 'About Custom Solutions',
  },
];

const PRICING = [
  {
    title: 'Fixed fees for projects',
    body: 'Business Analysis, Tax Illustration and Certified Business Valuation are priced as a fixed fee agreed in writing before work starts. You know the full cost up front, and asking a follow-up question does not start a meter running.',
  },
  {
    title: 'Monthly plans for managed services',
    body: 'Managed Services is a flat monthly fee set by the work involved: how many entities and bank accounts, transaction volume, how often you want reporting, and whether you need job costing or inventory tracking. Plans can change as you grow.',
  },
  {
    title: 'Quotes after a scoping call',
    body: 'Every engagement starts with a short, free scoping call. We then send a written proposal with the scope, deliverables, timeline and fee. Custom Solutions are always quoted this way, because no two projects are alike.',
  },
];

const FEE_FACTORS = [
  'The size and complexity of the business: revenue, number of entities, locations and lines of business',
  'The condition of your books today, and whether we need to clean up past periods first',
  'Deadlines, such as a lender meeting, a closing date or a tax filing date',
  'How much of the work your team does and how much you want us to take on',
];

const PROCESS = [
  {
    title: 'Scoping call',
    body: 'A 20–30 minute call to understand your business, what you need and by when. No cost and no commitment.',
  },
  {
    title: 'Written proposal',
    body: 'Usually within three business days: scope, deliverables, timeline, fee and who will do the work.',
  },
  {
    title: 'Engagement letter',
    body: 'When you are ready, we sign an engagement letter that sets out exactly what we will do. Work starts only then.',
  },
  {
    title: 'Kick-off',
    body: 'We gather documents through a secure link, meet your team, and agree the first milestones and check-ins.',
  },
];

export default definePage({
  title: 'Talk to Sales: Engagements & Pricing | Crestline Advisory Group',
  description:
    'Comparing advisory firms or ready to engage? See Crestline engagement options and how pricing works: fixed-fee projects, monthly plans and written quotes.',
  render: () => html`
    ${pageHero({
      breadcrumbs: [{ label: 'Home', href: '/' }],
      eyebrow: 'Talk to Sales',
      title: 'Find the right engagement for your business',
      lead: 'Whether you are comparing providers or ready to get started, we will help you choose the right service, explain exactly what it costs, and put it all in writing before any work begins.',
      actions: [
        { label: 'Contact Sales', href: '#sales-form' },
        { label: 'Compare Engagement Options', href: '#options', variant: 'outline' },
      ],
    })}
    ${section(
      {
        id: 'options',
        title: 'Engagement options',
        intro:
          'Most clients start with one project and add more as they see results. You can also combine services; a Business Analysis is often the first step before Managed Services.',
      },
      cardGrid(OPTIONS, 3),
    )}
    ${section(
      { title: 'How pricing works', intro: 'Clear fees agreed in advance, with no surprise invoices.', alt: true },
      html`${cardGrid(PRICING, 3)}
        <h3>What affects the fee</h3>
        ${checklist(FEE_FACTORS)}
        <p class="notice">
          If the scope changes once work has started, we tell you before doing anything extra and agree the change in
          writing. You will never receive an invoice for work you did not approve.
        </p>`,
    )}
    ${section({ title: 'From first call to kick-off' }, steps(PROCESS))}
    ${section(
      { title: 'Why owners choose Crestline', alt: true },
      html`${cardGrid(
          CLAIMS.map((claim) => ({ title: claim.value, body: claim.label })),
          4,
        )}
        ${quote(HIDDEN_OPPORTUNITIES_QUOTE.text, HIDDEN_OPPORTUNITIES_QUOTE.name, HIDDEN_OPPORTUNITIES_QUOTE.role)}
        <p><a href="/resources/testimonials">Read more from our clients</a></p>`,
    )}
    ${section(
      {
        id: 'sales-form',
        title: 'Contact our sales team',
        intro: 'Tell us what you are looking for and we will reply within one business day to set up a scoping call.',
      },
      html`<div class="two-col">
        <div>
          <lead-form kind="sales">
            <p class="element-fallback">
              This form needs JavaScript. You can reach our sales team at <a href=${SITE.phoneHref}>${SITE.phone}</a> or
              <a href=${mailto}>${SITE.email}</a>.
            </p>
          </lead-form>
        </div>
        <aside class="aside-card">
          <h3>Comparing providers?</h3>
          <p>Questions worth asking any advisory firm, including us:</p>
          <ul>
            <li>Who exactly will do the work, and what is their experience in my industry?</li>
            <li>Is the fee fixed, and what happens if the scope changes?</li>
            <li>What will I receive, and when?</li>
            <li>How do I reach my advisor between meetings?</li>
          </ul>
          <p>
            Just want to talk through your numbers first? <a href="/talk-to-expert">Book a free consultation</a> with an
            advisor instead.
          </p>
        </aside>
      </div>`,
    )}
    ${ctaBand(
      'Not sure which service fits?',
      'Start with a free 30-minute consultation. An advisor from your industry practice will look at your situation and recommend a starting point, even if that is something you can do yourself.',
      [
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
        { label: 'Try the Cash Flow Calculator', href: '/resources/cash-flow-calculator', variant: 'outline' },
      ],
    )}
  `,
});
