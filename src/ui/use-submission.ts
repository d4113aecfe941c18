import { useRef, useState } from 'react';
import { newIdempotencyKey, SubmitError, SUBMIT_MESSAGES } from '../state/submit';

/**
 * The sending state of a form: whether it is sending, the error of the last try, and the
 * idempotency key. A retry of the same content reuses the key, so a request that reached the
 * server before its answer was lost is not stored twice; changed content gets a new key.
 */
export function useSubmission() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<SubmitError | null>(null);
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);

  const run = async (payload: object, send: (idempotencyKey: string) => Promise<void>): Promise<boolean> => {
    const fingerprint = JSON.stringify(payload);
    if (pending.current?.fingerprint !== fingerprint) pending.current = { fingerprint, key: newIdempotencyKey() };
    setSending(true);
    setError(null);
    try {
      await send(pending.current.key);
      pending.current = null;
      return true;
    } catch (caught) {
      // One line for the site owner: what to change when the page's setup is at fault.
      if (caught instanceof SubmitError && caught.fix)
        console.error(`[cashflow-elements] the form could not be sent: ${caught.fix}`);
      else console.error('[cashflow-elements] the form could not be sent', caught);
      setError(caught instanceof SubmitError ? caught : new SubmitError(SUBMIT_MESSAGES.network, null));
      return false;
    } finally {
      setSending(false);
    }
  };

  return { sending, error, run };
}

/** The honeypot's value from a submitted form (see Honeypot). */
export const honeypotOf = (form: HTMLFormElement): string => {
  const value = new FormData(form).get(HONEYPOT_NAME);
  return typeof value === 'string' ? value : '';
};

export const HONEYPOT_NAME = 'website';
