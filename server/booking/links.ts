// The signed links of bookings, keyed with a secret every server shares (server_secrets):
// - a manage link (reschedule, cancel) names its meeting and is an HMAC of the meeting's id and its
//   current nonce: using it replaces the nonce, so it works once; it is refused once the meeting is
//   over; a changed character is refused (the HMAC, compared in constant time).
// - a lead reference (the report e-mail's "book a consultation" link, ?ref=) names a lead, so the
//   booking goes to the advisor the lead is assigned to, and no one can name another lead.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { sharedSecret } from '../repositories/server-secrets';
import { sameSecret } from '../secrets';

/** The name of the shared key in server_secrets. */
export const BOOKING_LINKS_KEY = 'booking-links';

const ID = /^[0-9a-f-]{36}$/;

export interface BookingLinks {
  manageToken(meetingId: string, nonce: string): string;
  /** The meeting id a manage token names, if it has the shape of one (the caller checks it against the meeting's nonce). */
  manageTokenMeeting(token: string): string | undefined;
  isManageToken(token: string, meetingId: string, nonce: string): boolean;
  leadRef(leadId: string): string;
  /** The lead a reference names, when its signature holds. */
  leadOfRef(ref: string | undefined): string | undefined;
}

export async function bookingLinks(db: Kysely<Tables>, at: number): Promise<BookingLinks> {
  const key = await sharedSecret(db, BOOKING_LINKS_KEY, at);
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const manageToken = (meetingId: string, nonce: string) => `${meetingId}.${sign(`manage:${meetingId}:${nonce}`)}`;
  const idOf = (token: string | undefined) => {
    const id = token?.split('.')[0];
    return id !== undefined && ID.test(id) ? id : undefined;
  };
  return {
    manageToken,
    manageTokenMeeting: idOf,
    isManageToken: (token, meetingId, nonce) => sameSecret(token, manageToken(meetingId, nonce)),
    leadRef: (leadId) => `${leadId}.${sign(`ref:${leadId}`)}`,
    leadOfRef: (ref) => {
      const leadId = idOf(ref);
      return leadId !== undefined && sameSecret(ref, `${leadId}.${sign(`ref:${leadId}`)}`) ? leadId : undefined;
    },
  };
}
