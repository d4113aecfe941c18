import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { CLAIMS, HIDDEN_OPPORTUNITIES_QUOTE } from '../../content/clients';
import { definePage } from '../../page';
import { cardGrid, ctaBand, pageHero, quote, section, type Card } from '../../templates';

interface Testimonial {
  text: string;
  name: string;
  role: string;
}

/** Client testimonials grouped by industry. The first is the one shown on the calculator's results. */
const TESTIMONIALS: readonly { industry: string; items: readonly Testimonial[] }[] = [
  {
    industry: 'Construction',
    items: [
      {
        text: `Within 6 months of working with ${SITE.shortName}, our cash flow improved by 30%. We finally see problems coming months ahead instead of at the bank.`,
        name: 'Maria Delgado',
        role: 'Owner, Delgado Concrete & Masonry',
      },
      HIDDEN_OPPORTUNITIES_QUOTE,
    ],
  },
  {
    industry: 'Manufacturing',
    items: [
      {
        text: 'We had never claimed the R&D credit because we thought it was for laboratories. They showed us that our tooling and process work qualified, and helped us document it properly so we could stand behind the claim.',
        name: 'Priya Natarajan',
        role: 'CFO, Precision Parts Manufacturing',
      },
      {
        text: 'Before we added a second press brake, they ran leasing and buying side by side, with the tax and cash effect for each year. We leased, and kept our cash for the steel we needed for our largest order that summer.',
        name: 'Frank Novak',
        role: 'Owner, Novak Metal Fabrication',
      },
    ],
  },
  {
    industry: 'Transportation',
    items: [
      {
        text: 'Fuel was eating our margin and our customers were paying whenever they felt like it. A proper fuel surcharge and same-day invoicing did more for our bank balance than any new contract.',
        name: 'Tom Brennan',
        role: 'President, Lakeshore Freight Lines',
      },
      {
        text: 'The 13-week cash forecast changed how we run the company. We see the tight weeks a month in advance, and our conversations with the bank are completely different.',
        name: 'Angela Ruiz',
        role: 'Operations Director, Northgate Logistics & Warehousing',
      },
    ],
  },
  {
    industry: 'Business Services',
    items: [
      {
        text: 'Our clients were taking almost 60 days to pay us while we paid our staff every week. New terms, invoices sent on the day and a simple follow-up routine brought that close to 40, and payroll Fridays are no longer stressful.',
        name: 'Jason Whitfield',
        role: 'Managing Partner, Whitfield Staffing Group',
      },
    ],
  },
];

const caseStudy = (challenge: string, work: string, result: string) => html`
  <strong>Challenge:</strong> ${challenge}<br />
  <strong>What we did:</strong> ${work}<br />
  <strong>Result:</strong> ${result}
`;

const CASE_STUDIES: readonly Card[] = [
  {
    meta: 'Construction · Concrete subcontractor',
    title: 'Delgado Concrete & Masonry',
    body: caseStudy(
      'A growing subcontractor with profitable jobs and less than a month of cash runway. Retainage of 10% on every commercial job, pay applications that regularly missed the cut-off, and extra work done on verbal approval.',
      'Built a billing calendar around each project’s pay-application cut-off, collected lien waivers with every application, put written, priced change orders in place before any extra work, added retainage release to the closeout checklist, and set up a weekly 13-week cash forecast.',
      'Monthly cash flow up 30% within six months, and the owner now sees tight weeks well before they arrive.',
    ),
  },
  {
    meta: 'Transportation · Freight trucking',
    title: 'Lakeshore Freight Lines',
    body: caseStudy(
      'Rising diesel costs the rates did not reflect, customers averaging more than 50 days to pay, and a line of credit that was always close to its limit.',
      'Introduced a fuel surcharge tied to the weekly national average diesel price, moved to invoicing on the day of delivery with proof of delivery attached, offered an early-payment discount to the largest shippers, and used factoring only for two slow-paying brokers.',
      'Collection time down by about three weeks, margin protected when fuel prices rose, and the credit line paid down within the year.',
    ),
  },
  {
    meta: 'Manufacturing · Precision machining',
    title: 'Precision Parts Manufacturing',
    body: caseStudy(
      'Heavy spending on equipment and engineering, no research credit ever claimed, and quarterly estimated taxes set well above what the year required.',
      'Reviewed engineering and tooling projects against the research credit rules with the company’s CPA, modelled a new five-axis machine purchase year by year through a Tax Illustration, and brought estimated payments in line with projected tax.',
      'A documented research credit for the current and open prior years, a machine purchase timed to the deduction, and more cash kept in the business during the year instead of waiting for a refund.',
    ),
  },
];

export default definePage({
  title: `Client Testimonials & Case Studies | ${SITE.name}`,
  description:
    'What construction, manufacturing, transportation and service business owners say about working with Crestline Advisory Group, with three short case studies.',
  render: () => html`
    ${pageHero({
      eyebrow: 'Resources',
      title: 'Client Testimonials',
      lead: 'Owners of construction, manufacturing, transportation and service businesses on what changed after working with our advisors, in their own words.',
      breadcrumbs: [{ label: 'Home', href: '/' }],
    })}
    ${section(
      { title: 'Trusted by 10,000+ SMBs' },
      html`<ul class="stats">
          ${CLAIMS.map((claim) => html`<li class="stat"><strong>${claim.value}</strong><span>${claim.label}</span></li>`)}
        </ul>
        <p class="notice">
          Results vary: the figures on this page are averages and individual experiences, and individual results are not
          guaranteed.
        </p>`,
    )}
    ${section(
      { title: 'In their own words', alt: true },
      html`${TESTIMONIALS.map(
        (group) => html`
          <h3>${group.industry}</h3>
          ${group.items.map((item) => quote(item.text, item.name, item.role))}
        `,
      )}`,
    )}
    ${section(
      {
        title: 'Client stories',
        intro: 'Three engagements in brief: what the business was facing, what we did together, and what changed.',
      },
      html`${cardGrid(CASE_STUDIES)}
        <p class="section-more">
          The work above drew on our <a href="/solutions/business-analysis">Business Analysis</a>,
          <a href="/solutions/managed-services">Managed Services</a> and
          <a href="/solutions/tax-illustration">Tax Illustration</a> services.
        </p>`,
    )}
    ${ctaBand(
      'Could your business be the next story?',
      'Start with the free cash flow calculator, or talk with an advisor who knows your industry. The first consultation is free and comes with no obligation.',
      [
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
        { label: 'Calculate Your Score', href: '/resources/cash-flow-calculator', variant: 'outline' },
      ],
    )}
  `,
});
