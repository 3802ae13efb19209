import type { Lead } from '../../generated/schema-types';

/** What the lead API answers on success; `message` is shown to the visitor. */
export interface LeadReply {
  message?: string;
}

/** The API answered, but not with a 2xx status. */
export class LeadRejectedError extends Error {
  constructor(readonly status: number) {
    super(`The lead API answered HTTP ${status}`);
    this.name = 'LeadRejectedError';
  }
}

/**
 * Posts one lead as JSON. Resolves with the server's reply on HTTP 2xx; rejects on any other
 * status (LeadRejectedError) or a network failure (the fetch error), so callers have one
 * failure path. A 2xx reply that is not JSON still counts as success: the lead is stored.
 */
export async function submitLead(url: string, body: Lead): Promise<LeadReply> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new LeadRejectedError(response.status);
  const reply: unknown = await response.json().catch(() => null);
  const message = (reply as LeadReply | null)?.message;
  return typeof message === 'string' ? { message } : {};
}
