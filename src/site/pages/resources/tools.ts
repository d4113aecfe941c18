import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { articleCard } from '../../article-card';
import { ARTICLES } from '../../content/articles';
import { definePage } from '../../page';
import { actions, cardGrid, checklist, ctaBand, pageHero, section, steps } from '../../templates';

const COMPUTES = [
  html`<strong>Monthly and annual cash flow:</strong> what is left each month after expenses, and twelve times that for
    the year`,
  html`<strong>Cash flow margin:</strong> the share of every dollar of revenue you keep as cash`,
  html`<strong>Cash runway:</strong> how many months your reserves would last`,
  html`<strong>Risk level:</strong> High, Medium or Low, based on your runway`,
  html`<strong>12-month forecast:</strong> revenue, expenses, cash flow and reserves month by month, with a chart and a
    table`,
  html`<strong>Industry benchmarks:</strong> your margin and runway next to the average and top performers in 14 lines
    of construction, manufacturing and transportation, plus a general benchmark for other businesses`,
  html`<strong>What-if scenarios:</strong> save up to three versions of your numbers and compare them side by side`,
];

const HOW_TO = [
  {
    title: 'Enter revenue and expenses',
    body: 'Use a typical month. An average of the last three to six months smooths out seasonal swings.',
  },
  {
    title: 'Enter your cash reserves',
    body: 'Cash in the bank that the business can actually use, not including lines of credit.',
  },
  {
    title: 'Set the growth sliders',
    body: 'Your expected annual growth in revenue and in expenses, from −10% to +20%.',
  },
  {
    title: 'Choose your industry and line',
    body: 'This selects the benchmarks and the tip shown in Industry Insights.',
  },
  {
    title: 'Calculate and explore',
    body: 'Read your score, switch to the forecast and benchmarks, then save scenarios to test changes.',
  },
];

const COMING_SOON = [
  {
    meta: 'Not yet available',
    title: 'Break-Even Calculator',
    body: 'Planned: the monthly sales you need to cover fixed costs at your gross margin, and how a price or cost change moves that point.',
  },
  {
    meta: 'Not yet available',
    title: 'Loan Payment Planner',
    body: 'Planned: the monthly payment on an equipment loan or line of credit, and whether your current cash flow can carry it.',
  },
];

export default definePage({
  title: 'Free Cash Flow & Planning Tools | Crestline Advisory Group',
  description:
    'Free tools for business owners: our Cash Flow Calculator shows margin, runway, risk, a 12-month forecast, industry benchmarks and what-if scenarios.',
  render: () => html`
    ${pageHero({
      eyebrow: 'Resources',
      title: 'Tools',
      lead: 'Free tools to check the financial health of your business in minutes. They run in your browser, and no sign-up is needed.',
      breadcrumbs: [{ label: 'Home', href: '/' }],
      actions: [
        { label: 'Open the Cash Flow Calculator', href: '/resources/cash-flow-calculator' },
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'outline' },
      ],
    })}
    ${section(
      {
        title: 'Cash Flow Calculator',
        intro: 'Enter four numbers, choose your industry and get a cash flow score in about 60 seconds.',
      },
      html`<div class="two-col">
        <div>
          <h3>What it calculates</h3>
          ${checklist(COMPUTES)}
          ${actions([
            { label: 'Open the Calculator', href: '/resources/cash-flow-calculator' },
            { label: 'Use It on the Home Page', href: '/#calculator', variant: 'outline' },
          ])}
        </div>
        <aside class="aside-card">
          <h3>Private by design</h3>
          <p>
            The calculations happen in your browser. Your revenue, expenses and reserves are not sent to us. If you
            request the e-mailed report, the form asks only for your name, e-mail address and company; the industry and
            line of business you chose, and any note you add, go with it. Your figures stay on your device.
          </p>
          <p><a href="/resources/articles/cash-flow-calculator">How to read your cash flow score</a></p>
        </aside>
      </div>`,
    )}
    ${section({ title: 'Using the calculator in five steps', alt: true }, steps(HOW_TO))}
    ${section(
      {
        title: 'Coming soon',
        intro:
          'Two more tools are in development. They are not available yet, and we will announce them in our newsletter when they are.',
      },
      html`${cardGrid(COMING_SOON, 2)}
        <p class="notice">
          Need a break-even point or a loan payment worked out now? Call us at ${SITE.phone} or write to
          <a href=${`mailto:${SITE.email}`}>${SITE.email}</a>, and an advisor will run the numbers with you at no
          charge.
        </p>`,
    )}
    ${section(
      { title: 'Read the guides', intro: 'Practical articles from our advisors to go with the numbers.', alt: true },
      html`${cardGrid(ARTICLES.map(articleCard))}
        <p class="section-more"><a class="button button-outline" href="/resources/articles">View All Articles</a></p>`,
    )}
    ${ctaBand(
      'Want a second pair of eyes on your numbers?',
      'An advisor can walk through your calculator results with you and suggest where to start. The first consultation is free.',
      [
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
        { label: 'Open the Calculator', href: '/resources/cash-flow-calculator', variant: 'outline' },
      ],
    )}
  `,
});
