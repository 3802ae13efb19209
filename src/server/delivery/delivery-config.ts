import type { ChannelName } from '../storage/outbox-records.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';

/** Where leads go and how deliveries are retried, from the environment (see docs/operations.md). */
export interface DeliveryConfig {
  email: { smtpUrl: string; to: string; from: string } | null;
  webhook: { url: string; secret: string } | null;
  retry: RetryPolicy;
  pollIntervalMs: number;
  leaseMs: number;
}

/** The channels a new lead gets a delivery row for, in a fixed order. */
export function configuredChannels(config: DeliveryConfig): ChannelName[] {
  return [...(config.email ? ['email' as const] : []), ...(config.webhook ? ['webhook' as const] : [])];
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0 (got "${value}")`);
  return number;
}

function requireAlso(env: NodeJS.ProcessEnv, setting: string, names: string[]): void {
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`${setting} is set, so ${missing.join(' and ')} must be set too`);
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http:// or https:// URL (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http:// or https:// URL (got a ${url.protocol} URL)`);
  }
  return value;
}

export function readDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  let email: DeliveryConfig['email'] = null;
  if (env.SMTP_URL?.trim()) {
    requireAlso(env, 'SMTP_URL', ['LEAD_MAIL_TO', 'LEAD_MAIL_FROM']);
    if (!/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    email = { smtpUrl: env.SMTP_URL.trim(), to: env.LEAD_MAIL_TO!.trim(), from: env.LEAD_MAIL_FROM!.trim() };
  }
  let webhook: DeliveryConfig['webhook'] = null;
  if (env.LEAD_WEBHOOK_URL?.trim()) {
    // An unsigned webhook would let anyone who learns the URL inject leads into the CRM.
    requireAlso(env, 'LEAD_WEBHOOK_URL', ['LEAD_WEBHOOK_SECRET']);
    webhook = { url: httpUrl('LEAD_WEBHOOK_URL', env.LEAD_WEBHOOK_URL.trim()), secret: env.LEAD_WEBHOOK_SECRET! };
  }
  return {
    email,
    webhook,
    retry: {
      maxAttempts: positiveInteger(env, 'LEAD_DELIVERY_MAX_ATTEMPTS', DEFAULT_RETRY_POLICY.maxAttempts),
      baseDelayMs: positiveInteger(env, 'LEAD_DELIVERY_RETRY_BASE_MS', DEFAULT_RETRY_POLICY.baseDelayMs),
      maxDelayMs: positiveInteger(env, 'LEAD_DELIVERY_RETRY_MAX_MS', DEFAULT_RETRY_POLICY.maxDelayMs),
    },
    pollIntervalMs: positiveInteger(env, 'LEAD_DELIVERY_POLL_MS', 1_000),
    leaseMs: positiveInteger(env, 'LEAD_DELIVERY_LEASE_MS', 60_000),
  };
}
