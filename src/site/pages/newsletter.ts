// The pages behind the links in newsletter e-mails. Confirming and unsubscribing take a button press:
// the form POSTs to this same address (with the link's token in its query) and the server answers
// with one of the outcome pages. Opening a link changes nothing, so mail scanners that follow links
// neither confirm nor unsubscribe anyone. None of these pages is indexed.
import { html, type TemplateResult } from 'lit';
import { SITE } from '../../core/site-map';
import { definePage, type Page } from '../page';
import { actions, pageHero, section } from '../templates';

const newsletterPage = (title: string, lead: string, body: TemplateResult, description: string): Page =>
  definePage({
    noindex: true,
    title: `${title} | Crestline Advisory Group`,
    description,
    render: () => html`
      ${pageHero({ breadcrumbs: [{ label: 'Home', href: '/' }], eyebrow: 'Newsletter', title, lead })}
      ${section({ narrow: true }, body)}
    `,
  });

const pressToContinue = (label: string, note: string) => html`
  <form method="post" class="newsletter-action">
    <button class="button button-primary" type="submit">${label}</button>
  </form>
  <p>${note}</p>
`;

const backToSite = actions([
  { label: 'Try the cash flow calculator', href: '/resources/cash-flow-calculator' },
  { label: 'Read our articles', href: '/resources/articles', variant: 'outline' },
]);

export const confirmPage = newsletterPage(
  'Confirm your subscription',
  'One more step: press the button to start receiving our monthly cash flow newsletter at the address you entered.',
  pressToContinue(
    'Confirm my subscription',
    'If you did not ask for our newsletter, close this page and you will hear nothing more from us.',
  ),
  'Confirm your subscription to the Crestline Advisory Group newsletter: monthly cash flow advice for construction, manufacturing and transportation businesses.',
);

export const confirmedPage = newsletterPage(
  'You are subscribed',
  'Thank you. Your first newsletter arrives with our next monthly issue, and a welcome e-mail is on its way now.',
  backToSite,
  'Your subscription to the Crestline Advisory Group newsletter is confirmed. Every issue has a link to unsubscribe in one click.',
);

export const unsubscribePage = newsletterPage(
  'Unsubscribe from our newsletter',
  'Press the button and we will stop sending our newsletter to this address at once.',
  pressToContinue('Unsubscribe', 'Changed your mind? Close this page and nothing changes.'),
  'Unsubscribe from the Crestline Advisory Group newsletter in one click. We stop sending it to your address at once.',
);

export const unsubscribedPage = newsletterPage(
  'You are unsubscribed',
  'We will not send our newsletter to this address again. Reports and replies you ask for are not affected.',
  html`<p>Unsubscribed by mistake? Sign up again from the form at the bottom of any page.</p>
    ${backToSite}`,
  'You are unsubscribed from the Crestline Advisory Group newsletter and will not receive it again. You can sign up again at any time.',
);

export const linkExpiredPage = newsletterPage(
  'This link has expired',
  'The link was already used, is older than 3 days, or was copied incompletely.',
  html`<p>
    To subscribe, enter your address in the newsletter form at the bottom of any page and we will send you a new link.
    To unsubscribe, use the link in the newest e-mail you received from us, or write to
    <a href=${`mailto:${SITE.email}`}>${SITE.email}</a> and we will remove your address.
  </p>`,
  'This newsletter link from Crestline Advisory Group has expired or was already used. Ask for a new one from the sign-up form on any page.',
);
