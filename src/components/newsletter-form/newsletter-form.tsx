import { useId } from 'react';
import { TIMINGS } from '../../core';
import { isValidEmail, LEAD_FIELDS } from '../../contracts/lead-fields';
import { dispatchHostEvent } from '../../internal/host-events';
import { useHost } from '../../internal/hydration';
import type { HostProps } from '../../internal/react-element';
import { solveWhileFilling } from '../../state/challenge';
import { sendNewsletterSignup } from '../../state/leads';
import { toastsFor } from '../../state/toasts';
import { FormError } from '../../ui/form-error';
import { Honeypot } from '../../ui/honeypot';
import { Toaster } from '../../ui/toaster';
import { useFormDraft } from '../../ui/use-form-draft';
import { honeypotOf, useSubmission } from '../../ui/use-submission';

export interface NewsletterFormProps extends HostProps {
  /** The URL the sign-up POSTs its JSON to (else the page-wide API, else a simulated send). */
  endpoint?: string;
}

/** The spec's text, and what double opt-in asks of the person next. */
export const NEWSLETTER_SUCCESS =
  'Thank you for subscribing to our newsletter. Check your inbox and confirm your address to start receiving it.';

/** E-mail sign-up: Subscribe stays disabled until the address is valid, and while it is sent. */
export function NewsletterForm({ endpoint }: NewsletterFormProps) {
  // Undefined only at build time, where the first view is rendered and nothing is sent.
  const host = useHost()!;
  const toasts = toastsFor(host);
  const id = useId();
  const hintId = useId();
  const { form, set, reset } = useFormDraft(host, 'newsletter', { email: '' });
  const { sending, error, run } = useSubmission();
  const { email } = form;
  const valid = isValidEmail(email);
  const showHint = email !== '' && !valid;

  const subscribe = async (honeypot: string) => {
    if (!honeypot) dispatchHostEvent(host, 'cashflow-newsletter-subscribe', { email });
    const sent = await run({ email }, (idempotencyKey) =>
      sendNewsletterSignup({ email }, { endpoint, idempotencyKey, honeypot }),
    );
    if (sent) {
      toasts.show({ title: 'Success!', description: NEWSLETTER_SUCCESS, tone: 'success' }, TIMINGS.successToastMs);
      reset();
    }
  };

  return (
    <div className="root newsletter" part="base">
      <form
        className="newsletter-form"
        noValidate
        {...solveWhileFilling(endpoint, 'newsletter')}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !sending) void subscribe(honeypotOf(event.currentTarget));
        }}
      >
        <label htmlFor={id} className="field-label">
          Email address
        </label>
        <div className="row">
          <input
            id={id}
            name="email"
            className="input"
            part="input"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
            maxLength={LEAD_FIELDS.email.max}
            value={email}
            aria-invalid={showHint ? true : undefined}
            aria-describedby={hintId}
            onChange={(event) => set('email', event.target.value)}
          />
          <button type="submit" className="button button-primary" part="button" disabled={!valid || sending}>
            {sending ? 'Subscribing...' : 'Subscribe'}
          </button>
        </div>
        <p id={hintId} className={showHint ? 'hint hint-error' : 'hint'}>
          {showHint
            ? 'Enter an email address like name@company.com, without spaces.'
            : 'One practical cash flow idea a month. Unsubscribe any time.'}
        </p>
        <Honeypot />
        <FormError error={error} labels={{ email: 'Email address' }} />
      </form>
      <Toaster store={toasts} />
    </div>
  );
}
