import { html } from 'lit';
import { SITE } from '../../core/site-map';
import { definePage } from '../page';
import { cardGrid, checklist, ctaBand, faq, pageHero, section, steps } from '../templates';

const mailto = `mailto:${SITE.email}`;

const COVERS = [
  'A walk through your current cash position: what is coming in, what is going out, and how many months of runway you have',
  'Your calculator results in plain English, including how your margin and runway compare with businesses in your line of work',
  'The two or three changes most likely to free up cash soonest, such as billing timing, collection habits or supplier terms',
  'Any decision you are weighing right now: a hire, an equipment purchase, a line of credit, a large bid or a year-end tax move',
  'Whether one of our services would help, and if not, what you can do on your own',
];

const PRACTICES = [
  {
    meta: 'Industry practice',
    title: 'Construction',
    body: 'General and specialty contractors: draw schedules, retainage, change orders, job costing and bonding capacity.',
  },
  {
    meta: 'Industry practice',
    title: 'Manufacturing',
    body: 'Job shops and product manufacturers: inventory and work in process, equipment financing, R&D credits and depreciation.',
  },
  {
    meta: 'Industry practice',
    title: 'Transportation',
    body: 'Carriers, logistics providers and warehouses: fuel and maintenance swings, factoring, fleet replacement and per-mile costs.',
  },
  {
    meta: 'Industry practice',
    title: 'Business Services',
    body: 'Professional and technical service firms: utilization, retainers, recurring billing and the cash cost of growing a team.',
  },
];

const PREPARE = [
  html`Your most recent <strong>profit and loss statement</strong>, ideally year to date plus last full year`,
  html`A current <strong>balance sheet</strong>`,
  html`Your <strong>accounts receivable aging</strong> report, so we can see who owes you and for how long`,
  html`Your <strong>calculator results</strong>, if you have run them.
    <a href="/resources/cash-flow-calculator">The free cash flow calculator</a> takes about a minute`,
  html`A short list of the questions or decisions you most want to talk about`,
];

const NEXT = [
  {
    title: 'Choose a time',
    body: 'Pick any free 30-minute slot in the next two weeks, shown in your own time zone. Tell us your industry and we offer the times of an advisor from that practice.',
  },
  {
    title: 'Tell us who you are',
    body: 'Your name, e-mail, company and what you would like to talk about. If you come from the calculator, your figures come with you, so your advisor has read them before the call.',
  },
  {
    title: 'Get your invitation',
    body: 'You and your advisor each receive a calendar invitation by e-mail at once, and a reminder the day before. Its links let you move or cancel the meeting.',
  },
  {
    title: 'Share what you have',
    body: 'If you are comfortable doing so, send the documents above before the call through the secure link we provide. It is optional, but it makes the 30 minutes far more specific.',
  },
  {
    title: 'Have the conversation',
    body: 'A 30-minute call by phone or video, or in person at our Arlington Heights office if you prefer. You leave with practical next steps either way.',
  },
  {
    title: 'Get a short written summary',
    body: 'Afterwards we e-mail a brief summary of what we discussed. If a paid engagement makes sense, we explain the scope and fee in writing; you decide if and when.',
  },
];

const QUESTIONS = [
  {
    question: 'Is the consultation really free?',
    answer:
      'Yes. The first 30-minute consultation costs nothing and commits you to nothing. We offer it because most owners want to know whether we understand their business before they hire anyone, and this is the best way to show them.',
  },
  {
    question: 'Will I get a sales pitch?',
    answer:
      'You will talk to an advisor, not a salesperson. If one of our services would help, they will say so and explain why; if it would not, they will say that too. Most of the call is spent on your numbers and your questions.',
  },
  {
    question: 'Do I have to send financial statements?',
    answer:
      'No. They make the conversation more specific, but you can have a useful call with nothing more than your calculator results or a rough idea of your monthly revenue and expenses.',
  },
  {
    question: 'Is this tax, legal or investment advice?',
    answer:
      'The consultation is a general conversation to understand your situation and point you in the right direction. Specific tax, accounting or financial advice is given only once we have agreed an engagement in writing and reviewed your full picture.',
  },
  {
    question: 'What if my business is not in one of your four industries?',
    answer:
      'Book anyway. Many cash flow problems look the same whatever you sell, and if we are not the right fit we will tell you honestly and, where we can, suggest who might be.',
  },
  {
    question: 'Can I bring my business partner or bookkeeper?',
    answer:
      'Please do. The person who keeps your books often has the answers to our questions, and partners usually want to hear the same thing at the same time.',
  },
];

