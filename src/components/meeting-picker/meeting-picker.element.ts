import { reactElement } from '../../internal/react-element';
import { firstView } from './first-view';
import { meetingPickerView } from './meeting-picker.view';

/**
 * @tag meeting-picker
 * @summary Books a free consultation: the free times of the next 14 days in the visitor's time zone, then name, e-mail, company and topic. Or, with mode="manage", the meeting of an e-mailed link, to cancel or move.
 *
 * @attr mode - book (default) or manage: the meeting of the page's ?token= (the e-mails' manage link), with Cancel and Move buttons.
 * @attr endpoint - The booking API's URL (<api>/bookings); its other routes and the proof of work are beside it. Without it <api>/bookings of the page-wide
 * <meta name="cashflow-elements-api" content="<api>">, else the API beside the bundle. Bookings are never simulated.
 * @attr industry - Construction, Manufacturing, Transportation or Other (any case): an advisor of that practice is offered where one is free; without it the visitor may choose.
 * @attr calculation - The calculator's inputs as JSON (the cashflow-calculate event's detail.inputs): the meeting's lead carries the calculation, so the advisor sees the figures.
 * @attr lead-ref - The report e-mail's signed lead reference (the link's ?ref=, read from the page's address when this is absent): that lead's advisor's times.
 *
 * @fires {CustomEvent<CashflowMeetingBookedDetail>} cashflow-meeting-booked - The server booked the meeting. detail: { start, end, timeZone, advisorName }.
 *
 * @csspart base - The wrapper.
 * @csspart days - The listbox of days.
 * @csspart times - The listbox of a day's free times.
 * @csspart zone-note - The sentence naming the time zone.
 * @csspart select - The industry select.
 * @csspart field - A labelled input group.
 * @csspart input - A text input.
 * @csspart button - The Book button.
 * @csspart form-error - The message shown when a send failed.
 * @csspart nearest - The nearest free times offered when the chosen one was taken.
 * @csspart booked - The booked meeting.
 *
 * @cssprop --cf-color-primary - Buttons, the selected day and time, focus. Default #0b5cad.
 * @cssprop --cf-color-primary-contrast - Text on them. Default #ffffff.
 * @cssprop --cf-color-text - Main text colour. Default #0f172a.
 * @cssprop --cf-color-muted - Secondary text colour. Default #475569.
 * @cssprop --cf-color-surface - Field and option background. Default #ffffff.
 * @cssprop --cf-color-border - Field and option borders. Default #d5dde8.
 * @cssprop --cf-radius - Corner radius. Default 10px.
 * @cssprop --cf-font-family - Font stack. Default the system UI font.
 */
export const MeetingPickerElement = reactElement(meetingPickerView, firstView);
