import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { BookingResponse, PublicMeeting } from '../../contracts/booking-api';
import { BOOKING_ROUTES } from '../../contracts/booking-fields';
import { INDUSTRIES, type CalculatorInputs } from '../../core/types';
import { slotLabel, slotsByDay, type SlotTime } from '../../core/slot-times';
import { useHost } from '../../internal/hydration';
import { dispatchHostEvent } from '../../internal/host-events';
import type {} from './events';
import { bookingEndpoint, bookingUrl, postBooking } from '../../state/bookings';
import { solveWhileFilling } from '../../state/challenge';
import { SubmitError } from '../../state/submit';
import { useFormDraft } from '../../ui/use-form-draft';
import { honeypotOf, useSubmission } from '../../ui/use-submission';
import { LeadForm } from '../lead-form/lead-form';
import { BookingForm, EMPTY_DETAILS } from './booking-form';
import { SlotChooser } from './slot-chooser';
import { useSlots } from './use-slots';
import { advisorInSentence, minutesBetween } from './meeting-words';
import { ZoneNote } from './zone-note';

/** The calculation attribute as an object, or undefined (with a warning) when it is not JSON of one. */
function calculationOf(text: string | undefined): CalculatorInputs | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as CalculatorInputs;
  } catch {
    // Said below.
  }
  console.warn('<meeting-picker>: ignored calculation; expected the calculator inputs as a JSON object.');
  return undefined;
}

/** The industry attribute in the calculator's spelling (any case), or undefined: the visitor may choose. */
const industryOf = (text: string | undefined) =>
  INDUSTRIES.find((industry) => industry.toLowerCase() === text?.trim().toLowerCase());

/** The nearest free slots a refusal offers (409 slot-taken, or a time outside hours), if it lists any. */
function nearestOf(error: SubmitError): SlotTime[] | undefined {
  const nearest = error.answer?.nearest;
  return Array.isArray(nearest) ? (nearest as SlotTime[]) : undefined;
}

const pageRef = () => new URLSearchParams(location.search).get('ref') ?? undefined;

type Step = { name: 'choose' } | { name: 'details'; slot: SlotTime } | { name: 'booked'; meeting: PublicMeeting };

/**
 * Choose a time, say who you are and what about, book: the booking flow. A time someone else took
 * meanwhile is said plainly, with the nearest free times to choose from, and what was typed stays.
 */
