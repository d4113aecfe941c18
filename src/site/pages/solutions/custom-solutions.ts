import { html } from 'lit';
import { SITE } from '../../../core/site-map';
import { definePage } from '../../page';
import { cardGrid, checklist, ctaBand, faq, pageHero, section, steps } from '../../templates';

const PROJECTS = [
  {
    title: 'Lender and bonding packages',
    body: 'Financial statements, projections, debt schedules and a clear narrative for a new line of credit, an SBA loan, an equipment loan or a higher bonding limit.',
  },
  {
    title: 'Budgeting and forecasting models',
    body: 'An annual budget and a rolling 12-month forecast in a spreadsheet your team can maintain, tied to your chart of accounts and your real drivers.',
  },
  {
    title: 'WIP schedules for contractors',
    body: 'A work-in-progress schedule that calculates percent complete, over- and underbillings and projected job margins the way sureties and banks expect.',
  },
  {
    title: 'Cost studies',
    body: 'The true cost of a product, a job type, a truck or a lane: labor, materials, equipment, fuel and overhead, so prices rest on facts.',
  },
  {
    title: 'Dashboards',
    body: 'A one-page view of cash, receivables, margins, backlog or fleet figures, fed from your accounting system and refreshed on a schedule.',
  },
  {
    title: 'One-off questions',
    body: 'Open a second location? Add a shift? Bring a service in house? We build the model that answers the question you actually have.',
  },
];

const ENGAGEMENT = [
  {
    title: 'Define the question',
    body: 'A free call to pin down what decision the work supports, who will use it and when it is needed.',
  },
  {
    title: 'Written scope and fixed fee',
    body: 'A short proposal listing the deliverables, the data we need, the timeline and a fixed fee, agreed before work starts.',
  },
  {
    title: 'Build with check-ins',
    body: 'We share an early version within the first week or two, so you can correct assumptions before they are baked in.',
  },
  {
    title: 'Deliver and hand over',
    body: 'You receive the finished files and a walk-through, recorded if you like, so your team can use and update them.',
  },
  {
    title: '30 days of support',
    body: 'Questions, fixes and small adjustments in the month after delivery are included in the fee.',
  },
];

const PRINCIPLES = [
  'Everything is delivered in tools you already have, usually Excel or Google Sheets, or your existing reporting software',
  'Formulas are visible and documented; nothing is locked or hidden',
  'Assumptions sit on one tab, clearly labeled, so you can change them',
  'You own the finished work outright',
];

export default definePage({
  title: 'Custom Financial Models & Dashboards | Crestline Advisory Group',
  description:
    'Project work built for your business: lender packages, budgets and forecasts, contractor WIP schedules, cost studies and dashboards, for a fixed fee.',
  render: () => html`
    ${pageHero({
      eyebrow: 'Solutions',
      title: 'Custom Solutions',
      lead: 'Models, schedules and dashboards built around a specific question or deadline, delivered as a project with a fixed scope and a fixed fee.',
      breadcrumbs: [{ label: 'Home', href: '/' }],
      actions: [
        { label: 'Talk to an Expert', href: '/talk-to-expert' },
        { label: 'Contact Us', href: '/contact', variant: 'outline' },
      ],
    })}
    ${section(
      {
        title: 'Projects we take on',
        intro:
          'Typical engagements for contractors, manufacturers, carriers and service firms. If yours is not listed, ask.',
      },
      cardGrid(PROJECTS),
    )}
    ${section(
      {
        title: 'How an engagement runs',
        intro: 'Most projects take two to six weeks, depending on scope and how quickly data is available.',
        alt: true,
      },
      steps(ENGAGEMENT),
    )}
    ${section(
      { title: 'Built to be used after we leave' },
      html`<div class="two-col">
        <div>
          <p>
            A model only your consultant can operate is a liability. We build every deliverable so that your controller,
            bookkeeper or office manager can update it without calling us.
          </p>
          ${checklist(PRINCIPLES)}
        </div>
        <aside class="aside-card">
          <h3>A typical project</h3>
          <p>
            A subcontractor preparing to bid larger public work needs a higher bonding limit. We rebuild its WIP
            schedule, tie it to the general ledger and prepare a package for the surety: two years of statements, a
            backlog summary and a 12-month cash forecast. Afterwards, the owner’s own office staff keep the schedule up
            to date each month.
          </p>
        </aside>
      </div>`,
    )}
    ${section(
      { title: 'Frequently asked questions', narrow: true, alt: true },
      faq([
        {
          question: 'How is a project priced?',
          answer:
            'A fixed fee based on the written scope, agreed before we start. If you ask for something outside the scope, we quote it separately before doing it.',
        },
        {
          question: 'We have a tight deadline. Can you help?',
          answer:
            'Often, yes. Tell us the date on the first call. If we cannot do the work well in the time available, we will say so rather than rush it.',
        },
        {
          question: 'Can a project turn into ongoing support?',
          answer: html`Yes, if you want it to. Dashboards and forecasts are often maintained afterwards as part of
            <a href="/solutions/managed-services">Managed Services</a>, but there is no obligation.`,
        },
        {
          question: 'Do you need access to our accounting system?',
          answer:
            'Usually read-only access or exported reports are enough. We agree the exact data we need in the scope, and it is exchanged securely.',
        },
      ]),
    )}
    ${ctaBand(
      'Have a question the standard reports cannot answer?',
      `Describe the project and your deadline. We will reply with a scope and a fixed fee. Book a call or phone ${SITE.phone}.`,
      [
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
        { label: 'Contact Us', href: '/contact', variant: 'outline' },
      ],
    )}
  `,
});
