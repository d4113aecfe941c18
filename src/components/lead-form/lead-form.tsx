import { useId } from 'react';
import { useHost, useHydrated } from '../../internal/hydration';
import { firmHref } from '../../state/firm-urls';
import type { HostProps } from '../../internal/react-element';
import { toastsFor } from '../../state/toasts';
import { FormError } from '../../ui/form-error';
import { Honeypot } from '../../ui/honeypot';
import { TextField } from '../../ui/text-field';
import { Toaster } from '../../ui/toaster';
import { useFormDraft } from '../../ui/use-form-draft';
import { FIELD_LABELS, LEAD_FIELDS } from '../../contracts/lead-fields';
import { useLeadSubmission } from '../../ui/use-lead-submission';
import { honeypotOf } from '../../ui/use-submission';

export type LeadFormKind = 'contact' | 'consultation' | 'sales';

export interface LeadFormProps extends HostProps {
  /** contact (default), consultation or sales. */
  kind?: string;
  /** The URL the form POSTs its JSON to (else the page-wide API, else a simulated send). */
  endpoint?: string;
}

const COPY: Record<LeadFormKind, { message: string; submit: string }> = {
  contact: { message: 'How can we help?', submit: 'Send Message' },
  consultation: { message: 'What would you like to discuss?', submit: 'Request My Consultation' },
  sales: { message: 'Which services are you interested in?', submit: 'Contact Sales' },
};

export const FORM_INDUSTRIES = [
  'Construction',
  'Manufacturing',
  'Transportation',
  'Business Services',
  'Other',
] as const;
export const LEAD_CONSENT = 'I agree to be contacted by Crestline Advisory Group about this request.';
export const PRIVACY_NOTE = 'We respect your privacy. Your information will not be shared with third parties.';

const EMPTY = { name: '', email: '', company: '', phone: '', industry: '', message: '', consent: false };

function kindOf(value: string | undefined): LeadFormKind {
  if (value === 'consultation' || value === 'sales' || value === 'contact' || value === undefined)
    return value ?? 'contact';
  console.warn(`<lead-form>: ignored kind=${JSON.stringify(value)}; expected contact, consultation or sales.`);
  return 'contact';
}

/** The contact, consultation and sales forms: one form, worded for its purpose. */
export function LeadForm(props: LeadFormProps) {
  return <RequestForm {...props} offerBooking />;
}

/**
 * The consultation form's line to booking online (/talk-to-expert's picker): the path as it is in
 * the first view, on the firm's site after (as the header's links).
 */
function BookOnline() {
  const host = useHost();
  const hydrated = useHydrated();
  const href = hydrated && host ? firmHref(BOOK_ONLINE, host) : BOOK_ONLINE;
  return (
    <p className="book-online">
      Prefer to choose a time yourself? <a href={href}>Book a time online</a> and get a calendar invitation at once.
    </p>
  );
}

const BOOK_ONLINE = '/talk-to-expert#request';

/**
 * The form itself; `offerBooking` adds the consultation form's line to booking online, which the
 * booking picker leaves out where it gives way to this form (nobody takes bookings).
 */
export function RequestForm({
  kind: kindAttribute,
  endpoint,
  offerBooking = false,
}: LeadFormProps & { offerBooking?: boolean }) {
  // Undefined only at build time, where the first view is rendered and nothing is sent.
  const host = useHost()!;
  const toasts = toastsFor(host);
  const kind = kindOf(kindAttribute);
  const copy = COPY[kind];
  const { sending, error, submit } = useLeadSubmission(host, toasts, () => endpoint);
  const { form, set, reset } = useFormDraft(host, kind, EMPTY, ['consent']);
  const ids = { industry: useId(), message: useId(), consent: useId() };

  return (
    <div className="root lead" part="base">
      {offerBooking && kind === 'consultation' ? <BookOnline /> : null}
      <form
        className="lead-form"
        onSubmit={async (event) => {
          event.preventDefault();
          const honeypot = honeypotOf(event.currentTarget);
          const trimmed = (value: string) => value.trim() || undefined;
          const sent = await submit(
            {
              kind,
              name: form.name.trim(),
              email: form.email.trim(),
              company: form.company.trim(),
              phone: trimmed(form.phone),
              industry: trimmed(form.industry),
              message: trimmed(form.message),
              consent: form.consent,
            },
            honeypot,
          );
          if (sent) reset();
        }}
      >
        <div className="grid">
          <TextField
            label={LEAD_FIELDS.name.label}
            name="name"
            autoComplete="name"
            required
            maxLength={LEAD_FIELDS.name.max}
            value={form.name}
            onChange={(value) => set('name', value)}
          />
          <TextField
            label={LEAD_FIELDS.email.label}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={LEAD_FIELDS.email.max}
            value={form.email}
            onChange={(value) => set('email', value)}
          />
          <TextField
            label={LEAD_FIELDS.company.label}
            name="company"
            autoComplete="organization"
            required
            maxLength={LEAD_FIELDS.company.max}
            value={form.company}
            onChange={(value) => set('company', value)}
          />
          <TextField
            label="Phone (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={LEAD_FIELDS.phone.max}
            value={form.phone}
            onChange={(value) => set('phone', value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.industry} className="field-label">
            Industry <span className="optional">(optional)</span>
          </label>
          <select
            id={ids.industry}
            name="industry"
            className="select"
            part="select"
            value={form.industry}
            onChange={(event) => set('industry', event.target.value)}
          >
            <option value="">Choose your industry</option>
            {FORM_INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.message} className="field-label">
            {copy.message} <span className="optional">(optional)</span>
          </label>
          <textarea
            id={ids.message}
            name="message"
            className="input textarea"
            rows={4}
            maxLength={LEAD_FIELDS.message.max}
            value={form.message}
            onChange={(event) => set('message', event.target.value)}
          />
        </div>
        <div className="checkbox-field">
          <input
            id={ids.consent}
            name="consent"
            type="checkbox"
            required
            checked={form.consent}
            onChange={(event) => set('consent', event.target.checked)}
          />
          <label htmlFor={ids.consent}>{LEAD_CONSENT}</label>
        </div>
        <Honeypot />
        <FormError error={error} labels={FIELD_LABELS} />
        <button type="submit" className="button button-primary" part="button" disabled={!form.consent || sending}>
          {sending ? 'Sending...' : copy.submit}
        </button>
        <p className="privacy-note">{PRIVACY_NOTE}</p>
      </form>
      <Toaster store={toasts} />
    </div>
  );
}
