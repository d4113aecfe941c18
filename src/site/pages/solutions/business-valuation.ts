import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { definePage } from '../../page';
import { cardGrid, checklist, ctaBand, faq, pageHero, section, steps } from '../../templates';

const USES = [
  {
    title: 'Selling the business',
    body: 'Know what the business is worth, and why, before you talk to buyers or brokers, so you can judge an offer instead of guessing.',
  },
  {
    title: 'Succession planning',
    body: 'Passing the business to family, managers or employees, with a value everyone can see the basis for and a plan for funding the transfer.',
  },
  {
    title: 'Buy-sell agreements',
    body: 'Setting or updating the price or formula in your buy-sell agreement, so a death, disability or departure does not turn into a dispute.',
  },
  {
    title: 'SBA and bank loans',
    body: 'SBA loans to buy a business often require an independent valuation from a qualified source. We prepare reports with lenders in mind.',
  },
  {
    title: 'Gifting and estate planning',
    body: 'Valuations to support IRS gift and estate tax filings, including discounts for minority interests and lack of marketability where they apply.',
  },
  {
    title: 'Disputes',
    body: 'Shareholder and partner disagreements, divorce and other matters where an independent, well-supported value is needed.',
  },
];

const APPROACHES = [
  {
    meta: 'Approach 1',
    title: 'Income approach',
    body: 'Values the business on the cash it can be expected to generate, by capitalizing normalized earnings or discounting a forecast at a rate that reflects its risk.',
  },
  {
    meta: 'Approach 2',
    title: 'Market approach',
    body: 'Compares the business with sales of similar private companies and with public companies in the same industry, adjusted for size, growth and risk.',
  },
  {
    meta: 'Approach 3',
    title: 'Asset approach',
    body: 'Starts from the fair value of what the business owns minus what it owes. Often important for equipment-heavy contractors, carriers and holding companies.',
  },
];

const PROCESS = [
  {
    title: 'Scoping call',
    body: 'We confirm the purpose, the valuation date, the interest being valued and who will rely on the report, then agree a fixed fee.',
  },
  {
    title: 'Document request',
    body: 'You receive a tailored list of what we need. Most clients gather it within one to two weeks.',
  },
  {
    title: 'Management interview',
    body: 'We spend one to two hours with you on operations, customers, competition, key people and the outlook.',
  },
  {
    title: 'Analysis',
    body: 'We normalize the financial statements, research the industry and comparable transactions, and apply the approaches that fit.',
  },
  {
    title: 'Draft review and final report',
    body: 'You check the draft for factual accuracy, then we issue the signed report and walk you through the conclusion.',
  },
];

const WHAT_WE_NEED = [
  'Financial statements and federal tax returns for the last three to five years',
  'Year-to-date financial statements and the same period last year',
  'Accounts receivable and payable aging as of the valuation date',
  'A fixed asset and equipment list, with any recent appraisals',
  'Debt schedules, leases and major contracts',
  'Ownership details, operating or shareholder agreements and any existing buy-sell agreement',
  'Owner compensation and any personal or one-time expenses run through the business',
  'Budgets or forecasts, if you have them, and your backlog for contractors',
];

export default definePage({
  title: 'Certified Business Valuation | Crestline Advisory Group',
  description:
    'Business valuations by credentialed analysts (ABV, CVA) for a sale, succession, buy-sell agreements, SBA loans, gift and estate filings or disputes.',
  render: () => html`
    ${pageHero({
      eyebrow: 'Solutions',
      title: 'Certified Business Valuation',
      lead: 'A defensible value for your business, prepared by credentialed valuation analysts (ABV, CVA) and explained in plain English, for a sale, succession, financing or the IRS.',
      breadcrumbs: [{ label: 'Home', href: '/' }],
      actions: [
        { label: 'Talk to an Expert', href: '/talk-to-expert' },
        { label: 'See What We Need', href: '#what-we-need', variant: 'outline' },
      ],
    })}
    ${section(
      {
        title: 'When owners need a valuation',
        intro:
          'The purpose shapes the standard of value, the level of detail and who can rely on the report, so we start every engagement there.',
      },
      cardGrid(USES),
    )}
    ${section(
      { title: 'Who prepares it', alt: true },
      html`<div class="two-col">
        <div>
          <p>
            Every valuation is prepared by credentialed valuation analysts holding the ABV (Accredited in Business
            Valuation) or CVA (Certified Valuation Analyst) credential, and reviewed by a second analyst before it is
            issued. Our work follows the professional valuation standards that apply to those credentials, and reports
            intended for the IRS follow the principles the IRS sets out for valuing closely held businesses.
          </p>
          <p>
            We value businesses like the ones we advise every day: contractors, manufacturers, carriers, logistics firms
            and service companies. That matters when it comes to judging backlog, equipment, customer concentration and
            the realities of your trade.
          </p>
        </div>
        <aside class="aside-card">
          <h3>Two levels of report</h3>
          <ul>
            <li>
              <strong>Conclusion of value:</strong> the full analysis and report, for a sale, lenders, the IRS, buy-sell
              agreements or disputes.
            </li>
            <li>
              <strong>Calculation of value:</strong> a narrower, faster engagement using agreed procedures, suited to
              internal planning.
            </li>
          </ul>
        </aside>
      </div>`,
    )}
    ${section(
      {
        title: 'How we arrive at a value',
        intro: 'We consider all three recognized approaches and explain why we relied on some more than others.',
      },
      cardGrid(APPROACHES),
    )}
    ${section(
      {
        title: 'Process and timeline',
        intro: 'Most valuations take three to six weeks from the day we have your documents.',
        alt: true,
      },
      steps(PROCESS),
    )}
    ${section(
      {
        id: 'what-we-need',
        title: 'What we need from you',
        intro: 'A complete set of documents at the start is the single biggest factor in how quickly we finish.',
        narrow: true,
      },
      html`${checklist(WHAT_WE_NEED)}
        <p class="notice">
          Documents are exchanged through a secure file link and used only for the valuation. If something on the list
          does not exist, tell us; we will work out an alternative.
        </p>`,
    )}
    ${section(
      { title: 'Frequently asked questions', narrow: true, alt: true },
      faq([
        {
          question: 'What does a valuation cost?',
          answer:
            'A fixed fee agreed before we start. It depends on the purpose, the level of report, the number of entities and how complex the business is. We quote after the scoping call.',
        },
        {
          question: 'Will the value be what a buyer pays?',
          answer:
            'Not necessarily. A valuation estimates value under a defined standard, usually fair market value. An actual price depends on the buyer, deal terms and timing. A good valuation tells you whether an offer is reasonable.',
        },
        {
          question: 'Will the report be accepted by my lender or the IRS?',
          answer:
            'Our reports are prepared by credentialed analysts and written to support lending decisions and tax filings. Acceptance is always the decision of the lender or the IRS; we ask your lender about any specific requirements before we start.',
        },
        {
          question: 'Can you testify if the valuation is challenged?',
          answer:
            'Tell us at the start if the valuation may be used in litigation. Expert testimony and litigation support are scoped and priced separately.',
        },
        {
          question: 'How often should a buy-sell agreement value be updated?',
          answer:
            'Many owners update it every year or two, and after any major change such as a large contract, an acquisition or the loss of a key customer.',
        },
      ]),
    )}
    ${ctaBand(
      'Find out what your business is worth',
      `Start with a free scoping call about the purpose and timing. Book online or call ${SITE.phone}.`,
      [
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
        { label: 'Contact Us', href: '/contact', variant: 'outline' },
      ],
    )}
  `,
});