export function BookMeeting({
  endpointAttribute,
  awake,
  industry: industryAttribute,
  calculation,
  leadRef,
}: {
  endpointAttribute: string | undefined;
  awake: boolean;
  industry: string | undefined;
  calculation: string | undefined;
  leadRef: string | undefined;
}) {
  const host = useHost();
  const endpoint = useMemo(() => (awake ? bookingEndpoint(endpointAttribute) : undefined), [awake, endpointAttribute]);
  const inputs = useMemo(() => (awake ? calculationOf(calculation) : undefined), [awake, calculation]);
  const ref = useMemo(() => (awake ? (leadRef ?? pageRef()) : undefined), [awake, leadRef]);
  const given = industryOf(industryAttribute ?? inputs?.industry);
  const [chosenIndustry, setChosenIndustry] = useState('');
  const industry = given ?? (chosenIndustry || undefined);
  const [attempt, setAttempt] = useState(0);
  const url = endpoint && 'url' in endpoint ? endpoint.url : undefined;
  const slots = useSlots(url, { industry, ref }, awake, attempt);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  /** A refusal's nearest free times, while they are offered (its message is shown with them). */
  const [nearest, setNearest] = useState<SlotTime[] | null>(null);
  /** A refusal the visitor has answered by choosing another time: no longer shown. */
  const [answered, setAnswered] = useState<SubmitError | null>(null);
  const leaveRefusal = () => {
    setNearest(null);
    setAnswered(error);
  };
  const { form: details, set, reset } = useFormDraft(host, 'booking', EMPTY_DETAILS, ['consent']);
  const { sending, error, run } = useSubmission();
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { industry: useId(), title: useId() };

  useEffect(() => {
    if (endpoint && 'problem' in endpoint) console.error(`[cashflow-elements] <meeting-picker>: ${endpoint.problem}`);
  }, [endpoint]);
  useEffect(() => {
    if (awake && industryAttribute && !industryOf(industryAttribute))
      console.warn(
        `<meeting-picker>: ignored industry=${JSON.stringify(industryAttribute)}; expected ${INDUSTRIES.join(', ')}.`,
      );
  }, [awake, industryAttribute]);
  // A new step starts at its heading, which a screen reader then reads.
  useEffect(() => {
    if (step.name !== 'choose') heading.current?.focus();
  }, [step.name]);

  if (endpoint && 'problem' in endpoint) return <LeadForm kind="consultation" />;
  if (slots.state === 'closed') return <LeadForm kind="consultation" endpoint={leadsBeside(url)} />;
  if (slots.state === 'loading')
    return (
      <p className="status loading" role="status">
        Loading the free times…
      </p>
    );
  if (slots.state === 'failed')
    return (
      <div className="form-error" role="alert">
        <p>{slots.message}</p>
        <button type="button" className="button button-secondary" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </button>
      </div>
    );

  const { timeZone } = slots;

  if (step.name === 'booked') {
    const { meeting } = step;
    return (
      <section className="booked" part="booked" aria-labelledby={ids.title}>
        <h3 id={ids.title} ref={heading} tabIndex={-1} className="step-title">
          Your consultation is booked
        </h3>
        <p className="booked-when">{slotLabel(meeting.start, meeting.timeZone)}</p>
        <p>
          With {advisorInSentence(meeting.advisorName)}, for {minutesBetween(meeting.start, meeting.end)} minutes. A
          calendar invitation is on its way to your e-mail, with links to move or cancel the meeting.
        </p>
      </section>
    );
  }

  if (step.name === 'details') {
    const { slot } = step;
    return (
      <section className="details" aria-labelledby={ids.title}>
        <h3 id={ids.title} ref={heading} tabIndex={-1} className="step-title">
          Your details
        </h3>
        <p className="chosen">
          <span>
            {slotLabel(slot.start, timeZone)}, {minutesBetween(slot.start, slot.end)} minutes
          </span>{' '}
          <button
            type="button"
            className="button button-link button-small"
            onClick={() => {
              leaveRefusal();
              setStep({ name: 'choose' });
            }}
          >
            Change time
          </button>
        </p>
        {nearest ? (
          <NearestSlots
            message={error?.message}
            nearest={nearest}
            timeZone={timeZone}
            onChoose={(chosen) => {
              leaveRefusal();
              setStep({ name: 'details', slot: chosen });
            }}
          />
        ) : null}
        <BookingForm
          details={details}
          set={set}
          sending={sending}
          error={nearest || error === answered ? null : error}
          submitLabel="Book This Time"
          formProps={solveWhileFilling(endpointAttribute, 'bookings')}
          onSubmit={async (event) => {
            event.preventDefault();
            if (!url) return;
            const honeypot = honeypotOf(event.currentTarget);
            const trimmed = (value: string) => value.trim() || undefined;
            const body = {
              name: details.name.trim(),
              email: details.email.trim(),
              company: details.company.trim(),
              phone: trimmed(details.phone),
              message: details.message.trim(),
              consent: details.consent,
              industry,
              ...(inputs ? { inputs } : {}),
              start: slot.start,
              timeZone,
              ref,
              website: honeypot,
              page: `${location.origin}${location.pathname}`,
            };
            let answer: BookingResponse | undefined;
            setNearest(null);
            const sent = await run(body, async (idempotencyKey) => {
              try {
                answer = (await postBooking(bookingUrl(url, BOOKING_ROUTES.book), body, {
                  idempotencyKey,
                  challenged: true,
                })) as BookingResponse;
              } catch (refusal) {
                if (refusal instanceof SubmitError) setNearest(nearestOf(refusal) ?? null);
                throw refusal;
              }
            });
            if (sent && answer) {
              reset();
              setStep({ name: 'booked', meeting: answer.meeting });
              if (host)
                dispatchHostEvent(host, 'cashflow-meeting-booked', {
                  start: answer.meeting.start,
                  end: answer.meeting.end,
                  timeZone: answer.meeting.timeZone,
                  advisorName: answer.meeting.advisorName,
                });
            }
          }}
        />
      </section>
    );
  }

  return (
    <section className="choose" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="step-title">
        Choose a time
      </h3>
      <ZoneNote timeZone={timeZone} replaced={slots.replaced} browserZone={slots.browserZone} />
      {given ? null : (
        <div className="field industry-field">
          <label htmlFor={ids.industry} className="field-label">
            Your industry <span className="optional">(optional: we match you with that practice)</span>
          </label>
          <select
            id={ids.industry}
            className="select"
            part="select"
            value={chosenIndustry}
            onChange={(event) => setChosenIndustry(event.target.value)}
          >
            <option value="">Any industry</option>
            {INDUSTRIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      {slots.days.length > 0 ? (
        <SlotChooser days={slots.days} timeZone={timeZone} onChoose={(slot) => setStep({ name: 'details', slot })} />
      ) : (
        <>
          <p className="status" role="status">
            No advisor has a free time in the next two weeks. Send us your request and we will find one with you.
          </p>
          <LeadForm kind="consultation" endpoint={leadsBeside(url)} />
        </>
      )}
    </section>
  );
}

/** A refusal said plainly, with the nearest free times to choose from: choosing one keeps what was typed. */
function NearestSlots({
  message,
  nearest,
  timeZone,
  onChoose,
}: {
  message: string | undefined;
  nearest: SlotTime[];
  timeZone: string;
  onChoose: (slot: SlotTime) => void;
}) {
  return (
    <div className="nearest" part="nearest">
      <p className="form-error" role="alert">
        {message}
        {nearest.length === 0 ? ' No other time is free in the next two weeks: please call us.' : null}
      </p>
      {nearest.length > 0 ? (
        <>
          <h4 className="nearest-title">The nearest free times</h4>
          <SlotChooser days={slotsByDay(nearest, timeZone)} timeZone={timeZone} onChoose={onChoose} />
        </>
      ) : null}
    </div>
  );
}

/** The leads URL beside the booking endpoint, for the consultation form it gives way to. */
const leadsBeside = (endpoint: string | undefined) => (endpoint ? new URL('leads', endpoint).href : undefined);
