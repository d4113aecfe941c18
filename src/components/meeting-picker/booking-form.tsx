import { useId, type FormEvent } from 'react';
import { FIELD_LABELS, LEAD_FIELDS } from '../../contracts/lead-fields';
import type { SubmitError } from '../../state/submit';
import { FormError } from '../../ui/form-error';
import { Honeypot } from '../../ui/honeypot';
import { TextField } from '../../ui/text-field';

export const BOOKING_CONSENT = 'I agree to be contacted by Crestline Advisory Group about this meeting.';
export const DISCUSS_LABEL = 'What would you like to discuss?';

export const EMPTY_DETAILS = { name: '', email: '', company: '', phone: '', message: '', consent: false };
export type BookingDetails = typeof EMPTY_DETAILS;

const LABELS: Readonly<Record<string, string>> = { ...FIELD_LABELS, message: DISCUSS_LABEL, start: 'Time' };

/**
 * What a booking needs besides the time: who is coming and what about. Everything typed stays in
 * the picker's draft (a failed send, a time taken meanwhile, a reload): this form only shows it.
 */
export function BookingForm({
  details,
  set,
  sending,
  error,
  submitLabel,
  onSubmit,
  formProps,
}: {
  details: BookingDetails;
  set: <K extends keyof BookingDetails>(field: K, value: BookingDetails[K]) => void;
  sending: boolean;
  error: SubmitError | null;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The proof of work's focus and input handlers (solveWhileFilling). */
  formProps: { onFocus: () => void; onInput: () => void };
}) {
  const ids = { message: useId(), consent: useId() };
  return (
    <form className="lead-form" {...formProps} onSubmit={onSubmit}>
      <div className="grid">
        <TextField
          label={LEAD_FIELDS.name.label}
          name="name"
          autoComplete="name"
          required
          maxLength={LEAD_FIELDS.name.max}
          value={details.name}
          onChange={(value) => set('name', value)}
        />
        <TextField
          label={LEAD_FIELDS.email.label}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={LEAD_FIELDS.email.max}
          value={details.email}
          onChange={(value) => set('email', value)}
        />
        <TextField
          label={LEAD_FIELDS.company.label}
          name="company"
          autoComplete="organization"
          required
          maxLength={LEAD_FIELDS.company.max}
          value={details.company}
          onChange={(value) => set('company', value)}
        />
        <TextField
          label="Phone"
          optional="(optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={LEAD_FIELDS.phone.max}
          value={details.phone}
          onChange={(value) => set('phone', value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.message} className="field-label">
          {DISCUSS_LABEL}
        </label>
        <textarea
          id={ids.message}
          name="message"
          className="input textarea"
          rows={3}
          required
          maxLength={LEAD_FIELDS.message.max}
          value={details.message}
          onChange={(event) => set('message', event.target.value)}
        />
      </div>
      <div className="checkbox-field">
        <input
          id={ids.consent}
          name="consent"
          type="checkbox"
          required
          checked={details.consent}
          onChange={(event) => set('consent', event.target.checked)}
        />
        <label htmlFor={ids.consent}>{BOOKING_CONSENT}</label>
      </div>
      <Honeypot />
      <FormError error={error} labels={LABELS} />
      <button type="submit" className="button button-primary" part="button" disabled={!details.consent || sending}>
        {sending ? 'Booking...' : submitLabel}
      </button>
    </form>
  );
}
