import type { ElementView } from '../../loader/first-view';
import baseCss from '../../ui/base.css?inline';
import formsCss from '../../ui/forms.css?inline';
import overlaysCss from '../../ui/overlays.css?inline';
import { NewsletterForm, type NewsletterFormProps } from './newsletter-form';
import css from './newsletter-form.css?inline';

/** What the element and its prerendered first view (src/site/first-views.tsx) are made of. */
export const newsletterFormView: ElementView<NewsletterFormProps> = {
  component: NewsletterForm,
  attributes: ['endpoint'],
  styles: [baseCss, formsCss, overlaysCss, css],
};
