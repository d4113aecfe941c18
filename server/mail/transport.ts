// Where e-mail goes: an SMTP server (SMTP_URL), or, by default, one .eml file per message under
// DATA_DIR/mail/ that any mail program opens, so a newcomer can read the report they asked for
// without a mail server. nodemailer builds the MIME message either way.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailTransport {
  send(message: Mail.Options): Promise<void>;
  /** For the start-up line: where mail goes. */
  readonly description: string;
  close(): void;
}

/** Connect and socket time-outs, so a stalled SMTP server fails an attempt instead of holding it. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function createMailTransport({
  smtpUrl,
  dataDir,
}: {
  smtpUrl: string | undefined;
  dataDir: string;
}): MailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS } as never);
    const { hostname, port } = new URL(smtpUrl);
    return {
      async send(message) {
        await transporter.sendMail(message);
      },
      description: `e-mail is sent through the SMTP server at ${hostname}${port ? `:${port}` : ''}`,
      close: () => transporter.close(),
    };
  }
  const folder = join(dataDir, 'mail');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await composer.sendMail(message);
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${safeName(String(message.to))}.eml`;
      // Written whole then renamed, so a reader never opens half a message.
      const partial = join(folder, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, join(folder, name));
    },
    description: `no SMTP_URL: each e-mail is written to ${folder}/ as an .eml file (set SMTP_URL to send real mail)`,
    close: () => composer.close(),
  };
}

const safeName = (text: string) => text.replace(/[^A-Za-z0-9@._-]+/g, '_').slice(0, 80);
