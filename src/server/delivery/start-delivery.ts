import type { LeadStore } from '../storage/lead-store.ts';
import type { DeliveryChannel } from './channel.ts';
import type { DeliveryConfig } from './delivery-config.ts';
import { startDeliveryWorker, type DeliveryLog, type DeliveryWorker } from './delivery-worker.ts';
import { emailChannel } from './email-channel.ts';
import { webhookChannel } from './webhook-channel.ts';

export const NO_DELIVERY_MESSAGE =
  'no lead delivery configured: leads are stored, not sent. To send each one, set SMTP_URL, LEAD_MAIL_TO and LEAD_MAIL_FROM (e-mail) or LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET (webhook); until then npm run leads:export lists them';

/** Builds the configured channels and starts the worker; with none, says so once and starts nothing. */
export function startDelivery(config: DeliveryConfig, store: LeadStore, log: DeliveryLog): DeliveryWorker | null {
  const channels: DeliveryChannel[] = [];
  if (config.email) channels.push(emailChannel(config.email));
  if (config.webhook) channels.push(webhookChannel(config.webhook));
  if (channels.length === 0) {
    // Information, not a warning: this is every first start, and leads are still stored safely.
    log.info({}, NO_DELIVERY_MESSAGE);
    return null;
  }
  log.info({ channels: channels.map((channel) => channel.name) }, 'lead delivery on');
  return startDeliveryWorker({ ...config, store, channels, log });
}
