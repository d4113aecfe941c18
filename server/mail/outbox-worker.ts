// Sends what the outbox holds: claims due rows, delivers each, and records the outcome. A failure
// worth retrying waits an exponentially growing, jittered delay, up to MAX_ATTEMPTS; a permanent one
// (and the last attempt) marks the row failed. Pending rows survive a restart: the next worker, on
// this server or another, claims them once their claim has expired.
import { PermanentDeliveryError } from './delivery-errors';
import type { OutboxMessage, OutboxStore } from '../repositories/outbox';

export interface OutboxWorkerOptions {
  outbox: OutboxStore;
  /** Sends one message; throws PermanentDeliveryError when a retry cannot help. */
  deliver(message: OutboxMessage): Promise<void>;
  now?: () => number;
  random?: () => number;
  /** How often to look for due rows when idle (wake() looks at once). */
  pollMs?: number;
  batchSize?: number;
  /** How long a claim lasts: longer than any one delivery may take. */
  leaseMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  onError?: (error: unknown) => void;
}

export const OUTBOX_DEFAULTS = Object.freeze({
  pollMs: 1_000,
  // A round's claims last leaseMs from the start: a few messages, each bounded by the SMTP and
  // webhook time-outs (under a minute), always finish before another server may take them.
  batchSize: 4,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 6 * 60 * 60_000,
});

/** Attempt n (1-based) failed: wait half the exponential delay plus a random part of the other half. */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

export interface OutboxWorker {
  /** Looks for due rows now (after a record with messages was saved). */
  wake(): void;
  /** Runs one claim-and-deliver round; resolves to how many messages it handled. */
  runOnce(): Promise<number>;
  /** Finishes the round in progress and stops. */
  stop(): Promise<void>;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const settings = {
    ...OUTBOX_DEFAULTS,
    now: Date.now,
    random: Math.random,
    onError: (error: unknown) => console.warn('cashflow-elements: outbox:', error),
    ...options,
  };
  const { outbox, deliver, now } = settings;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let round: Promise<number> = Promise.resolve(0);

  const handle = async (message: OutboxMessage) => {
    try {
      await deliver(message);
      await outbox.complete(message.id, { status: 'sent' });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const attempt = message.attempts + 1;
      if (error instanceof PermanentDeliveryError || attempt >= settings.maxAttempts) {
        await outbox.complete(message.id, {
          status: 'failed',
          error: text,
          suppressRecipient: error instanceof PermanentDeliveryError && error.recipientRefused,
        });
      } else {
        await outbox.complete(message.id, {
          status: 'retry',
          at: now() + retryDelayMs(attempt, settings.retryBaseMs, settings.retryMaxMs, settings.random),
          error: text,
        });
      }
    }
  };

  const runOnce = async (): Promise<number> => {
    const messages = await outbox.claimDue(settings.batchSize, settings.leaseMs);
    for (const message of messages) await handle(message);
    return messages.length;
  };

  const loop = async () => {
    while (!stopped) {
      let handled = 0;
      try {
        round = runOnce();
        handled = await round;
      } catch (error) {
        settings.onError(error);
      }
      if (handled > 0 || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, settings.pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  };
  const running = loop();

  return {
    wake: () => wakeUp?.(),
    runOnce,
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
      await round.catch(() => 0);
    },
  };
}
