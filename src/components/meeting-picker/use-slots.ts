import { useEffect, useState } from 'react';
import type { BookingAvailabilityResponse, SlotsResponse } from '../../contracts/booking-api';
import { browserTimeZone, slotsByDay, type DaySlots } from '../../core/slot-times';
import { BOOKING_ROUTES, bookingUrl, getJson } from '../../state/bookings';
import { SubmitError, SUBMIT_MESSAGES } from '../../state/submit';

/** What the picker can offer: loading, a failure, nobody taking bookings, or the free slots by day. */
export type Slots =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'closed' }
  | {
      state: 'open';
      days: DaySlots[];
      /** The zone the times are shown in. */
      timeZone: string;
      /** The visitor's zone was absent or unknown to the server: the firm's is used, and said so. */
      replaced: boolean;
      /** What the browser reported, to name in that note (undefined when it said nothing). */
      browserZone: string | undefined;
    };

/**
 * The free slots of the next days for the endpoint, in the visitor's zone, loaded once the element is
 * awake (`enabled`), and again when `attempt` changes (Try again). First asks whether anyone takes
 * bookings at all: when nobody does, the picker gives way to the consultation form.
 */
export function useSlots(
  endpoint: string | undefined,
  query: { industry?: string; ref?: string },
  enabled: boolean,
  attempt: number,
): Slots {
  const [slots, setSlots] = useState<Slots>({ state: 'loading' });
  const { industry, ref } = query;

  useEffect(() => {
    if (!enabled || !endpoint) return;
    let current = true;
    setSlots({ state: 'loading' });
    const browserZone = browserTimeZone();
    (async () => {
      const availability = await getJson<BookingAvailabilityResponse>(
        bookingUrl(endpoint, BOOKING_ROUTES.availability),
      );
      if (!availability.open) return { state: 'closed' } as const;
      const answer = await getJson<SlotsResponse>(
        bookingUrl(endpoint, BOOKING_ROUTES.slots, { timeZone: browserZone, industry, ref }),
      );
      return {
        state: 'open',
        days: slotsByDay(answer.slots, answer.timeZone),
        timeZone: answer.timeZone,
        replaced: answer.timeZoneReplaced,
        browserZone,
      } as const;
    })().then(
      (loaded) => {
        if (current) setSlots(loaded);
      },
      (error: unknown) => {
        console.error('[cashflow-elements] the free times could not be loaded', error);
        if (current)
          setSlots({
            state: 'failed',
            message: error instanceof SubmitError ? error.message : SUBMIT_MESSAGES.network,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [endpoint, industry, ref, enabled, attempt]);

  return slots;
}
