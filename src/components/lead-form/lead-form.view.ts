import type { ElementView } from '../../loader/first-view';
import baseCss from '../../ui/base.css?inline';
import formsCss from '../../ui/forms.css?inline';
import overlaysCss from '../../ui/overlays.css?inline';
import { LeadForm, type LeadFormProps } from './lead-form';
import css from './lead-form.css?inline';

/** What the element and its prerendered first view (src/site/first-views.tsx) are made of. */
export const leadFormView: ElementView<LeadFormProps> = {
  component: LeadForm,
  attributes: ['kind', 'endpoint'],
  styles: [baseCss, formsCss, overlaysCss, css],
};
