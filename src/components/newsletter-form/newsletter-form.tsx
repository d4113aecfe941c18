import { useId, useState } from 'react';
import { isValidEmail, TIMINGS } from '../../core';
import { dispatchHostEvent } from '../../internal/host-events';
import type { HostProps } from '../../internal/react-element';
import { sendNewsletterSignup } from '../../state/leads';
import { toastsFor } from '../../state/toasts';
import { Toaster } from '../../ui/toaster';
import { FAILURE_TOAST } from '../../ui/use-lead-submission';

export type NewsletterFormProps = HostProps;

export const NEWSLETTER_SUCCESS = 'Thank you for subscribing to our newsletter.';

/** E-mail sign-up: Subscribe stays disabled until the address is valid, and while it is sent. */
export function NewsletterForm({ container }: NewsletterFormProps) {
  const host = container!.host as HTMLElement;
  const toasts = toastsFor(host);
  const id = useId();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const valid = isValidEmail(email);
  const showHint = email !== '' && !valid;

  const subscribe = async () => {
    setSending(true);
    dispatchHostEvent(host, 'cashflow-newsletter-subscribe', { email });
    try {
      await sendNewsletterSignup({ email });
      toasts.show({ title: 'Success!', description: NEWSLETTER_SUCCESS, tone: 'success' }, TIMINGS.successToastMs);
      setEmail('');
    } catch (error) {
      console.error('[cashflow-elements] the sign-up could not be sent', error);
      toasts.show(FAILURE_TOAST, TIMINGS.successToastMs);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="root newsletter" part="base">
      <form
        className="newsletter-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !sending) void subscribe();
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
            maxLength={254}
            value={email}
            aria-invalid={showHint ? true : undefined}
            aria-describedby={hintId}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button button-primary" part="button" disabled={!valid || sending}>
            {sending ? 'Subscribing...' : 'Subscribe'}
          </button>
        </div>
        <p id={hintId} className={showHint ? 'hint hint-error' : 'hint'}>
          {showHint ? 'Enter an email address like name@company.com, without spaces.' : 'One practical cash flow idea a month. Unsubscribe any time.'}
        </p>
      </form>
      <Toaster store={toasts} />
    </div>
  );
}