export default definePage({
  title: 'Schedule a Free Consultation | Crestline Advisory Group',
  description:
    'Book a free 30-minute consultation with a Crestline advisor from your industry practice. Review your cash flow and calculator results, with no obligation.',
  render: () => html`
    ${pageHero({
      breadcrumbs: [{ label: 'Home', href: '/' }],
      eyebrow: 'Free 30-minute consultation',
      title: 'Talk to an Expert',
      lead: 'Spend 30 minutes with an advisor who works with businesses like yours every day. Bring your numbers and your questions; leave with a clearer picture of your cash flow and practical next steps. No cost, no obligation.',
      actions: [
        { label: 'Choose a Time', href: '#request' },
        { label: 'Run the Calculator First', href: '/resources/cash-flow-calculator', variant: 'outline' },
      ],
    })}
    ${section(
      {
        title: 'What the consultation covers',
        intro: 'Every call is shaped around your business, but most cover some or all of the following.',
      },
      checklist(COVERS),
    )}
    ${section(
      {
        title: 'Who you will talk to',
        intro:
          'Your call is with an advisor from the industry practice that matches your business, so you spend the time on your questions instead of explaining how your industry works.',
        alt: true,
      },
      cardGrid(PRACTICES, 4),
    )}
    ${section(
      {
        title: 'What to prepare',
        intro:
          'None of this is required, but the more we can see, the more specific the advice. Whatever you share stays confidential.',
      },
      checklist(PREPARE),
    )}
    ${section({ title: 'What happens next', alt: true }, steps(NEXT))}
    ${section(
      {
        id: 'request',
        title: 'Book your consultation',
        intro: 'Choose a free time, tell us who you are, and the meeting is in both our calendars.',
      },
      html`<div class="two-col">
        <div>
          <meeting-picker>
            <p class="element-fallback">
              Booking online needs JavaScript. To book a consultation, call us at
              <a href=${SITE.phoneHref}>${SITE.phone}</a> or e-mail <a href=${mailto}>${SITE.email}</a> with your name,
              company, industry and a few times that suit you.
            </p>
          </meeting-picker>
        </div>
        <aside class="aside-card">
          <h3>Before you book</h3>
          ${checklist([
            html`<strong>No obligation.</strong> The consultation is free, and you are under no pressure to hire us
              afterwards.`,
            html`<strong>Confidential.</strong> Only the advisors preparing for your call see what you send, and we
              never sell your information.`,
            html`<strong>Our hours.</strong> Advisors meet Monday–Friday, 8:00 a.m.–5:30 p.m. Central; the times are
              shown in your own time zone.`,
          ])}
          <p>
            Prefer to talk now? Call <a href=${SITE.phoneHref}>${SITE.phone}</a>. Read how we handle your information in
            our <a href="/privacy-policy">Privacy Policy</a>.
          </p>
        </aside>
      </div>`,
    )}
    ${section({ title: 'Questions about the consultation', narrow: true, alt: true }, faq(QUESTIONS))}
    ${ctaBand(
      'Not ready to talk yet?',
      'Start with the free cash flow calculator or read what our advisors have written for owners in your industry. The offer of a consultation stands whenever you are ready.',
      [
        { label: 'Open the Calculator', href: '/resources/cash-flow-calculator', variant: 'light' },
        { label: 'Read Our Articles', href: '/resources/articles', variant: 'outline' },
      ],
    )}
  `,
});
