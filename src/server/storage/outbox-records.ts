import type { StoredLead } from './lead-store.ts';

/** Where a lead is sent: one delivery row per configured channel. */
export type ChannelName = 'email' | 'webhook';

/** pending: waiting for its next attempt; sent: the channel accepted it; dead: every retry failed. */
export type DeliveryStatus = 'pending' | 'sent' | 'dead';

/** A delivery handed to the worker, with the lead it carries. */
export interface ClaimedDelivery {
  id: number;
  channel: ChannelName;
  /** Attempts made before this one. */
  attempts: number;
  lead: StoredLead;
}

/** The outcome of one attempt, as the worker reports it. */
export interface DeliveryAttempt {
  deliveryId: number;
  attemptedAt: string;
  /** null when the channel accepted the lead. */
  error: string | null;
  /** When to try again after an error; null makes the delivery dead. */
  nextAttemptAt: string | null;
}

/** One delivery as `leads:deliveries` and the CSV export show it. */
export interface DeliveryRecord {
  id: number;
  leadId: number;
  channel: ChannelName;
  status: DeliveryStatus;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  lastError: string | null;
}

/** What GET /healthz reports: counts and an age, never lead data. */
export interface OutboxHealth {
  pending: number;
  dead: number;
  /** created_at of the oldest pending delivery, or null when none is pending. */
  oldestPendingAt: string | null;
}

export interface ClaimOptions {
  now: string;
  /** How long the claim holds: another instance may take the delivery after this (a crashed sender). */
  leaseUntil: string;
  limit: number;
}

/** Identical leads (same email, kind, message and brochure) this close together are stored once. */
export const DUPLICATE_WINDOW_MS = 5 * 60_000;

/** A lead the store kept, or the earlier identical one it kept instead. */
export interface AddResult {
  id: number;
  duplicate: boolean;
}
