// A real SMTP server for the tests (the smtp-server package, in this process, on loopback): it keeps
// every message it accepts, parsed by mailparser, and can refuse attempts to test retries and bounces.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @param {{ refuse?: (attempt: { number: number, recipients: string[] }) => { code: number, message: string } | undefined }} [options]
 *   `refuse` sees each attempt (numbered from 1) and may refuse it with an SMTP code.
 */
export async function startSmtpServer({ refuse } = {}) {
  /** @type {import('mailparser').ParsedMail[]} */
  const messages = [];
  /** @type {(() => void)[]} */
  const waiters = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, session, callback) {
      const refusal = refuse?.({ number: attempts + 1, recipients: [address.address] });
      if (refusal && refusal.code >= 500 && /RCPT/.test(refusal.message)) {
        attempts++;
        return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      attempts++;
      const refusal = refuse?.({ number: attempts, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
      simpleParser(stream).then(
        (parsed) => {
          if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          messages.push(parsed);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const port = /** @type {import('node:net').AddressInfo} */ (server.server.address()).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get attempts() {
      return attempts;
    },
    /** Resolves once `count` messages (to anyone, or matching `where`) have arrived; fails after `ms`. */
    async waitFor(count, where = () => true, ms = 20_000) {
      const deadline = Date.now() + ms;
      while (messages.filter(where).length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} message(s), got ${messages.filter(where).length} of ${messages.length}`);
        await new Promise((resolve) => {
          waiters.push(() => resolve(undefined));
          setTimeout(resolve, 200);
        });
      }
      return messages.filter(where);
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** The addresses a parsed message was sent to. */
export const recipientsOf = (/** @type {import('mailparser').ParsedMail} */ message) =>
  [message.to].flat().flatMap((to) => to?.value.map((entry) => entry.address) ?? []);
