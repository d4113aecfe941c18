import { html } from 'lit';
import { addMonths, monthYearLabel } from '../../../core/calendar-month';
import { formatUSD } from '../../../core/format';
import { CASH_OUT_METHOD, REFINEMENT_METHOD } from '../../../core/refinement-texts';
import { SITE } from '../../../core/site-map';
import { definePage } from '../../page';
import { captionedTable, ctaBand, faq, pageHero, section } from '../../templates';
import { REFINED_EXAMPLE } from './refined-example';

const REFINED_CAPTION =
  'Revenue $60,000 and expenses $56,000 a month, reserves $25,000, no growth; customers pay in 45 days; construction seasons; from November 2026';

/** The refined forecast's worked example: its first months, and how February's money arrives. */
function refinedExample() {
  const { months, start, cashOut, cashOutUnrefined } = REFINED_EXAMPLE;
  const [, december, january, february] = months;
  /** "February" for the fourth month. */
  const name = (index: number) => monthYearLabel(addMonths(start, index)).split(' ')[0];
  return html`
    <h3>Worked example: paid in 45 days, with a slow winter</h3>
    <p>
      A general contractor earns $60,000 a month and spends $56,000, with $25,000 in the bank and no growth. The plain
      forecast adds $4,000 every month: “${cashOutUnrefined}” Now its customers pay in 45 days, and its revenue follows
      the construction seasons (January earns 70% of an average month, July and August 120%; the year’s $720,000 is
      unchanged). From November 2026:
    </p>
    ${captionedTable(
      REFINED_CAPTION,
      ['Month', 'Earned', 'Received', 'Expenses', 'Cash flow', 'Reserves'],
      months.map((row) => [
        row.month,
        ...[row.earned, row.received, row.expenses, row.cashFlow, row.reserves].map(formatUSD),
      ]),
    )}
    <p>
      ${name(3)} receives half of what ${name(1)} earned and half of what ${name(2)} earned: ½ ×
      ${formatUSD(december.earned)} + ½ × ${formatUSD(january.earned)} = ${formatUSD(february.received)}. The slow
      months’ invoices are paid in the spring, while the bills come every month, and the reserves reach zero:
      “${cashOut}”
    </p>
  `;
}

const calculatorJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'WebApplication',
  name: 'Cash Flow Calculator',
  url: `${SITE.url}/resources/cash-flow-calculator`,
  applicationCategory: 'FinanceApplication',
  operatingSystem: 'Any (runs in a web browser)',
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  provider: { '@type': 'FinancialService', name: SITE.name, url: SITE.url },
};

