import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { articlePage } from '../../article-page';
import { ctaBand } from '../../templates';

export default articlePage({
  slug: 'cash-flow-calculator',
  body: () => html`
          <p>
            Our <a href="/resources/cash-flow-calculator">free cash flow calculator</a> asks for four numbers (monthly revenue,
            monthly expenses, cash reserves and your expected growth) and gives back a handful of results: monthly cash flow,
            cash flow margin, cash runway, a risk level, a 12-month forecast and a comparison with businesses in your line of
            work. Each number answers a different question. This guide explains what each one means, how it is calculated,
            what good looks like, and what to do first when one of them turns red.
          </p>
          <p>
            A word before we start: the calculator works with the figures you type in. If you enter a typical month, you get a
            picture of a typical month. Seasonal businesses (most contractors, many carriers, plenty of manufacturers) should run
            it twice: once for a strong month and once for a slow one.
          </p>

          <h2>Monthly cash flow: the starting point</h2>
          <p>
            Monthly cash flow is simply revenue minus expenses. If you bring in $50,000 in a month and pay out $40,000, your
            monthly cash flow is $10,000, and the calculator shows an annual figure of twelve times that, $120,000.
          </p>
          <p>
            The number is shown in green when it is zero or positive and in red when it is negative. A red figure means the
            business is spending more than it takes in and is drawing on its reserves or its credit line to keep going. One red
            month is not a crisis; a run of them is.
          </p>
          <p>
            For the number to mean anything, "expenses" has to include everything that leaves the bank: payroll and payroll taxes,
            rent, materials, insurance, software, and loan and equipment payments. Owners often leave out debt payments because
            they are not on the profit and loss statement, but they use cash all the same.
          </p>

          <h2>Cash flow margin: how much of each dollar you keep</h2>
          <p>
            Margin is monthly cash flow divided by monthly revenue, shown as a percentage. In the example above, $10,000 of cash
            flow on $50,000 of revenue is a 20% margin: you keep 20 cents of every dollar that comes in. Margin lets you compare
            yourself with businesses of a different size, which a dollar figure cannot do.
          </p>
          <p>The calculator reads your margin against three thresholds:</p>
          <ul>
            <li>
              <strong>Under 5%: needs improvement.</strong> A small surprise (a late customer, a repair, a price increase from a
              supplier) wipes out a month's surplus. There is little room to build reserves.
            </li>
            <li>
              <strong>5% to 10%: average, but below our recommended floor.</strong> The business generates cash, but slowly. Below
              10% the calculator flags your margin and suggests a review of pricing and your largest cost lines.
            </li>
            <li>
              <strong>10% to 15%: healthy.</strong> Enough to fund normal growth and build reserves, and above average for most
              of the industries we track.
            </li>
            <li>
              <strong>15% and above: strong cash generation.</strong> You can fund equipment, hiring and new work largely from
              operations instead of borrowing.
            </li>
          </ul>
          <p>
            What counts as good depends on your industry. A freight carrier at 9% may be ahead of its peers, while a commercial
            builder at 9% is well behind. That is why the Industry Insights tab matters (more on it below).
          </p>

          <h2>Cash runway: how long your reserves would last</h2>
          <p>
            Runway is the number of months your cash reserves would carry the business. The calculator uses one of two formulas,
            depending on whether your monthly cash flow is positive or negative.
          </p>
          <h3>When cash flow is positive (or zero)</h3>
          <p>
            Runway = reserves ÷ monthly expenses × (1 + 0.5 × cash flow ÷ monthly expenses). The first part asks how many
            months of expenses your reserves would cover if revenue stopped. The second part gives you partial credit for your
            surplus: a business that generates cash has a little more cushion than its bank balance alone suggests, so half of the
            surplus, relative to expenses, is added on.
          </p>
          <p>
            With the calculator's starting figures ($50,000 revenue, $40,000 expenses, $10,000 reserves) the result is $10,000 ÷
            $40,000 × (1 + 0.5 × $10,000 ÷ $40,000) = 0.25 × 1.125, or about 0.3 months. That business has a 20% margin and is
            rated High risk, because its reserves would cover barely a week of expenses. Raise the reserves to $80,000 and the
            runway becomes about 2.3 months; at $120,000 it is about 3.4 months.
          </p>
          <h3>When cash flow is negative</h3>
          <p>
            Runway = reserves ÷ the monthly shortfall. If you spend $45,000 a month against $40,000 of revenue, you lose $5,000 a
            month, and $60,000 of reserves lasts 12 months. Here runway is literally the time until the money runs out at the
            current pace.
          </p>
          <p>
            Notice what this means: a business that is losing money but has deep reserves can show a long runway and a Low risk
            rating. Always read runway together with margin. A long runway on a negative margin is time to fix the business, not a
            sign that it is healthy.
          </p>

          <h2>Risk level: High, Medium or Low</h2>
          <p>The risk level is driven by runway alone:</p>
          <div class="table-wrap" role="region" tabindex="0" aria-label="Risk level: High, Medium or Low">
            <table>
              <thead>
                <tr>
                  <th scope="col">Risk level</th>
                  <th scope="col">Runway</th>
                  <th scope="col">What it means</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>High (red)</td>
                  <td>Under 1 month</td>
                  <td>One slow month or one late customer could leave you unable to meet payroll. Act now.</td>
                </tr>
                <tr>
                  <td>Medium (orange)</td>
                  <td>1 to 3 months</td>
                  <td>A limited buffer. Most months are fine, but a bad quarter would hurt. Monitor cash weekly.</td>
                </tr>
                <tr>
                  <td>Low (green)</td>
                  <td>More than 3 months</td>
                  <td>A healthy cushion. Keep building it, and put surplus cash to work deliberately.</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            Three months is the runway we recommend for most small businesses. If you are below it, the calculator shows how far a
            10% cut in expenses would extend your runway, which is a useful sense of scale even if a 10% cut is not the right move
            for you.
          </p>

          <h2>The 12-month forecast and its trend</h2>
          <p>
            The Forecast tab projects the next 12 months, starting with the current one. Each month, that month's cash flow is
            added to your reserves (which never go below zero in the projection). Then revenue and expenses grow by your annual
            growth rates divided by 12, compounded month by month.
          </p>
          <p>
            The trend compares month 12's cash flow with month 1's. More than 10% higher is <strong>improving</strong>, more than
            10% lower is <strong>declining</strong>, and anything in between is <strong>stable</strong>. With the starting
            figures, 5% revenue growth and 3% expense growth, cash flow rises from $10,000 to about $11,200 a month: improving.
            Keep revenue flat and let expenses grow 6% a year, and it falls to about $7,700: declining, even though nothing looks
            wrong this month.
          </p>
          <p>
            That is the forecast's real value. When expenses grow faster than revenue, the calculator warns you, because the gap
            compounds quietly. Wage increases, insurance renewals and rent escalators are the usual culprits. The forecast also
            tells you in which month, if any, your reserves would run out, and what your runway would be a year from now.
          </p>

          <h2>Industry benchmarks: are you ahead or behind?</h2>
          <p>
            The Industry Insights tab compares your margin and runway with the averages for your industry and line of business,
            and shows the margin that top performers in that line achieve. A difference of less than one point (or one month) is
            reported as on par; otherwise you are shown as better than or below the benchmark. Some examples from the calculator:
          </p>
          <div class="table-wrap" role="region" tabindex="0" aria-label="Industry benchmarks: are you ahead or behind?">
            <table>
              <thead>
                <tr>
                  <th scope="col">Line of business</th>
                  <th scope="col">Average margin</th>
                  <th scope="col">Top performers</th>
                  <th scope="col">Average runway</th>
                </tr>
              </thead>
              <tbody>
                <tr><td>General Contractor</td><td>15%</td><td>25%</td><td>2.5 months</td></tr>
                <tr><td>Automotive Parts</td><td>11%</td><td>19%</td><td>2.3 months</td></tr>
                <tr><td>Freight Trucking</td><td>7%</td><td>14%</td><td>1.5 months</td></tr>
                <tr><td>Warehousing</td><td>15%</td><td>24%</td><td>3.2 months</td></tr>
              </tbody>
            </table>
          </div>
          <p>
            The benchmarks draw on published small-business data from a government agency and on what we see across our own
            clients. Treat them as a reference point, not a verdict: a young, fast-growing business often runs thinner than the
            average because it is investing ahead of revenue. Each line also comes with one practical tip, such as milestone
            billing for general contractors or fuel surcharges for trucking companies.
          </p>

          <h2>What-if scenarios: test a decision before you make it</h2>
          <p>
            Once you have a result, you can save it as a named scenario, change the inputs and compare. You can keep up to three
            scenarios side by side, each showing monthly cash flow, margin, runway and risk level, with the percentage change
            against your current result. Useful comparisons to run:
          </p>
          <ul>
            <li>Hiring: add the fully loaded monthly cost of the new person to expenses, with and without the revenue you expect them to bring.</li>
            <li>A price increase: raise revenue by 3% or 5% with expenses unchanged, and see what it does to margin.</li>
            <li>Losing your largest customer: take their monthly revenue out and check whether you would still be Medium risk or better.</li>
            <li>An equipment purchase: lower reserves by the down payment and add the monthly payment to expenses.</li>
          </ul>
          <p>Scenarios are held only in your browser for the current visit; nothing you type is sent to us.</p>

          <h2>First moves when a number is red</h2>
          <p>
            A red figure is a prompt to act, not a reason to panic. These are the moves we usually make first with clients,
            roughly in order of how quickly they produce cash:
          </p>
          <ol>
            <li>
              <strong>Collect what you are already owed.</strong> List every open invoice by age. Call about anything past due,
              send invoices the day work is done, and ask your best customers whether they would pay faster for a small early
              payment discount.
            </li>
            <li>
              <strong>Bill everything you have earned.</strong> Unbilled change orders, time and materials never invoiced, and
              late pay applications are the most common source of "hidden" cash we find.
            </li>
            <li>
              <strong>Pause spending that can wait.</strong> Defer non-essential purchases and discretionary projects for 60 to 90
              days while you rebuild a cushion. Keep paying taxes, payroll and critical suppliers.
            </li>
            <li>
              <strong>Talk to suppliers and your lender early.</strong> Longer terms or a line of credit are far easier to arrange
              before you are in trouble than during it.
            </li>
            <li>
              <strong>Fix the margin.</strong> Once cash is stable, review pricing, job and customer profitability, and your
              three largest cost lines. This takes longer but is what stops the problem from coming back.
            </li>
          </ol>
          <p>
            If your runway is under a month, or your margin has been negative for more than a quarter, do not wait. An advisor
            can usually identify the first few weeks of actions in a single conversation.
            <a href="/talk-to-expert">Talk to an expert</a> or call us at ${SITE.phone}.
          </p>
          <p class="notice">
            The calculator gives an estimate based on the figures you enter. It is a starting point for a conversation, not a
            substitute for a review of your actual books.
          </p>
  `,
  cta: ctaBand(
      'Want a second opinion on your numbers?',
      'Run the free calculator, then talk it through with an advisor who knows your industry. The first consultation is free.',
      [
        { label: 'Calculate Your Score', href: '/resources/cash-flow-calculator', variant: 'light' },
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'outline' },
      ],
    ),
});
