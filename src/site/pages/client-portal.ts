import { html } from 'lit';
import { SITE } from '../../core/site-map';
import { definePage } from '../page';
import { cardGrid, ctaBand, faq, pageHero, section } from '../templates';

const mailto = `mailto:${SITE.email}`;

const FEATURES = [
  {
    title: 'Secure document exchange',
    body: 'Upload statements, payroll reports and tax documents, and download your deliverables, from one encrypted place instead of e-mail attachments.',
  },
  {
    title: 'Reports and dashboards',
    body: 'See your monthly financials, cash flow forecast and key measures as soon as they are ready, with past reports kept in one history.',
  },
  {
    title: 'Messaging with your advisor',
    body: 'Ask a question, share a file and keep the whole conversation with your advisor in one thread that your team can follow.',
  },
];

const QUESTIONS = [
  {
    question: 'When will the portal launch?',
    answer:
      'We are building and testing it now, and will open it once we are satisfied that it is secure and easy to use. Sign up below and we will e-mail you when it is available.',
  },
  {
    question: 'I am a current client. Does anything change for me today?',
    answer:
      'No. Keep sending and receiving documents through the secure file links your advisor has given you, and contact your advisor the way you do now. We will tell every client personally before anything changes.',
  },
  {
    question: 'I lost my secure file link or it has expired. What should I do?',
    answer: html`Contact your advisor or call us at <a href=${SITE.phoneHref}>${SITE.phone}</a>, and we will send you a
      new one. Please do not send sensitive documents as ordinary e-mail attachments in the meantime.`,
  },
  {
    question: 'Will I need to pay for the portal?',
    answer:
      'We do not plan to charge clients separately for the portal, and we will confirm the details before it launches.',
  },
];

export default definePage({
  title: 'Client Portal: Coming Soon | Crestline Advisory Group',
  description:
    'The Crestline client portal is coming soon, with secure document exchange, reports and dashboards, and messaging with your advisor. Sign up to hear at launch.',
  render: () => html`
    ${pageHero({
      breadcrumbs: [{ label: 'Home', href: '/' }],
      eyebrow: 'Coming soon',
      title: 'Client Portal',
      lead: 'Our new client portal is coming soon. It will bring your documents, reports and conversations with your advisor together in one secure place.',
    })}
    ${section(
      {
        title: 'What the portal will do',
        intro: 'We are building the portal around the things clients ask us for most.',
      },
      cardGrid(FEATURES, 3),
    )}
    ${section(
      { title: 'Current clients: nothing changes for now', alt: true, narrow: true },
      html`<p class="notice">
          The portal is not open yet, so there is nothing to sign in to. Keep using the secure file links your advisor
          has sent you to exchange documents, and contact your advisor directly as you do today.
        </p>
        <p>If you cannot reach your advisor, or need a new secure link, contact our office:</p>
        <ul class="contact-list">
          <li><strong>Phone</strong> <a href=${SITE.phoneHref}>${SITE.phone}</a></li>
          <li><strong>E-mail</strong> <a href=${mailto}>${SITE.email}</a></li>
          <li><strong>Office hours</strong> Monday–Friday, 8:00 a.m.–5:30 p.m. Central</li>
        </ul>
        <p>We answer every message within one business day.</p>`,
    )}
    ${section(
      {
        title: 'Hear when it launches',
        intro:
          'Leave your e-mail address and we will tell you when the portal opens. You will also receive our monthly cash flow tips; unsubscribe any time.',
        narrow: true,
      },
      html`<newsletter-form>
        <p class="element-fallback">
          This sign-up form needs JavaScript. To be told when the portal launches, e-mail us at
          <a href=${mailto}>${SITE.email}</a>.
        </p>
      </newsletter-form>`,
    )}
    ${section({ title: 'Questions about the portal', alt: true, narrow: true }, faq(QUESTIONS))}
    ${ctaBand(
      'Not a client yet?',
      'See what working with Crestline looks like. Start with a free 30-minute consultation with an advisor from your industry practice.',
      [
        { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
        { label: 'Contact Us', href: '/contact', variant: 'outline' },
      ],
    )}
  `,
});
