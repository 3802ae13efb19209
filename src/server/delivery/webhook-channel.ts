import { createHmac } from 'node:crypto';
import type { DeliveryChannel } from './channel.ts';
import { leadPayload } from './lead-message.ts';

export interface WebhookChannelOptions {
  url: string;
  /** Signs the body; a receiver without the secret cannot tell a forged lead from a real one. */
  secret: string | null;
  /** Give up on an attempt after this long (it is retried later). Default 10 s. */
  timeoutMs?: number;
}

export const SIGNATURE_HEADER = 'x-lead-signature';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** `sha256=<hex HMAC-SHA256 of the exact body bytes>`, as GitHub signs its webhooks. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** A JSON POST per lead; any 2xx answer is acceptance, anything else is retried. */
export function webhookChannel(options: WebhookChannelOptions): DeliveryChannel {
  return {
    name: 'webhook',
    async send(lead, idempotencyKey) {
      const body = JSON.stringify({ event: 'lead.created', lead: leadPayload(lead) });
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      };
      if (options.secret) headers[SIGNATURE_HEADER] = webhookSignature(options.secret, body);
      const response = await fetch(options.url, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
  };
}
