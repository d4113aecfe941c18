import { defineElement } from '../../internal/define-element';
import { MeetingPickerElement } from './meeting-picker.element';

defineElement('meeting-picker', MeetingPickerElement);

declare global {
  interface HTMLElementTagNameMap {
    'meeting-picker': HTMLElement & {
      mode?: string;
      endpoint?: string;
      industry?: string;
      calculation?: string;
      leadRef?: string;
    };
  }
}
