import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { articleCard } from '../../article-card';
import { ARTICLES } from '../../content/articles';
import { definePage } from '../../page';
import { cardGrid, ctaBand, pageHero, section } from '../../templates';

const TOPICS = [
  {
    title: 'Cash flow basics',
    body: 'Reading your margin, runway and forecast; collections, payment terms and building a cash reserve that lets you sleep at night.',
  },
  {
    title: 'Construction',
    body: 'Pay applications, retainage, change orders, WIP schedules and lien waivers: getting paid for the work you have already done.',
  },
  {
    title: 'Manufacturing',
    body: 'Inventory, equipment decisions and the tax rules that change how much cash a plant keeps, from depreciation to the R&D credit.',
  },
  {
    title: 'Transportation',
    body: 'Fuel surcharges, factoring, equipment replacement cycles and the thin margins of trucking, logistics and warehousing.',
  },
  {
    title: 'Tax planning',
    body: 'Year-end timing, entity structure and owner pay, explained in plain English so you know what to ask your CPA.',
  },
  {
    title: 'Growth and succession',
    body: 'Financing growth, valuing the business and preparing it for a sale or the next generation.',
  },
];

export default definePage({
  title: `Cash Flow Research & Articles | ${SITE.name}`,
  description:
    'Practical guides for business owners from Crestline advisors: your cash flow score, construction billing and retainage, and tax strategies for manufacturers.',
  render: () => html`
    ${pageHero({
      eyebrow: 'Resources',
      title: 'Research & Articles',
      lead: 'Practical guides from our advisors for owners of construction, manufacturing, transportation and service businesses. Plain English, real numbers, and the first steps to take.',
      breadcrumbs: [{ label: 'Home', href: '/' }],
    })}
    ${section(
      {
        title: 'Latest articles',
        intro: 'Each article is written by an advisor who works with businesses like yours every day.',
      },
      cardGrid(ARTICLES.map(articleCard)),
    )}
    ${section(
      {
        title: 'Topics we cover',
        intro:
          'We write about the questions clients bring to us most often. If there is a topic you would like us to cover, e-mail us.',
        alt: true,
      },
      html`${cardGrid(TOPICS)}
        <p class="section-more">
          Have a question that is not covered here? Write to <a href=${`mailto:${SITE.email}`}>${SITE.email}</a> or try
          our <a href="/resources/cash-flow-calculator">free cash flow calculator</a>.
        </p>`,
    )}
    ${section(
      {
        title: 'Get new articles by e-mail',
        intro:
          'One practical idea a month for owners of growing businesses, and a note when we publish a new guide. No spam; unsubscribe any time.',
        narrow: true,
      },
      html`<newsletter-form>
        <p class="element-fallback">
          The sign-up form needs JavaScript. To join the newsletter, e-mail us at
          <a href=${`mailto:${SITE.email}`}>${SITE.email}</a> with "Newsletter" in the subject line.
        </p>
      </newsletter-form>`,
    )}
    ${ctaBand(
      'Rather talk it through?',
      'An article can point you in the right direction; an advisor can look at your own numbers. The first consultation is free and comes with no obligation.',
    )}
  `,
});
