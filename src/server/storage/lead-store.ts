import type {
  AddResult,
  ChannelName,
  ClaimedDelivery,
  ClaimOptions,
  DeliveryAttempt,
  DeliveryRecord,
  DeliveryStatus,
  OutboxHealth,
} from './outbox-records.ts';
import type { TakeRateLimitHit } from '../sliding-window-limit.ts';

/** What the sales team gets for one form submission. */
export type LeadKind = 'query' | 'pdf';

/** A lead as the API hands it to storage (the store assigns the id). */
export interface NewLead {
  /** UTC time the lead was received, ISO 8601 (e.g. 2026-03-01T09:30:00.000Z). */
  createdAt: string;
  /** 'query' for the contact form, 'pdf' for a brochure download. */
  kind: LeadKind;
  name: string | null;
  email: string;
  /** Ten digits; brochure leads only. */
  mobile: string | null;
  /** Contact form only. */
  message: string | null;
  /** Path of the brochure asked for, e.g. /brochures/vertical-lift-pallet.pdf. */
  brochure: string | null;
  userAgent: string | null;
  /** Path of the page the form was on (from the Referer header), e.g. /contact. */
  page: string | null;
}

/** A lead read back from storage. */
export interface StoredLead extends NewLead {
  id: number;
}

export interface ListLeadsOptions {
  /** Only leads created at or after this instant (ISO 8601, UTC). */
  since?: string;
}

/**
 * Durable lead storage. Implementations: SQLite (default, one machine) and PostgreSQL
 * (several server instances behind a load balancer). Chosen by DATABASE_URL in open-store.ts.
 */
export interface LeadStore {
  /** Creates or migrates the schema. Safe to call on every start. */
  init(): Promise<void>;
  /**
   * Stores the lead and one pending delivery per channel in one transaction (the outbox), and
   * resolves only once that is committed durably: the API answers 200 after this. An identical lead
   * (same email, kind, message, brochure) within DUPLICATE_WINDOW_MS stores nothing and returns the
   * earlier one's id with `duplicate: true`.
   */
  add(lead: NewLead, channels?: readonly ChannelName[]): Promise<AddResult>;
  /** Leads in the order they arrived (ascending id). */
  list(options?: ListLeadsOptions): Promise<StoredLead[]>;
  /** Takes up to `limit` pending deliveries that are due and not held by another sender, with their leads. */
  claimDeliveries(options: ClaimOptions): Promise<ClaimedDelivery[]>;
  /** Records one attempt and moves the delivery on: sent, pending again later, or dead. */
  recordAttempt(attempt: DeliveryAttempt): Promise<void>;
  /** Deliveries with these statuses (all when omitted), oldest first. */
  listDeliveries(statuses?: readonly DeliveryStatus[]): Promise<DeliveryRecord[]>;
  /** Makes every dead delivery pending again, due now; resolves with how many. */
  retryDead(now: string): Promise<number>;
  /** Backlog for GET /healthz; also proves the database answers. */
  outboxHealth(): Promise<OutboxHealth>;
  /**
   * The lead rate limit's sliding window kept in the database, so that every server instance sharing
   * it shares the count (see sliding-window-limit.ts). Only stores shared by several instances have it.
   */
  takeRateLimitHit?: TakeRateLimitHit;
  /** Releases the database; the store is unusable afterwards. */
  close(): Promise<void>;
}
