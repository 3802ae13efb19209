import type { LeadStore } from '../storage/lead-store.ts';
import type { ClaimedDelivery } from '../storage/outbox-records.ts';
import { idempotencyKey, type DeliveryChannel } from './channel.ts';
import { retryDelay, type RetryPolicy } from './retry-policy.ts';

/** The part of Fastify's (pino) logger the worker uses. */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryWorkerOptions {
  store: LeadStore;
  channels: readonly DeliveryChannel[];
  retry: RetryPolicy;
  /** How often to look for due deliveries when nothing wakes the worker. */
  pollIntervalMs: number;
  /** How long a claimed delivery is held; after that (a crashed sender) another instance may send it. */
  leaseMs: number;
  log: DeliveryLog;
  /** Deliveries sent at once. Default 10. */
  batchSize?: number;
}

export interface DeliveryWorker {
  /** Looks for due deliveries now (a lead was just stored) instead of at the next poll. */
  wake(): void;
  /** Finishes the attempts in progress, then stops. */
  stop(): Promise<void>;
}

/** Error text kept in the database and the log: the receiver's words, bounded. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/**
 * Sends pending deliveries from the outbox until stopped. A delivery is recorded as sent only after
 * its channel accepted it; a crash in between leaves it pending (its lease runs out and it is sent
 * again with the same idempotency key): at least once, never lost.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { store, log } = options;
  const channels = new Map(options.channels.map((channel) => [channel.name, channel]));
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const attempt = async (delivery: ClaimedDelivery): Promise<void> => {
    const number = delivery.attempts + 1;
    const channel = channels.get(delivery.channel);
    let error: string | null = null;
    try {
      if (!channel) throw new Error(`the ${delivery.channel} channel is not configured on this server`);
      await channel.send(delivery.lead, idempotencyKey(delivery.lead.id, delivery.channel));
    } catch (caught) {
      error = describe(caught);
    }
    const now = Date.now();
    const delay = error === null ? null : retryDelay(options.retry, number);
    const nextAttemptAt = delay === null ? null : new Date(now + delay).toISOString();
    await store.recordAttempt({
      deliveryId: delivery.id,
      attemptedAt: new Date(now).toISOString(),
      error,
      nextAttemptAt,
    });
    // Ids only: the log is read by more people than the leads are.
    const details = { deliveryId: delivery.id, leadId: delivery.lead.id, channel: delivery.channel, attempt: number };
    if (error === null) log.info({ ...details, outcome: 'sent' }, 'lead delivery sent');
    else if (nextAttemptAt) log.warn({ ...details, outcome: 'retry', error, nextAttemptAt }, 'lead delivery failed');
    else log.error({ ...details, outcome: 'dead', error }, 'lead delivery dead after its last attempt');
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(resolve, options.pollIntervalMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = null;
      woken = false;
    });

  const run = async (): Promise<void> => {
    while (!stopped) {
      let batch: ClaimedDelivery[] = [];
      try {
        const now = Date.now();
        batch = await store.claimDeliveries({
          now: new Date(now).toISOString(),
          leaseUntil: new Date(now + options.leaseMs).toISOString(),
          limit: options.batchSize ?? 10,
        });
        await Promise.all(batch.map(attempt));
      } catch (error) {
        // The database is down or busy: the deliveries stay pending; try again at the next poll.
        log.error({ error: describe(error) }, 'lead delivery worker could not reach the outbox');
        batch = [];
      }
      if (batch.length === 0 && !stopped) await sleep();
    }
  };
  const running = run();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
      for (const channel of channels.values()) channel.close?.();
    },
  };
}
