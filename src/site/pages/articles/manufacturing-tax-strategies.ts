import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { articlePage } from '../../article-page';
import { ctaBand } from '../../templates';

export default articlePage({
  slug: 'manufacturing-tax-strategies',
  // The article's full title is too long for a search result; this keeps the document title near 60 characters.
  title: `Tax Strategies for Manufacturers | ${SITE.name}`,
  keywords: 'manufacturing tax strategies, Section 179, bonus depreciation, R&D tax credit, LIFO, cost segregation',
  body: () => html`
          <p>
            Manufacturers tie up a great deal of cash in machines, buildings and inventory, and the tax code treats each of them
            in its own way. Used well, those rules lower the tax you pay this year and leave more cash in the business for the
            next machine, the next hire or a thinner month. Used carelessly, they produce a nice deduction and a cash problem.
          </p>
          <p>
            Below are the strategies we review most often with manufacturing clients, with what each one does to your cash. One
            distinction matters throughout: some strategies <strong>defer</strong> tax (you pay less now and more later), while
            others <strong>permanently reduce</strong> it. Both are valuable, but they are not the same thing, and a plan should
            know which is which.
          </p>

          <h2>1. Section 179 expensing and bonus depreciation</h2>
          <p>
            Normally, a machine is deducted over several years through depreciation; most production equipment is depreciated
            over seven years. Two provisions let you deduct much more of the cost in the year the equipment is placed in service:
          </p>
          <ul>
            <li>
              <strong>Section 179 expensing</strong> lets you elect to deduct the cost of qualifying equipment, and certain
              improvements to nonresidential buildings, in the first year. It has an annual dollar limit, which phases out when
              a business buys a large amount of equipment in one year, and it cannot exceed your taxable business income.
            </li>
            <li>
              <strong>Bonus depreciation</strong> allows an additional first-year deduction for qualifying new and used property.
              It has no income limit, so it can create or increase a loss that may carry forward.
            </li>
          </ul>
          <p>
            Congress has changed the limits and the bonus percentage several times in recent years, so we do not quote them
            here: check the current year's figures with your CPA before you plan a purchase around them. Two practical points
            hold regardless. The equipment must be <em>placed in service</em> (installed and ready to use) by year end, not just
            ordered. And some states, Illinois among them, do not follow federal bonus depreciation, so the state benefit can
            be smaller than the federal one.
          </p>
          <p>
            <strong>Cash effect:</strong> a larger deduction this year lowers this year's tax payment. It is mostly a timing
            benefit: the deductions you take now are not available in later years. It is most valuable when the purchase is
            financed, because the tax saving arrives long before the loan is repaid.
          </p>

          <h2>2. The federal R&amp;D credit (Section 41)</h2>
          <p>
            Many manufacturers assume the research credit is for laboratories. It is not. Work that aims to develop or improve a
            product or process, depends on engineering or the physical sciences, starts with real uncertainty about the method or
            the design, and is resolved through a process of experimentation (testing, prototyping, trial runs) can qualify.
            In a machine shop or plant that often includes new product designs, custom tooling and fixtures, process and yield
            improvements, and automation projects.
          </p>
          <p>
            Qualifying costs include the wages of the people who do, directly supervise or support that work, supplies used up
            in it, and part of the cost of contract research. Documentation matters: keep project records, test results and
            time estimates as the work happens, not reconstructed at year end.
          </p>
          <h3>The payroll-tax offset for qualified small businesses</h3>
          <p>
            A credit is only worth cash if you have tax to use it against, which is a problem for young or loss-making companies.
            A qualified small business (generally, gross receipts under $5 million for the year and no gross receipts in any year
            before the five-year period ending with that year) can elect to apply up to $500,000 of the credit each year against
            the employer's share of payroll taxes. The election is made on a timely filed original return, and the offset then
            reduces the payroll tax deposits of the following quarters.
          </p>
          <p>
            The treatment of research expenses under Section 174 has also changed in recent years and interacts with the credit;
            ask your CPA how the current rules apply to your costs. Illinois has its own research credit as well, which your
            advisor can check alongside the federal one.
          </p>
          <p>
            <strong>Cash effect:</strong> a permanent, dollar-for-dollar reduction of tax, and for qualified small businesses, a
            reduction of payroll tax payments even without taxable income.
          </p>

          <h2>3. Inventory methods: LIFO, FIFO and the small-business options</h2>
          <p>
            How you value inventory decides how much of your purchases count as cost of goods sold this year. Under
            <strong>FIFO</strong> (first in, first out), the oldest costs go to cost of goods sold first; under
            <strong>LIFO</strong> (last in, first out), the newest do. When material costs are rising, LIFO puts the higher, more
            recent costs into cost of goods sold, which lowers taxable income.
          </p>
          <p>
            LIFO comes with conditions. It is elected on a tax form, the conformity rule generally requires you to use it in the
            financial statements you give to lenders and owners as well, the bookkeeping is heavier, and if you later draw your
            inventory down, the deferred tax comes back. It suits companies with steady or growing inventory and persistent cost
            inflation. It is rarely worth it when prices are flat.
          </p>
          <p>
            Smaller manufacturers have simpler options. A business that meets the gross receipts test (average annual gross
            receipts for the prior three years under a threshold indexed for inflation, above $30 million in recent years) can
            generally use the cash method of accounting, is exempt from the uniform capitalization rules that push overhead into
            inventory, and can follow simplified inventory methods based on its financial statements or books and records.
            Separately, obsolete or damaged inventory can be written down when it is documented the way the IRS requires.
          </p>
          <p>
            <strong>Cash effect:</strong> mostly timing. Lower taxable income now, for as long as inventory levels and cost
            trends hold.
          </p>

          <h2>4. Cost segregation for owned facilities</h2>
          <p>
            If you own your plant, the building is normally depreciated over 39 years. A cost segregation study, an engineering
            review of the building's costs, identifies components that qualify for much shorter lives: dedicated electrical and
            plumbing for production equipment, process piping, certain specialty flooring, and land improvements such as parking
            lots, fencing and drainage. Those components can be depreciated over 5, 7 or 15 years, and may qualify for bonus
            depreciation.
          </p>
          <p>
            It also works for buildings bought or built in earlier years: an accounting method change lets you claim the missed
            depreciation in the current year, without amending old returns. A study has a fee, so as a rough guide it is worth a
            look for facilities that cost $1 million or more, or after a major renovation or expansion. Keep in mind that faster
            depreciation can mean more tax to recapture when you sell the building.
          </p>
          <p><strong>Cash effect:</strong> timing, often large, and concentrated in the year of the study.</p>

          <h2>5. Timing income and expenses</h2>
          <p>
            Near year end, the question is simple: would you rather pay tax on this income this year or next? If you expect the
            same or a lower rate next year, deferring income and accelerating deductions usually helps. Common moves include:
          </p>
          <ul>
            <li>For cash-method businesses: timing December invoices and paying deductible bills before year end.</li>
            <li>Prepaying certain expenses, such as insurance, that cover no more than 12 months.</li>
            <li>For accrual-method businesses: accruing year-end bonuses to employees who are not owners and paying them within two and a half months after year end.</li>
            <li>Writing off bad debts that are truly uncollectible.</li>
            <li>
              Setting estimated tax payments to what the safe-harbor rules require rather than overpaying; an overpayment is an
              interest-free loan to the IRS until you file.
            </li>
          </ul>
          <p>
            One warning: do not buy what you do not need to save tax. Spending a dollar to save 30 cents leaves you 70 cents
            poorer.
          </p>
          <p><strong>Cash effect:</strong> timing. It moves tax between years and smooths cash, but does not reduce it.</p>

          <h2>6. Entity structure and owner compensation</h2>
          <p>
            How your company is organized (S corporation, C corporation, partnership or LLC) and how owners are paid (salary,
            distributions, retirement contributions) can change the total tax bill every year. S corporation owners must pay
            themselves reasonable compensation, and the balance between salary and distributions affects payroll taxes and the
            qualified business income deduction. A C corporation pays a flat federal rate on its income and can make sense for
            companies that reinvest most of their profit. Retirement plans, from a 401(k) with profit sharing to a cash balance
            plan, can move significant income into tax-deferred savings for owners and key employees. Ask also whether a state
            pass-through entity tax election is available to you and worth making.
          </p>
          <p>
            <strong>Cash effect:</strong> permanent and recurring, but changes take planning and can have costs of their own.
            Structure decisions also affect succession and the value of the business, so they should be made with the whole
            picture in view.
          </p>

          <h2>A worked example</h2>
          <p>
            Consider a hypothetical machine shop with $8 million of annual revenue that owns its building. The figures below are
            <strong>illustrative only</strong>: they assume a combined federal and state marginal rate of 30% on every deduction,
            ignore limits, phase-outs and interactions between the rules, and are not an estimate of what any real company would
            save.
          </p>
          <div class="table-wrap" role="region" tabindex="0" aria-label="Illustrative first-year cash effect (hypothetical figures, 30% assumed combined rate)">
            <table>
              <caption>Illustrative first-year cash effect (hypothetical figures, 30% assumed combined rate)</caption>
              <thead>
                <tr>
                  <th scope="col">Strategy</th>
                  <th scope="col">Assumption</th>
                  <th scope="col">Extra deduction or credit in year 1</th>
                  <th scope="col">Estimated cash effect in year 1</th>
                  <th scope="col">Timing or permanent</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Immediate expensing of a new CNC machine</td>
                  <td>$400,000 machine, fully expensed instead of 7-year depreciation ($57,160 in year 1)</td>
                  <td>$342,840 deduction</td>
                  <td>About $102,900</td>
                  <td>Timing</td>
                </tr>
                <tr>
                  <td>R&amp;D credit</td>
                  <td>$300,000 of qualifying costs this year, $250,000 average in the prior three years, alternative simplified method</td>
                  <td>$24,500 credit</td>
                  <td>About $24,500</td>
                  <td>Permanent</td>
                </tr>
                <tr>
                  <td>Cost segregation study</td>
                  <td>$2,000,000 building; 25% ($500,000) reclassified to shorter lives and expensed in year 1</td>
                  <td>About $485,000 deduction</td>
                  <td>About $145,500</td>
                  <td>Timing</td>
                </tr>
                <tr>
                  <td>LIFO inventory</td>
                  <td>$3,000,000 of inventory; material costs up 4% in the year</td>
                  <td>About $120,000 deduction</td>
                  <td>About $36,000</td>
                  <td>Timing</td>
                </tr>
                <tr>
                  <td><strong>Total</strong></td>
                  <td></td>
                  <td></td>
                  <td><strong>About $308,900</strong></td>
                  <td>Mostly timing</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            Two lessons from the example. First, most of the cash comes from timing strategies, which means later years carry
            less depreciation and a higher tax bill; the plan should reserve for that. Second, the figures only become cash when
            the tax saving is reflected in your estimated payments during the year, not when the return is filed the following
            spring. A good tax plan changes your quarterly estimates.
          </p>

          <h2>Putting it together</h2>
          <p>
            The right mix depends on your profit, your growth plans, whether you own your facility, and what you expect tax rates
            to do. Before a large purchase or at least a quarter before year end, model the options side by side. Our
            <a href="/solutions/tax-illustration">Tax Illustration</a> service does exactly that: it shows the tax and cash effect
            of a decision before you make it, year by year, so you and your CPA can choose with the numbers in front of you. To
            talk through your situation, <a href="/talk-to-expert">schedule a free consultation</a> or call us at ${SITE.phone}.
          </p>
          <p class="notice">
            This article is general information, not tax, legal or accounting advice. Tax rules, limits and percentages change,
            and their application depends on your facts. Consult your CPA or tax advisor before acting on any strategy described
            here.
          </p>
  `,
  cta: ctaBand(
      'See the tax effect before you decide',
      'Talk with our tax team about equipment, inventory and year-end planning for your plant. The first consultation is free.',
    ),
});