export default definePage({
  title: 'Free Cash Flow Calculator & Forecast | Crestline Advisory Group',
  description:
    'Free cash flow calculator for small businesses: your margin, runway and risk level, a 12-month forecast and industry benchmarks in 60 seconds, in your browser.',
  keywords:
    'cash flow calculator, small business cash flow calculator, cash runway calculator, cash flow margin, 12-month cash flow forecast, cash flow benchmarks, construction cash flow, manufacturing cash flow, trucking cash flow',
  structuredData: [calculatorJsonLd],
  render: () => html`
    ${pageHero({
      eyebrow: 'Free tool',
      title: 'Cash Flow Calculator',
      lead: 'Enter your monthly revenue, expenses and cash reserves, choose your industry, and see your cash flow margin, runway, risk level and a 12-month forecast. It takes about 60 seconds and runs entirely in your browser.',
      breadcrumbs: [
        { label: 'Home', href: '/' },
        { label: 'Tools', href: '/resources/tools' },
      ],
      actions: [
        { label: 'Start Calculating', href: '#calculator' },
        { label: 'How the Numbers Are Calculated', href: '#how-it-works', variant: 'outline' },
      ],
    })}
    ${section(
      { id: 'calculator', title: 'Calculate your cash flow score', alt: true },
      html`<cashflow-calculator>
        <p class="element-fallback">
          The calculator needs JavaScript, which seems to be turned off or blocked in your browser. Call us at
          ${SITE.phone} or write to <a href=${`mailto:${SITE.email}`}>${SITE.email}</a>, and an advisor will run the
          numbers with you.
        </p>
      </cashflow-calculator>`,
    )}
    ${section(
      { id: 'how-it-works', title: 'How the numbers are calculated', narrow: true },
      html`<div class="prose">
        <p>
          There is no black box. These are the exact formulas the calculator uses, followed by a worked example with the
          figures the form starts with.
        </p>

        <h3>Monthly cash flow</h3>
        <p>
          Monthly cash flow = monthly revenue − monthly expenses. Annual cash flow is twelve times that. A positive
          number is shown in green, a negative one in red.
        </p>

        <h3>Cash flow margin</h3>
        <p>
          Margin = monthly cash flow ÷ monthly revenue × 100 (zero if revenue is zero). A margin of 15% or more is rated
          strong, 5% to 15% average, and below 5% as needing improvement. We suggest aiming for at least 10%.
        </p>

        <h3>Cash runway</h3>
        <p>How many months your cash reserves would carry the business:</p>
        <ul>
          <li>
            If cash flow is negative, runway = reserves ÷ the monthly shortfall. This is the number of months until the
            reserves run out at the current rate.
          </li>
          <li>
            If cash flow is zero or positive, runway = reserves ÷ monthly expenses × (1 + 0.5 × cash flow ÷ expenses).
            This is the number of months of expenses your reserves cover, with partial credit for the monthly surplus,
            because a surplus can shrink quickly if a customer pays late or a job runs over.
          </li>
        </ul>

        <h3>Risk level</h3>
        <p>
          The risk level follows from the runway: <strong>High</strong> under 1 month, <strong>Medium</strong> from 1 to
          3 months, and <strong>Low</strong> above 3 months. Three months of runway is the cushion we recommend for most
          small businesses.
        </p>

        <h3>12-month forecast</h3>
        <p>
          The forecast starts in the current month. Each month, that month’s cash flow is added to your reserves (which
          never go below zero). Then revenue and expenses grow by one twelfth of the annual growth rates you set,
          compounded month by month: 5% a year means each month is 5 ÷ 12 ≈ 0.42% higher than the last. The forecasted
          runway uses the month-12 figures and the same formula as above.
        </p>

        <h3>Refine your forecast</h3>
        <p>
          The forecast above takes every dollar as arriving the month it is earned and every bill as paid at once, with
          no seasons. Under <strong>Refine your forecast</strong> you can say when money really moves; left empty, every
          figure above stays exactly as it is.
        </p>
        ${REFINEMENT_METHOD.map((item) => html`<p><strong>${item.lead}</strong> ${item.text}</p>`)}

        <h3>The month your cash runs out</h3>
        <p>${CASH_OUT_METHOD.lead} ${CASH_OUT_METHOD.text}</p>

        <h3>Industry benchmarks</h3>
        <p>
          Your margin and runway are compared with the average and top-performer figures for your industry and line of
          business. Benchmarks are based on data from the U.S. Small Business Administration and our own client
          insights.
        </p>

        <h3>Worked example</h3>
        ${captionedTable(
          'Monthly revenue $50,000, expenses $40,000, reserves $10,000, growth 5% (revenue) and 3% (expenses)',
          ['Measure', 'Calculation', 'Result'],
          [
            ['Monthly cash flow', '$50,000 − $40,000', '$10,000'],
            ['Cash flow margin', '$10,000 ÷ $50,000', '20.0% (strong)'],
            ['Cash runway', '$10,000 ÷ $40,000 × (1 + 0.5 × 0.25)', '0.3 months'],
            ['Risk level', 'Runway under 1 month', 'High'],
            ['Month-12 cash flow', '$52,340 − $41,114', '$11,226'],
            ['Month-12 reserves', '$10,000 plus 12 months of cash flow', '$137,287'],
          ],
        )}
        <p>
          The example shows why margin and runway both matter: a business keeping 20 cents of every dollar can still be
          one slow-paying customer away from missing payroll if its reserves are thin.
        </p>

        ${refinedExample()}
      </div>`,
    )}
    ${section(
      { title: 'Frequently asked questions', narrow: true, alt: true },
      faq([
        {
          question: 'Is my data sent anywhere?',
          answer:
            'No. The calculator runs in your browser, and the figures you enter are not sent to us or anyone else. Saved scenarios are kept in the page’s memory and disappear when you leave. Only if you choose to request the e-mailed report do we receive your name, e-mail address and company, with the industry and line of business you selected.',
        },
        {
          question: 'How accurate is it?',
          answer:
            'The arithmetic is exact, but the model is deliberately simple. It assumes steady monthly revenue and expenses, growth at a constant rate, and that every dollar of cash flow stays in the business. It sees slow-paying customers, seasons and one-off items such as tax payments and equipment purchases only if you add them under Refine your forecast. Use it as a health check and a starting point, not as a forecast to borrow against.',
        },
        {
          question: 'Which numbers should I enter?',
          answer:
            'Average monthly revenue and total monthly expenses over the last three to six months, including payroll, rent, loan payments and owner pay, and the cash the business can actually use today, not counting credit lines.',
        },
        {
          question: 'What should I do next?',
          answer: html`Read <a href="/resources/articles/cash-flow-calculator">How to Read Your Cash Flow Score</a> for
            what each figure means and the first moves to make. If your risk is Medium or High, or you want a plan built
            on your real books, <a href="/talk-to-expert">talk to an expert</a> or look at our
            <a href="/solutions/business-analysis">Business Analysis</a> review.`,
        },
      ]),
    )}
    ${ctaBand(
      'Turn your score into a plan',
      'An advisor who knows your industry can walk through your results with you and point to the changes that matter most. The first consultation is free.',
      [
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
        { label: 'Explore Our Tools', href: '/resources/tools', variant: 'outline' },
      ],
    )}
  `,
});
