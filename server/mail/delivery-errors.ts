// How an attempt failed decides what happens next: a permanent failure is not retried, and an
// address the mail server says does not exist receives nothing more.

/** Retrying will not help (a 5xx from the mail server, a 4xx from a webhook). */
export class PermanentDeliveryError extends Error {
  constructor(
    message: string,
    /** The recipient itself was refused: suppress the address. */
    readonly recipientRefused = false,
  ) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/** nodemailer's errors carry the SMTP reply: 5xx is permanent, 4xx and no reply are worth a retry. */
export function classifySmtpError(error: unknown): Error {
  const { responseCode, command, response, message } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    response?: string;
    message?: string;
  };
  const text = response || message || String(error);
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return new PermanentDeliveryError(`The mail server refused the message: ${text}`, /^RCPT\b/i.test(command ?? ''));
  }
  return error instanceof Error ? error : new Error(text);
}
