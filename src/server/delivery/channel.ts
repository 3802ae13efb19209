import type { StoredLead } from '../storage/lead-store.ts';
import type { ChannelName } from '../storage/outbox-records.ts';

/** Somewhere a lead is sent. `send` resolves only once the receiver accepted it, and throws otherwise. */
export interface DeliveryChannel {
  name: ChannelName;
  /**
   * @param idempotencyKey the same for every attempt of this delivery, so a receiver can drop the
   * duplicate a crash between "accepted" and "recorded" may cause.
   */
  send(lead: StoredLead, idempotencyKey: string): Promise<void>;
  close?(): void;
}

/** `lead-<lead id>-<channel>`: stable across attempts and restarts, unique per lead and channel. */
export function idempotencyKey(leadId: number, channel: ChannelName): string {
  return `lead-${leadId}-${channel}`;
}
