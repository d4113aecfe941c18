import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ManagedMeetingResponse } from '../../contracts/booking-api';
import { BOOKING_ROUTES } from '../../contracts/booking-fields';
import { FIRM } from '../../core/firm';
import { slotLabel, slotsByDay, type SlotTime } from '../../core/slot-times';
import { bookingEndpoint, bookingUrl, getJson, postBooking } from '../../state/bookings';
import { SubmitError, SUBMIT_MESSAGES } from '../../state/submit';
import { FormError } from '../../ui/form-error';
import { useSubmission } from '../../ui/use-submission';
import { SlotChooser } from './slot-chooser';
import { useSlots } from './use-slots';
import { advisorInSentence } from './meeting-words';
import { ZoneNote } from './zone-note';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string; expired: boolean }
  | { state: 'loaded'; managed: ManagedMeetingResponse; changed?: 'cancelled' | 'moved' };

type Action = { name: 'none' } | { name: 'cancel' } | { name: 'move' } | { name: 'move-to'; slot: SlotTime };

const STATUS_TEXT = {
  booked: 'Booked',
  done: 'This meeting has taken place.',
  'no-show': 'This meeting has passed.',
  cancelled: 'This meeting was cancelled.',
} as const;

const NO_LABELS = {};

/**
 * The page an e-mailed link opens (/manage-meeting?token=…): the meeting, read with a GET that
 * changes nothing (mail scanners follow links), and buttons that cancel it or move it to another
 * free time, each a POST. A link that was used or has expired says so, and how to reach the firm.
 */
