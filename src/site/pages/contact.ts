import { html } from 'lit';
import { SITE } from '../../core/site-map';
import { definePage } from '../page';
import { cardGrid, ctaBand, faq, pageHero, section } from '../templates';

const mailto = `mailto:${SITE.email}`;

const QUESTIONS = [
  {
    question: 'How quickly will I hear back?',
    answer:
      'Within one business day. Messages that arrive after 5:30 p.m. Central, or on a weekend or holiday, are answered the next business day. If something is time-sensitive, such as a payroll you are not sure you can meet, call us instead of writing.',
  },
  {
    question: 'Do you only work with businesses in Illinois?',
    answer:
      'No. Our office is in Arlington Heights, and many of our clients are in the Chicago area, but we work with businesses across the United States by phone, video and secure file exchange. Where a question depends on state tax rules, we tell you so and work with your local CPA where needed.',
  },
  {
    question: 'Can I visit the office?',
    answer:
      'Yes, by appointment. Tell us when you would like to come in and we will make sure the right advisor is available. Most first conversations happen by phone or video, which saves you the trip.',
  },
  {
    question: 'Is what I send you kept confidential?',
    answer: html`Yes. Only the people who need to read your message to answer it will see it, and we do not sell or rent
      your information. Please do not send full account numbers or Social Security numbers through the form; we will set
      up a secure way to exchange documents if we start working together. Our
      <a href="/privacy-policy">Privacy Policy</a> has the details.`,
  },
  {
    question: 'I am already a client. Should I use this form?',
    answer:
      'You can, and we will pass your message to your advisor, but it is quicker to contact your advisor directly or to call the main line and ask for them.',
  },
];

export default definePage({
  title: 'Contact Our Arlington Heights Advisors | Crestline Advisory Group',
  description:
    'Call, e-mail or write to Crestline Advisory Group in Arlington Heights, IL. Our advisors answer every message within one business day, Monday to Friday.',
  render: () => html`
    ${pageHero({
      breadcrumbs: [{ label: 'Home', href: '/' }],
      eyebrow: 'Contact',
      title: 'Contact Crestline Advisory Group',
      lead: 'Have a question about your cash flow, a tax decision or one of our services? Send us a note or call. A real person reads every message and replies within one business day.',
    })}
    ${section(
      {
        title: 'Send us a message',
        intro:
          'Tell us a little about your business and what is on your mind. The more specific you are, the more useful our first answer will be.',
      },
      html`<div class="two-col">
        <div>
          <lead-form kind="contact">
            <p class="element-fallback">
              This form needs JavaScript. You can call us at <a href=${SITE.phoneHref}>${SITE.phone}</a> or e-mail
              <a href=${mailto}>${SITE.email}</a> instead.
            </p>
          </lead-form>
        </div>
        <aside class="aside-card">
          <h3>Reach us directly</h3>
          <ul class="contact-list">
            <li><strong>Phone</strong> <a href=${SITE.phoneHref}>${SITE.phone}</a></li>
            <li><strong>E-mail</strong> <a href=${mailto}>${SITE.email}</a></li>
            <li>
              <strong>Office</strong>
              <address>
                ${SITE.name}<br />
                ${SITE.address.street}<br />
                ${SITE.address.city}, ${SITE.address.region} ${SITE.address.postalCode}
              </address>
            </li>
            <li><strong>Office hours</strong> Monday–Friday, 8:00 a.m.–5:30 p.m. Central</li>
          </ul>
          <h3>When we answer</h3>
          <p>
            We reply to every message and voicemail within one business day. Office visits are by appointment, so please
            call or write before you come in.
          </p>
        </aside>
      </div>`,
    )}
    ${section(
      {
        title: 'Other ways to reach us',
        intro: 'If you already know what you need, these routes get you to the right person faster.',
        alt: true,
      },
      cardGrid(
        [
          {
            title: 'Schedule a free consultation',
            body: 'Book a free 30-minute call with an advisor from your industry practice to talk through your cash flow, your calculator results or a decision you are weighing.',
            href: '/talk-to-expert',
            linkLabel: 'Talk to an Expert',
          },
          {
            title: 'Talk to sales',
            body: 'Comparing providers or ready to start an engagement? Our sales team explains the options, how pricing works and what a proposal includes.',
            href: '/sales',
            linkLabel: 'Talk to Sales',
          },
        ],
        2,
      ),
    )}
    ${section({ title: 'Common questions', narrow: true }, faq(QUESTIONS))}
    ${ctaBand(
      'Want a head start before we talk?',
      'Run your numbers through the free cash flow calculator. It takes about a minute, runs in your browser, and gives us something concrete to discuss.',
      [
        { label: 'Open the Calculator', href: '/resources/cash-flow-calculator', variant: 'light' },
        { label: 'Read Our Articles', href: '/resources/articles', variant: 'outline' },
      ],
    )}
  `,
});
