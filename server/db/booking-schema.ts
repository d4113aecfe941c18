// The booking tables (issue 21) as the query layer sees them; joined to Tables in schema.ts.
import type { MeetingStatus } from '../../src/contracts/booking-fields';

/** An advisor's availability once they (or an admin) saved it; until then the defaults apply. */
export interface BookingAvailabilityTable {
  account_id: string;
  /** 1 or 0. */
  takes_bookings: number;
  /** JSON of WeeklyHours (the firm's zone). */
  weekly_hours: string;
  meeting_minutes: number;
  buffer_minutes: number;
  /** JSON array of dates. */
  days_off: string;
  /** JSON array of industries. */
  industries: string;
  updated_at: string;
}

export interface BookingHolidaysTable {
  /** YYYY-MM-DD in the firm's zone. */
  date: string;
  name: string;
}

export interface MeetingsTable {
  id: string;
  created_at: string;
  /** The lead it is beside; null once the lead is erased (the meeting is then cancelled). */
  lead_id: string | null;
  advisor_id: string;
  /** Epoch ms. */
  start_at: number | string;
  end_at: number | string;
  /** End of the buffer after it: its claims reach up to here. */
  claim_end_at: number | string;
  status: MeetingStatus;
  /** The visitor's address as typed, and lower-cased (erasure finds it). */
  visitor_email: string;
  email_key: string;
  visitor_time_zone: string;
  /** What the visitor wrote they want to discuss (the advisor's eyes only). */
  topic: string;
  /** RFC 5545 SEQUENCE: raised at each change sent to the attendees. */
  sequence: number;
  /** Part of the manage link's signature: replaced when a link is used, so each link works once. */
  manage_nonce: string;
  cancelled_at: string | null;
  /** CalDAV: the event's URL in the advisor's calendar once written; null before. */
  caldav_href: string | null;
  caldav_etag: string | null;
}

/** One row per advisor per SLOT_QUANTUM_MINUTES of their time a booked meeting holds: the primary key refuses a second booking. */
export interface MeetingClaimsTable {
  advisor_id: string;
  /** Epoch ms, a multiple of the quantum. */
  quantum_at: number | string;
  meeting_id: string;
}

/** An advisor's private iCalendar feed. */
export interface CalendarFeedsTable {
  account_id: string;
  /** SHA-256 of the token in the feed's URL. */
  token_hash: string;
  created_at: string;
}

/** An advisor's CalDAV calendar. */
export interface CaldavAccountsTable {
  account_id: string;
  url: string;
  username: string;
  /** AES-256-GCM with a key from server_secrets: iv.tag.ciphertext, base64url. */
  password_encrypted: string;
  last_synced_at: string | null;
  last_error: string | null;
  updated_at: string;
}

export interface BookingTables {
  booking_availability: BookingAvailabilityTable;
  booking_holidays: BookingHolidaysTable;
  meetings: MeetingsTable;
  meeting_claims: MeetingClaimsTable;
  calendar_feeds: CalendarFeedsTable;
  caldav_accounts: CaldavAccountsTable;
}

/** The outbox's column added with bookings: the meeting a message is about (its reminder, its invite, its CalDAV write). */
export interface OutboxMeetingColumn {
  meeting_id: string | null;
}
