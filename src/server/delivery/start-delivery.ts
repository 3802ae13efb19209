import type { LeadStore } from '../storage/lead-store.ts';
import type { DeliveryChannel } from './channel.ts';
import type { DeliveryConfig } from './delivery-config.ts';
import { startDeliveryWorker, type DeliveryLog, type DeliveryWorker } from './delivery-worker.ts';
import { emailChannel } from './email-channel.ts';
import { webhookChannel } from './webhook-channel.ts';

/** Builds the configured channels and starts the worker; with none, says so once and starts nothing. */
export function startDelivery(config: DeliveryConfig, store: LeadStore, log: DeliveryLog): DeliveryWorker | null {
  const channels: DeliveryChannel[] = [];
  if (config.email) channels.push(emailChannel(config.email));
  if (config.webhook) channels.push(webhookChannel(config.webhook));
  if (channels.length === 0) {
    log.warn(
      { channels: [] },
      'no lead delivery configured (SMTP_URL, LEAD_WEBHOOK_URL): leads are only stored; export them with npm run leads:export',
    );
    return null;
  }
  log.info({ channels: channels.map((channel) => channel.name) }, 'lead delivery on');
  return startDeliveryWorker({ ...config, store, channels, log });
}
