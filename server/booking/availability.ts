// An account's availability as bookings use it: what it saved, or the defaults. A new advisor takes
// bookings in the firm's published hours (FIRM_HOURS, 30-minute meetings); an admin does not until
// they opt in.
import type { Availability } from '../../src/contracts/booking-api';
import { DEFAULT_MEETING_MINUTES, FIRM_HOURS } from '../../src/contracts/booking-fields';
import type { Role } from '../../src/contracts/staff-fields';

export function defaultAvailability(role: Role): Availability {
  return {
    takesBookings: role === 'advisor',
    weeklyHours: structuredClone(FIRM_HOURS) as Availability['weeklyHours'],
    meetingMinutes: DEFAULT_MEETING_MINUTES,
    bufferMinutes: 0,
    daysOff: [],
    industries: [],
  };
}

export const effectiveAvailability = (role: Role, saved: Availability | null): Availability =>
  saved ?? defaultAvailability(role);
