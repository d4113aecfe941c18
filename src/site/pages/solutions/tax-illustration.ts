import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { definePage } from '../../page';
import { cardGrid, checklist, ctaBand, faq, pageHero, section, steps } from '../../templates';

const DECISIONS = [
  {
    title: 'Entity choice',
    body: 'Sole proprietorship, LLC, S corporation or C corporation: what each would mean for your federal and Illinois taxes, self-employment tax and the cash you keep.',
  },
  {
    title: 'Equipment purchases',
    body: 'Buy, finance or lease a truck, machine or piece of heavy equipment, and what the choice does to this year’s tax bill and the next several.',
  },
  {
    title: 'Section 179 and bonus depreciation',
    body: 'Whether to deduct an asset’s cost in the year you buy it or spread it out, and how the limits and income rules apply to your business.',
  },
  {
    title: 'Owner compensation',
    body: 'The mix of salary and distributions for S corporation owners, reasonable compensation, and the effect on payroll tax, retirement contributions and the QBI deduction.',
  },
  {
    title: 'Year-end planning',
    body: 'Timing income and expenses, prepaying costs, retirement plan contributions and bonuses, modeled before December 31 while there is still time to act.',
  },
  {
    title: 'Growth and exit moves',
    body: 'Adding a location, buying a competitor, bringing in a partner or selling the business: the tax side of the deal, seen before you sign.',
  },
];

const PROCESS = [
  {
    title: 'Describe the decision',
    body: 'You tell us what you are weighing and by when. We ask for last year’s return, this year’s numbers to date and the details of each option.',
  },
  {
    title: 'Bring in your CPA',
    body: 'With your permission we contact your CPA to confirm the facts, the filing position and anything they already have in motion.',
  },
  {
    title: 'Model the options',
    body: 'We build each option side by side, year by year, showing taxable income, federal and Illinois tax, and the cash effect.',
  },
  {
    title: 'Review together',
    body: 'We walk you and your CPA through the illustration, the assumptions behind it and what would change the answer.',
  },
  {
    title: 'You decide, your CPA files',
    body: 'You make the call. Your CPA remains responsible for your returns; we stay available if the facts change.',
  },
];

const ILLUSTRATION_INCLUDES = [
  'Each option side by side, over the years that matter (usually three to five)',
  'Federal and Illinois income tax, self-employment and payroll tax where relevant',
  'The cash effect after tax, including loan payments or lease costs',
  'Every assumption written down, so your CPA can check it',
  'A one-page summary you can keep with your planning notes',
];

