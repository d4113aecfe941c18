import { defineElement } from '../../internal/define-element';
import { MeetingPickerElement } from './meeting-picker.element';

// Its HTMLElementTagNameMap entry is the public one, types/cashflow-elements.d.ts (MeetingPickerElement).
defineElement('meeting-picker', MeetingPickerElement);
