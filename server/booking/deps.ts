// What the booking routes, the staff's booking routes and erasure share: the storage, the firm's
// zone, the signed links' key, and the advisors' calendars.
import type { Storage } from '../storage';
import type { BookingDeps } from './bookings';
import { caldavCalendars } from './caldav';
import { bookingLinks } from './links';

export async function bookingDeps(
  storage: Storage,
  firmTimeZone: string,
  site: BookingDeps['site'],
): Promise<BookingDeps> {
  const calendars = await caldavCalendars(storage);
  return {
    storage,
    firmTimeZone,
    site,
    links: await bookingLinks(storage.db, storage.now()),
    calendarBusy: calendars.busy,
    calendars,
  };
}