export function ManageMeeting({ endpointAttribute, awake }: { endpointAttribute: string | undefined; awake: boolean }) {
  const endpoint = useMemo(() => (awake ? bookingEndpoint(endpointAttribute) : undefined), [awake, endpointAttribute]);
  const url = endpoint && 'url' in endpoint ? endpoint.url : undefined;
  const token = useMemo(() => (awake ? (new URLSearchParams(location.search).get('token') ?? '') : ''), [awake]);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [action, setAction] = useState<Action>({ name: 'none' });
  const [nearest, setNearest] = useState<SlotTime[] | null>(null);
  const slots = useSlots(url, {}, action.name === 'move', 0);
  const { sending, error, run } = useSubmission();
  const ids = { title: useId() };
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (endpoint && 'problem' in endpoint) {
      console.error(`[cashflow-elements] <meeting-picker>: ${endpoint.problem}`);
      setLoaded({ state: 'failed', message: SUBMIT_MESSAGES.undeliverable, expired: false });
      return;
    }
    if (!url) return;
    if (!token) {
      setLoaded({ state: 'failed', message: 'This address has no meeting link in it.', expired: true });
      return;
    }
    let current = true;
    getJson<ManagedMeetingResponse>(bookingUrl(url, BOOKING_ROUTES.manage, { token })).then(
      (managed) => current && setLoaded({ state: 'loaded', managed }),
      (failure: unknown) => {
        if (!current) return;
        const expired = failure instanceof SubmitError && failure.status === 404;
        setLoaded({
          state: 'failed',
          expired,
          message: failure instanceof SubmitError ? failure.message : SUBMIT_MESSAGES.network,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [endpoint, url, token]);

  useEffect(() => {
    if (loaded.state === 'loaded' && loaded.changed) result.current?.focus();
  }, [loaded]);

  if (loaded.state === 'loading')
    return (
      <p className="status" role="status">
        Loading your meeting…
      </p>
    );
  if (loaded.state === 'failed')
    return (
      <div className="form-error" role="alert">
        <p>{loaded.message}</p>
        {loaded.expired ? (
          <p>To book a new time, use the form on our Talk to an Expert page, or call us at {FIRM.phone}.</p>
        ) : null}
      </div>
    );

  const { meeting, canChange } = loaded.managed;
  /** The zone the free times are shown in (the visitor's now), for a new time and its confirmation. */
  const moveZone = slots.state === 'open' ? slots.timeZone : meeting.timeZone;
  const post = async (route: string, body: object, changed: 'cancelled' | 'moved') => {
    if (!url) return;
    setNearest(null);
    let answer: ManagedMeetingResponse | undefined;
    const sent = await run(body, async (idempotencyKey) => {
      try {
        answer = (await postBooking(bookingUrl(url, route), body, {
          idempotencyKey,
          challenged: false,
        })) as ManagedMeetingResponse;
      } catch (refusal) {
        const offered = refusal instanceof SubmitError ? refusal.answer?.nearest : undefined;
        if (Array.isArray(offered)) setNearest(offered as SlotTime[]);
        throw refusal;
      }
    });
    if (sent && answer) {
      // The link is spent: a moved meeting's new link comes with its new invitation.
      setLoaded({ state: 'loaded', managed: { ...answer, canChange: false }, changed });
      setAction({ name: 'none' });
    }
  };

  return (
    <section className="manage" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="step-title">
        Your consultation
      </h3>
      <p className="booked-when">{slotLabel(meeting.start, meeting.timeZone)}</p>
      <p>
        With {advisorInSentence(meeting.advisorName)}.{' '}
        {meeting.status === 'booked' ? null : <strong>{STATUS_TEXT[meeting.status]}</strong>}
      </p>
      {loaded.changed ? (
        <p className="done-note" role="status" tabIndex={-1} ref={result}>
          {loaded.changed === 'cancelled'
            ? 'Your meeting is cancelled. We have e-mailed you and your advisor to confirm.'
            : 'Your meeting is moved. A new calendar invitation is on its way to your e-mail, with new links to change it.'}
        </p>
      ) : null}
      {canChange && action.name === 'none' ? (
        <div className="actions">
          <button type="button" className="button button-primary" onClick={() => setAction({ name: 'move' })}>
            Move to Another Time
          </button>
          <button type="button" className="button button-danger" onClick={() => setAction({ name: 'cancel' })}>
            Cancel the Meeting
          </button>
        </div>
      ) : null}
      {canChange && action.name === 'cancel' ? (
        <div className="confirm">
          <p>Cancel your consultation on {slotLabel(meeting.start, meeting.timeZone)}?</p>
          <FormError error={error} labels={NO_LABELS} />
          <div className="actions">
            <button
              type="button"
              className="button button-danger"
              disabled={sending}
              onClick={() => void post(BOOKING_ROUTES.cancel, { token }, 'cancelled')}
            >
              {sending ? 'Cancelling...' : 'Yes, Cancel It'}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setAction({ name: 'none' })}>
              Keep the Meeting
            </button>
          </div>
        </div>
      ) : null}
      {canChange && action.name === 'move' ? (
        slots.state === 'open' ? (
          <div className="move">
            <ZoneNote timeZone={slots.timeZone} replaced={slots.replaced} browserZone={slots.browserZone} />
            {slots.days.length > 0 ? (
              <SlotChooser
                days={slots.days}
                timeZone={slots.timeZone}
                onChoose={(slot) => setAction({ name: 'move-to', slot })}
              />
            ) : (
              <p className="status">No other time is free in the next two weeks: please call us at {FIRM.phone}.</p>
            )}
            <button type="button" className="button button-secondary" onClick={() => setAction({ name: 'none' })}>
              Back
            </button>
          </div>
        ) : (
          <p className="status" role="status">
            {slots.state === 'failed' ? slots.message : 'Loading the free times…'}
          </p>
        )
      ) : null}
      {canChange && action.name === 'move-to' ? (
        <div className="confirm">
          <p>
            Move your consultation to <strong>{slotLabel(action.slot.start, moveZone)}</strong>?
          </p>
          {nearest ? (
            <div className="nearest" part="nearest">
              <p className="form-error" role="alert">
                {error?.message}
              </p>
              {nearest.length > 0 ? (
                <SlotChooser
                  days={slotsByDay(nearest, moveZone)}
                  timeZone={moveZone}
                  onChoose={(slot) => {
                    setNearest(null);
                    setAction({ name: 'move-to', slot });
                  }}
                />
              ) : null}
            </div>
          ) : (
            <FormError error={error} labels={NO_LABELS} />
          )}
          <div className="actions">
            <button
              type="button"
              className="button button-primary"
              disabled={sending}
              onClick={() => void post(BOOKING_ROUTES.reschedule, { token, start: action.slot.start }, 'moved')}
            >
              {sending ? 'Moving...' : 'Move the Meeting'}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setAction({ name: 'move' })}>
              Choose Another Time
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
