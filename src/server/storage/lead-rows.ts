import { createHash } from 'node:crypto';
import type { NewLead, StoredLead } from './lead-store.ts';
import type { ChannelName, DeliveryRecord } from './outbox-records.ts';

/** A leads row as either database returns it (PostgreSQL: BIGSERIAL as a string, TIMESTAMPTZ as a Date). */
export interface LeadRow {
  id: number | string;
  created_at: string | Date;
  kind: StoredLead['kind'];
  name: string | null;
  email: string;
  mobile: string | null;
  message: string | null;
  brochure: string | null;
  user_agent: string | null;
  page: string | null;
}

/** The columns a new lead is written to, in the order of leadValues: one list for both databases. */
export const LEAD_COLUMNS = 'created_at, kind, name, email, mobile, message, brochure, user_agent, page, dedupe_key';

/**
 * What makes two leads the same (email, kind, message, brochure), as one short indexed value: the
 * duplicate check is then one index probe, however many leads one address has sent.
 */
export function dedupeKey(lead: NewLead): string {
  return createHash('sha256')
    .update(JSON.stringify([lead.email, lead.kind, lead.message, lead.brochure]))
    .digest('base64url');
}

/** A new lead's values in LEAD_COLUMNS order. */
export function leadValues(lead: NewLead, key = dedupeKey(lead)): (string | null)[] {
  return [
    lead.createdAt,
    lead.kind,
    lead.name,
    lead.email,
    lead.mobile,
    lead.message,
    lead.brochure,
    lead.userAgent,
    lead.page,
    key,
  ];
}

export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: Number(row.id),
    createdAt: typeof row.created_at === 'string' ? row.created_at : row.created_at.toISOString(),
    kind: row.kind,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    message: row.message,
    brochure: row.brochure,
    userAgent: row.user_agent,
    page: row.page,
  };
}

/** A lead_deliveries row (times as text in SQLite, Date in PostgreSQL). */
export interface DeliveryRow {
  id: number | string;
  lead_id: number | string;
  channel: ChannelName;
  status: DeliveryRecord['status'];
  attempts: number;
  created_at: string | Date;
  next_attempt_at: string | Date;
  last_error: string | null;
}

export function toDeliveryRecord(row: DeliveryRow): DeliveryRecord {
  const iso = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    createdAt: iso(row.created_at),
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: row.last_error,
  };
}
