// An advisor's private iCalendar feed (METHOD:PUBLISH): their meetings from a month ago on, the
// cancelled ones marked so (a subscribed calendar drops them), at the address only they were shown.
import { advisorEvent } from '../mail/meeting-emails';
import { advisorMeetingRows } from '../repositories/meetings';
import type { BookingDeps } from './bookings';
import { ICalCalendarMethod, meetingCalendar } from './invites';
import { advisorMailOf } from './meeting-mail';
import { FIRM } from '../../src/core/firm';

const MONTH_MS = 30 * 24 * 60 * 60_000;

export async function advisorFeed(deps: BookingDeps, accountId: string): Promise<string> {
  const { db, now } = deps.storage;
  const rows = await advisorMeetingRows(db, accountId, now() - MONTH_MS);
  const events = await Promise.all(
    rows.map(async (row) =>
      advisorEvent(await advisorMailOf(db, row, deps.firmTimeZone), deps.site, row.status === 'cancelled'),
    ),
  );
  return meetingCalendar(ICalCalendarMethod.PUBLISH, events, `${FIRM.shortName} consultations`).toString();
}
