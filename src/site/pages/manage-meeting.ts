// The page the links in booking e-mails open (/manage-meeting?token=…): the meeting as it stands, and
// buttons that cancel it or move it. Opening the link changes nothing (mail scanners follow links):
// <meeting-picker mode="manage"> reads the meeting with a GET and acts only on a button's POST.
import { html } from 'lit';
import { SITE } from '../../core/site-map';
import { definePage } from '../page';
import { pageHero, section } from '../templates';

export default definePage({
  noindex: true,
  title: 'Your Consultation | Crestline Advisory Group',
  description: 'See, move or cancel the consultation you booked with a Crestline advisor.',
  render: () => html`
    ${pageHero({
      breadcrumbs: [{ label: 'Home', href: '/' }],
      eyebrow: 'Free 30-minute consultation',
      title: 'Your consultation',
      lead: 'The meeting you booked with us. Need another time, or cannot make it? Move or cancel it here.',
    })}
    ${section(
      { narrow: true },
      html`<meeting-picker mode="manage">
        <p class="element-fallback">
          This page needs JavaScript. To move or cancel your meeting, call us at
          <a href=${SITE.phoneHref}>${SITE.phone}</a> or reply to the invitation e-mail.
        </p>
      </meeting-picker>`,
    )}
  `,
});
