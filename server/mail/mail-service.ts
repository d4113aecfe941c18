// The server's mail and webhook delivery: the transport (SMTP or .eml files), the templates' context,
// and the outbox worker that sends through them.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { outboxFor, type OutboxMessage } from '../repositories/outbox';
import { sharedSecret } from '../repositories/server-secrets';
import type { Storage } from '../storage';
import { classifySmtpError, PermanentDeliveryError } from './delivery-errors';
import type { DeliverySettings } from './messages';
import { type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from './outbox-worker';
import { type MailContext, type ReportRenderer, renderEmail } from './templates';
import { createMailTransport } from './transport';
import { postWebhook } from './webhook';
import { unsubscribeToken } from '../newsletter-store';
import { CALENDAR_SYNC } from '../booking/caldav';

export interface MailSettings extends DeliverySettings {
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  webhookSecret?: string | undefined;
  dataDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail service: its worker, settings and where mail goes. */
    mail: MailService;
  }
}

export interface MailService {
  readonly settings: MailSettings;
  /** Where mail goes, for the start-up line. */
  readonly description: string;
  /** The signed link that unsubscribes a sign-up. */
  unsubscribeLink(signupId: string): string;
  /** Sends what is due now rather than at the next poll. */
  wake(): void;
  readonly worker: OutboxWorker;
  stop(): Promise<void>;
}

/** The name of the shared key that signs unsubscribe links. */
export const UNSUBSCRIBE_KEY = 'newsletter-unsubscribe';

export interface MailServiceOptions {
  storage: Storage;
  settings: MailSettings;
  pdf: ReportRenderer;
  worker?: Partial<Omit<OutboxWorkerOptions, 'outbox' | 'deliver'>>;
  /** Writes a meeting to an advisor's CalDAV calendar (the outbox's caldav-sync rows, retried like a webhook). */
  calendarSync?: (data: unknown) => Promise<void>;
  /** The report e-mail's signed lead reference for its booking link. */
  bookingRef?: (leadId: string) => string;
}

export async function startMailService({
  storage,
  settings,
  pdf,
  worker: workerOptions = {},
  calendarSync,
  bookingRef,
}: MailServiceOptions): Promise<MailService> {
  const transport = createMailTransport({ smtpUrl: settings.smtpUrl, dataDir: settings.dataDir });
  const key = await sharedSecret(storage.db, UNSUBSCRIBE_KEY, storage.now());
  const unsubscribeLink = (signupId: string) =>
    `${settings.publicUrl}/newsletter/unsubscribe?id=${encodeURIComponent(signupId)}&token=${unsubscribeToken(key, signupId)}`;
  const context: MailContext = {
    publicUrl: settings.publicUrl,
    from: settings.mailFrom,
    unsubscribeLink,
    pdf,
    ...(bookingRef ? { bookingRef } : {}),
  };

  const deliver = async (message: OutboxMessage) => {
    if (message.channel === 'webhook' && message.template === CALENDAR_SYNC) {
      if (!calendarSync) throw new PermanentDeliveryError('Calendars are not written on this server.');
      await calendarSync(message.data);
      return;
    }
    if (message.channel === 'webhook') {
      if (!settings.webhookSecret) throw new PermanentDeliveryError('LEADS_WEBHOOK_SECRET is not set on this server.');
      await postWebhook(message.recipient, settings.webhookSecret, message.id, message.data);
      return;
    }
    const mail = await renderEmail(message.template, message.data, message.recipient, context);
    try {
      await transport.send(mail);
    } catch (error) {
      throw classifySmtpError(error);
    }
  };

  const worker = startOutboxWorker({ outbox: outboxFor(storage), deliver, ...workerOptions });
  return {
    settings,
    description: transport.description,
    unsubscribeLink,
    wake: () => worker.wake(),
    worker,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}

/**
 * The mail service as the app's `mail`, its worker's failures logged. Whoever closes the storage
 * stops it first (app.ts), so the worker finishes its round before the database closes.
 */
export const mailService = fastifyPlugin(
  async (app: FastifyInstance, options: MailServiceOptions) => {
    const mail = await startMailService({
      ...options,
      worker: { onError: (error) => app.log.error({ err: error }, 'outbox round failed'), ...options.worker },
    });
    app.decorate('mail', mail);
  },
  { name: 'mail-service' },
);
