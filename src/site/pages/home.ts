import { html, nothing } from 'lit';
import { HEADLINE_VARIANTS, type HeadlineVariant } from '../../contracts/insights-fields';
import { SITE } from '../../core/site-map';
import { articleCard } from '../article-card';
import { ARTICLES } from '../content/articles';
import { CLAIMS, CLIENT_STRIP, HIDDEN_OPPORTUNITIES_QUOTE } from '../content/clients';
import { definePage } from '../page';
import { organizationJsonLd } from '../structured-data';
import { actions, cardGrid, ctaBand, quote, section } from '../templates';

const DEFAULT_HEADLINE = 'Master Your Cash Flow in 60 Seconds';

/**
 * The hero's headlines (issue 22's experiment): every one is in the page, and the stylesheet shows the
 * one `data-headline-variant` on <html> names, set from <head> before the first paint (shell.html),
 * so the headline never changes on screen. `?headline=` previews one.
 */
const HEADLINES: Readonly<Record<HeadlineVariant, string>> = {
  default: DEFAULT_HEADLINE,
  action: 'Calculate Your Cash Flow Score Now, Free',
  problem: 'Profitable on Paper but Short on Cash? Find Out Why in 60 Seconds',
  benefit: 'Free Up Cash and Plan With Confidence in 60 Seconds',
  industry: 'Cash Flow Clarity for Contractors, Manufacturers and Carriers',
};

const BENEFITS = [
  {
    title: 'Data-Driven Insights',
    body: 'See your margin, runway and risk the way a lender sees them, and compare them with businesses in your line of work.',
  },
  {
    title: 'Revenue Optimization',
    body: 'Find the pricing, billing and collection changes that bring cash in sooner without chasing new customers.',
  },
  {
    title: 'Strategic Planning',
    body: 'Test hires, equipment purchases and growth plans against a 12-month forecast before you commit.',
  },
  {
    title: 'Time Efficiency',
    body: 'Get answers in minutes instead of waiting for month-end reports, and spend your time running the business.',
  },
];

const clientItems = (hidden: boolean) =>
  CLIENT_STRIP.map(
    (client) =>
      html`<li aria-hidden=${hidden ? 'true' : nothing}>
        <strong>${client.name}</strong><span>${client.industry}</span>
      </li>`,
  );

export default definePage({
  title: 'Free Cash Flow Calculator & Advisory for Small Businesses | Crestline Advisory Group',
  description:
    'Get your cash flow score in 60 seconds, free. Crestline Advisory Group helps construction, manufacturing and transportation businesses keep more cash.',
  keywords:
    'cash flow calculator, small business cash flow, cash flow forecast, construction cash flow, manufacturing tax strategy, financial advisory Arlington Heights',
  structuredData: [organizationJsonLd()],
  render: () => html`
    <section class="hero">
      <div class="container hero-grid">
        <div>
          <p class="eyebrow">Free cash flow calculator</p>
          <h1 tabindex="-1" data-headline>
            ${HEADLINE_VARIANTS.map((variant) => html`<span data-variant=${variant}>${HEADLINES[variant]}</span>`)}
          </h1>
          <p class="lead">
            Enter four numbers and get your cash flow margin, runway, risk level and a 12-month forecast, benchmarked
            against businesses like yours. Then talk it through with an advisor who knows your industry.
          </p>
          ${actions([
            { label: 'Calculate Now', href: '#calculator' },
            { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'outline' },
          ])}
        </div>
        <ul class="hero-points" aria-label="Why owners use it">
          <li><strong>60 seconds</strong><span>from your numbers to your score</span></li>
          <li><strong>15 industry lines</strong><span>of benchmarks, from general contractors to warehousing</span></li>
          <li><strong>Private</strong><span>the calculator runs in your browser; nothing is sent</span></li>
        </ul>
      </div>
    </section>

    <section class="section section-trust" aria-labelledby="trust-title">
      <div class="container">
        <h2 class="section-title" id="trust-title">Trusted by 10,000+ SMBs</h2>
        <ul class="stats">
          ${CLAIMS.map((claim) => html`<li class="stat"><strong>${claim.value}</strong><span>${claim.label}</span></li>`)}
        </ul>
        <div class="client-strip" aria-label="Some of our clients">
          <ul class="client-strip-track">
            ${clientItems(false)} ${clientItems(true)}
          </ul>
        </div>
        ${quote(HIDDEN_OPPORTUNITIES_QUOTE.text, HIDDEN_OPPORTUNITIES_QUOTE.name, HIDDEN_OPPORTUNITIES_QUOTE.role)}
      </div>
    </section>

    <section class="section section-alt" id="calculator" aria-labelledby="calculator-title">
      <div class="container">
        <div class="section-head">
          <h2 class="section-title" id="calculator-title">${DEFAULT_HEADLINE}</h2>
          <a class="section-link" href="/resources/tools">View All Tools</a>
        </div>
        <cashflow-calculator>
          <p class="element-fallback">
            The calculator needs JavaScript. You can also call us at ${SITE.phone} and an advisor will run the numbers
            with you.
          </p>
        </cashflow-calculator>
      </div>
    </section>

    ${section(
      {
        title: 'What you get from working with us',
        intro: 'The calculator is the start. Our advisors turn the numbers into a plan.',
      },
      cardGrid(BENEFITS, 4),
    )}
    ${section(
      { title: 'Research & Articles', alt: true },
      html`${cardGrid(ARTICLES.map(articleCard))}
        <p class="section-more"><a class="button button-outline" href="/resources/articles">View All Articles</a></p>`,
    )}
    ${ctaBand()}
    ${section(
      {
        title: 'Cash flow tips in your inbox',
        intro: 'One practical idea a month for owners of growing businesses. No spam; unsubscribe any time.',
        narrow: true,
      },
      html`<newsletter-form></newsletter-form>`,
    )}
  `,
  // A preview reached by a link inside the site (the <head> script handles a page load).
  enhance(_main, url) {
    const preview = url.searchParams.get('headline');
    if (!preview || !(HEADLINE_VARIANTS as readonly string[]).includes(preview)) return;
    document.documentElement.setAttribute('data-headline-variant', preview);
    document.documentElement.setAttribute('data-headline-preview', '');
  },
});
