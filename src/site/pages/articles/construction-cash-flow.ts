import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { articlePage } from '../../article-page';
import { ctaBand } from '../../templates';

export default articlePage({
  slug: 'construction-cash-flow',
  // The article's full title is too long for a search result; this keeps the document title near 60 characters.
  title: `Construction Cash Flow & Retainage | ${SITE.name}`,
  keywords: 'construction cash flow, retainage, pay applications, change orders, WIP schedule, over billing, under billing',
  body: () => html`
          <p>
            Every year we meet contractors whose jobs are profitable on paper and who still struggle to make payroll. The
            backlog is strong, the estimates were sound, the crews are busy, and the bank balance keeps shrinking. This is not a
            contradiction. In construction, profit and cash arrive at different times, and the gap between them is where good
            companies get into trouble. This article explains where that gap comes from and the habits that close it.
          </p>

          <h2>Why profitable contractors run short of cash</h2>
          <h3>Retainage holds back your profit</h3>
          <p>
            Most commercial contracts let the owner or general contractor withhold 5% to 10% of each payment until the job is
            substantially complete, and sometimes until closeout. On a $1,000,000 contract with 10% retainage, $100,000 sits in
            someone else's bank account for the life of the job. If the job's profit margin is 8%, retainage is larger than the
            whole profit: you have financed the work and will not see your margin until the punch list is done and the final
            paperwork is accepted.
          </p>
          <h3>Pay-when-paid pushes the owner's delays down to you</h3>
          <p>
            Subcontracts often say the sub will be paid when the general contractor is paid. A pay-when-paid clause is usually
            read as a timing provision; a pay-if-paid clause tries to shift the risk that the owner never pays at all. How these
            clauses are enforced varies from state to state, so have a construction attorney review them before you sign rather
            than after a payment goes missing. Illinois has prompt payment laws for both public and private projects, and they
            are worth knowing, but they do not make a slow payment arrive any faster on the day you need it.
          </p>
          <h3>Draws are slow, and one missing document stops them</h3>
          <p>
            A monthly pay application goes to the architect or lender for review, then to the owner, and the money follows 30 to
            60 days later if everything is in order. In the Chicago area many projects pay through a title company escrow that
            requires a sworn statement and lien waivers from every subcontractor and supplier before it releases funds. One
            missing waiver can hold up the whole draw.
          </p>
          <h3>Costs come first</h3>
          <p>
            Materials, equipment mobilization, bonds and insurance are paid at the start, and payroll goes out every week.
            Revenue, on the other hand, comes in monthly, in arrears, less retainage. The faster you grow, the wider the gap:
            every new job needs working capital before it pays anything back. That is why rapid growth is one of the most
            common causes of a cash squeeze in construction.
          </p>

          <h2>Billing practices that bring cash in sooner</h2>
          <ul>
            <li>
              <strong>Build a careful schedule of values.</strong> Break the contract into line items that match how the work is
              actually done, so each month's progress can be billed and approved without argument. Vague, lumped line items
              invite disputes and partial approvals.
            </li>
            <li>
              <strong>Front-load carefully, if at all.</strong> Weighting early items such as mobilization, general conditions and
              submittals slightly more heavily is common and reasonable. Inflating them is not: architects and lenders reject
              aggressive schedules, it creates over billing you will have to give back later, and it damages trust with the
              owner.
            </li>
            <li>
              <strong>Use milestone billing where the contract allows it.</strong> On residential and smaller commercial work,
              invoicing at each completed phase (foundation, framing, rough-ins, drywall) means cash arrives as the work is done
              instead of at the end.
            </li>
            <li>
              <strong>Submit pay applications on time, every month.</strong> Know each project's cut-off date and submit complete
              applications before it. A pay app that misses the cut-off by two days can wait a full month.
            </li>
            <li>
              <strong>Manage lien waivers as part of billing.</strong> Collect conditional waivers from your subs and suppliers
              with each pay app, and sign unconditional waivers only after your own payment has cleared. The Illinois Mechanics
              Lien Act has strict notice deadlines; track them for every job.
            </li>
            <li>
              <strong>Chase retainage as soon as it is due.</strong> Put retainage release on the project closeout checklist, ask
              whether the contract allows a reduction once the job is half complete, and send the closeout documents the owner
              needs without waiting to be asked.
            </li>
          </ul>

          <h2>Change orders: written, priced and approved before the work</h2>
          <p>
            Unbilled and disputed change orders are the most common source of lost cash we find in contractors' books. The
            pattern is familiar: the superintendent agrees on site to extra work, the crew does it, and the paperwork follows
            weeks later, if at all. By then the owner remembers the conversation differently. Three rules prevent most of it:
          </p>
          <ol>
            <li><strong>In writing.</strong> Every change is documented, even when the owner's representative asks for it verbally.</li>
            <li><strong>Priced.</strong> Labor, materials, equipment, overhead and markup, plus any effect on the schedule.</li>
            <li><strong>Approved before the work starts,</strong> except for genuine emergencies, which are documented the same day.</li>
          </ol>
          <p>
            Then bill approved change orders on the next pay application, not at the end of the job. Track pending change orders
            separately so you know how much cash depends on approvals you do not yet have.
          </p>

          <h2>The WIP schedule: over billing and under billing</h2>
          <p>
            A work-in-progress (WIP) schedule compares, for every open job, what you have earned with what you have billed. Using
            the percentage-of-completion method, the percentage complete is costs to date divided by total estimated costs, and
            earned revenue is that percentage of the contract value.
          </p>
          <div class="table-wrap" role="region" tabindex="0" aria-label="Illustrative WIP schedule for two jobs">
            <table>
              <caption>Illustrative WIP schedule for two jobs</caption>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">Contract</th>
                  <th scope="col">Estimated cost</th>
                  <th scope="col">Cost to date</th>
                  <th scope="col">% complete</th>
                  <th scope="col">Earned</th>
                  <th scope="col">Billed</th>
                  <th scope="col">Over / (under)</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Job A</td><td>$1,200,000</td><td>$1,000,000</td><td>$400,000</td><td>40%</td><td>$480,000</td><td>$560,000</td><td>$80,000</td>
                </tr>
                <tr>
                  <td>Job B</td><td>$600,000</td><td>$500,000</td><td>$300,000</td><td>60%</td><td>$360,000</td><td>$300,000</td><td>($60,000)</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            <strong>Over billing</strong> (Job A) means you have billed ahead of the work. The cash is welcome, but it is not
            profit: it is owed back to the job in labor and materials still to come. Spending it on overhead or another job is
            borrowing from Job A's future. <strong>Under billing</strong> (Job B) means you have done work you have not billed.
            Sometimes that is timing; often it is an unbilled change order or a cost overrun hiding in the numbers. Bonding
            companies and banks read the WIP schedule closely, and persistent under billing is one of the first things they
            question.
          </p>
          <p>Review the WIP schedule monthly, job by job, with the project managers in the room. It is the single best early warning a contractor has.</p>

          <h2>Equipment: lease, rent or buy?</h2>
          <p>
            Buying equipment outright drains cash you may need for payroll and materials, even when the purchase makes sense in
            the long run. Before you buy, look at how often the machine will actually work. Equipment that sits more than it runs
            is usually cheaper to rent by the job. Equipment you use every week on most jobs is a candidate to own, financed so
            the payments line up with the revenue it earns. Leasing sits in between: it keeps cash in the business and makes
            costs predictable, at a higher total cost over time. Tax rules such as Section 179 expensing can make buying more
            attractive, but a tax deduction does not give you back the cash on the day you write the check; ask your CPA to run
            both options with your numbers.
          </p>

          <h2>A 13-week cash forecast</h2>
          <p>
            Monthly financial statements tell you where you were. A rolling 13-week cash forecast tells you where you are going,
            week by week, which is the rhythm in which contractors actually pay their bills. A simple version has:
          </p>
          <ul>
            <li>Starting cash for each week.</li>
            <li>Expected receipts by job and pay application, on the date you realistically expect them, less retainage.</li>
            <li>Payroll and payroll taxes, every week or every other week.</li>
            <li>Payments to subcontractors and suppliers, by due date.</li>
            <li>Equipment and loan payments, insurance, rent and estimated taxes.</li>
            <li>Ending cash, compared with the minimum balance you want to keep.</li>
          </ul>
          <p>
            Update it every week and compare last week's forecast with what actually happened. Within a couple of months you will
            know which customers pay late, which weeks are tight, and whether you need a line of credit before you need it
            urgently. If keeping a forecast like this is more than your office can take on, our
            <a href="/solutions/managed-services">managed services team</a> can run it for you as part of monthly controller
            support.
          </p>

          <h2>How do you compare? Benchmarks from our calculator</h2>
          <p>
            Our <a href="/resources/cash-flow-calculator">free cash flow calculator</a> compares your numbers with the averages for
            your line of business. For the two most common construction lines:
          </p>
          <div class="table-wrap" role="region" tabindex="0" aria-label="How do you compare? Benchmarks from our calculator">
            <table>
              <thead>
                <tr>
                  <th scope="col">Line of business</th>
                  <th scope="col">Average cash flow margin</th>
                  <th scope="col">Top performers</th>
                  <th scope="col">Average runway</th>
                </tr>
              </thead>
              <tbody>
                <tr><td>General Contractor</td><td>15%</td><td>25%</td><td>2.5 months</td></tr>
                <tr><td>Subcontractor</td><td>12%</td><td>20%</td><td>1.8 months</td></tr>
              </tbody>
            </table>
          </div>
          <p>
            Subcontractors typically run thinner margins and shorter runways than general contractors: they carry labor and
            material costs and wait for the GC to be paid first. For general contractors, the tip we give most often is milestone
            billing. For subcontractors with slow-paying GCs, invoice factoring can turn approved invoices into cash within days;
            it has a cost, so use it for specific gaps rather than as a permanent habit.
          </p>

          <h2>Where to start</h2>
          <p>
            Pick the two or three habits above that your company does least well and fix those first. For most contractors that
            means change orders, pay application timing and a weekly cash forecast. If you would like an outside view, a
            <a href="/solutions/business-analysis">Business Analysis</a> reviews your jobs, billing and collections and shows you
            where cash is getting stuck. You can also call us at ${SITE.phone}.
          </p>
          <p class="notice">
            This article is general information for contractors, not legal or tax advice. Contract terms, lien rights and
            payment laws vary by project and state; ask your attorney and CPA how they apply to you.
          </p>
  `,
  cta: ctaBand(
      'Get paid for the work you have already done',
      'Talk with an advisor from our construction practice about retainage, billing and your WIP schedule. The first consultation is free.',
    ),
});
