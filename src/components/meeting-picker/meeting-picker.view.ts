import type { ElementView } from '../../loader/first-view';
import baseCss from '../../ui/base.css?inline';
import formsCss from '../../ui/forms.css?inline';
import overlaysCss from '../../ui/overlays.css?inline';
import leadFormCss from '../lead-form/lead-form.css?inline';
import { MeetingPicker, type MeetingPickerProps } from './meeting-picker';
import css from './meeting-picker.css?inline';

/** What the element and its prerendered first view (src/site/first-views.tsx) are made of. */
export const meetingPickerView: ElementView<MeetingPickerProps> = {
  component: MeetingPicker,
  attributes: ['mode', 'endpoint', 'industry', 'calculation', 'leadRef'],
  // The consultation form it gives way to when nobody takes bookings is <lead-form>'s, with its styles.
  styles: [baseCss, formsCss, overlaysCss, leadFormCss, css],
};
