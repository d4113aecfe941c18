/** What `cashflow-meeting-booked` tells the page: the meeting the server booked. */
export interface CashflowMeetingBookedDetail {
  /** ISO 8601 instants. */
  start: string;
  end: string;
  /** The IANA zone the visitor booked in (the firm's when the browser's was unknown). */
  timeZone: string;
  advisorName: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** A meeting was booked: the server confirmed it. */
    'cashflow-meeting-booked': CustomEvent<CashflowMeetingBookedDetail>;
  }
}