export default definePage({
  title: 'Tax Illustration & Planning | Crestline Advisory Group',
  description:
    'See the tax effect of a decision before you make it: entity choice, equipment purchases, Section 179, owner pay and year-end moves, modeled with your CPA.',
  render: () => html`
    ${pageHero({
      eyebrow: 'Solutions',
      title: 'Tax Illustration',
      lead: 'See the tax effect of a decision before you make it. We model your options side by side, in dollars and by year, and review them with your CPA.',
      breadcrumbs: [{ label: 'Home', href: '/' }],
      actions: [
        { label: 'Talk to an Expert', href: '/talk-to-expert' },
        {
          label: 'Read: Tax Strategies for Manufacturers',
          href: '/resources/articles/manufacturing-tax-strategies',
          variant: 'outline',
        },
      ],
    })}
    ${section(
      {
        title: 'Decisions we illustrate',
        intro:
          'Most tax surprises come from decisions made for good business reasons without anyone running the numbers first.',
      },
      cardGrid(DECISIONS),
    )}
    ${section(
      { title: 'Done with your CPA, not around them', alt: true },
      html`<div class="two-col">
        <div>
          <p>
            A tax illustration is planning, not tax preparation. We do not file your returns or replace the CPA who
            knows your history. We give you and your CPA a clear, checkable model of the options so the decision is made
            on facts rather than rules of thumb.
          </p>
          <p>
            If you do not have a CPA, we will tell you so and suggest you engage one before acting on any illustration.
          </p>
          ${checklist(ILLUSTRATION_INCLUDES)}
        </div>
        <aside class="aside-card">
          <h3>Good to know</h3>
          <ul>
            <li><strong>Turnaround:</strong> usually one to two weeks once we have your information</li>
            <li><strong>Fee:</strong> fixed per decision, agreed up front</li>
            <li><strong>Best timing:</strong> before you sign, and for year-end planning, by early November</li>
          </ul>
        </aside>
      </div>`,
    )}
    ${section(
      {
        id: 'example',
        title: 'A worked example: buying a $200,000 machine',
        intro:
          'A simplified illustration of the kind we prepare. The figures are for explanation only, not advice for your business.',
      },
      html`<div class="prose">
        <p>
          A manufacturer organized as an S corporation plans to buy a $200,000 CNC machine, financed over five years at
          8%. The owners want to know whether to deduct the full cost this year under Section 179 or take regular
          depreciation over the machine’s seven-year recovery period. We assume a combined federal and Illinois marginal
          rate of 30% for simplicity.
        </p>
        <div
          class="table-wrap"
          role="region"
          tabindex="0"
          aria-label="Year-one effect of two depreciation choices (illustrative)"
        >
          <table>
            <caption>
              Year-one effect of two depreciation choices (illustrative)
            </caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Section 179 in year one</th>
                <th scope="col">Regular 7-year depreciation</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Machine cost</th>
                <td>$200,000</td>
                <td>$200,000</td>
              </tr>
              <tr>
                <th scope="row">Deduction in year one</th>
                <td>$200,000</td>
                <td>$28,580</td>
              </tr>
              <tr>
                <th scope="row">Tax saved in year one (at 30%)</th>
                <td>$60,000</td>
                <td>$8,574</td>
              </tr>
              <tr>
                <th scope="row">Loan payments in year one</th>
                <td>$48,663</td>
                <td>$48,663</td>
              </tr>
              <tr>
                <th scope="row">Year-one cash effect after tax and payments</th>
                <td>+$11,337</td>
                <td>−$40,089</td>
              </tr>
              <tr>
                <th scope="row">Deductions left for later years</th>
                <td>$0</td>
                <td>$171,420</td>
              </tr>
              <tr>
                <th scope="row">Total deductions over the machine’s life</th>
                <td>$200,000</td>
                <td>$200,000</td>
              </tr>
            </tbody>
          </table>
        </div>
        <h3>What the example shows</h3>
        <p>
          Both choices deduct the same $200,000 in the end. Section 179 moves the deduction forward, which in this case
          leaves more cash in year one than the loan payments take out. Regular depreciation keeps deductions for later
          years, which is worth more if the owners expect higher income or higher tax rates then.
        </p>
        <p>A real illustration goes further. It checks, among other things:</p>
        <ul>
          <li>that the Section 179 deduction fits within the year’s dollar limit and the business income limit;</li>
          <li>how the deduction affects the owners’ qualified business income (QBI) deduction;</li>
          <li>the Illinois personal property replacement tax paid by the S corporation;</li>
          <li>depreciation recapture if the machine is sold or traded in early;</li>
          <li>
            the interest on the loan, which is deductible under either choice and left out of the table for simplicity;
          </li>
          <li>whether bonus depreciation or a lease would be the better tool.</li>
        </ul>
        <p>
          Limits and rates change with tax law and inflation adjustments; we use the figures in force for your tax year
          and confirm them with your CPA.
        </p>
      </div>`,
    )}
    ${section({ title: 'How it works', alt: true }, steps(PROCESS))}
    ${section(
      { title: 'Frequently asked questions', narrow: true },
      faq([
        {
          question: 'Is a tax illustration the same as tax advice?',
          answer:
            'It is analysis to support a decision. Your CPA or tax attorney remains your tax adviser of record and decides how positions are reported on your return. That is why we review every illustration with them.',
        },
        {
          question: 'Can you guarantee the savings shown?',
          answer:
            'No. An illustration shows what happens under stated assumptions. If your income, the law or the facts change, the result changes too, and we flag the assumptions that matter most.',
        },
        {
          question: 'When should we ask for one?',
          answer:
            'Before you sign: before buying equipment, changing entity type or setting owner pay for the year. For year-end planning, the earlier in the fourth quarter, the more options remain open.',
        },
        {
          question: 'What does it cost?',
          answer:
            'A fixed fee per decision, agreed before we start. Year-end planning covering several moves is quoted as one package.',
        },
      ]),
    )}
    ${ctaBand(
      'Weighing a decision with tax consequences?',
      `Tell us what you are considering. Book a call or phone ${SITE.phone}; we will say whether an illustration would help.`,
    )}
  `,
});
