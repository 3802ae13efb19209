import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { PublicError } from './public-errors.ts';

/** How many leads one client (IP address) may post per window; false switches the limit off. */
export type LeadRateLimit = { max: number; timeWindowMs: number } | false;

/** Ten a minute is more than any person filling in a form needs, and slows a script down. */
export const DEFAULT_LEAD_RATE_LIMIT: LeadRateLimit = { max: 10, timeWindowMs: 60_000 };

/**
 * Reads LEAD_RATE_LIMIT: a number of leads per minute per client, or 0 / "off" for no limit
 * (benchmarks; or a proxy in front that limits already).
 */
export function parseLeadRateLimit(value: string | undefined): LeadRateLimit {
  if (value === undefined || value.trim() === '') return DEFAULT_LEAD_RATE_LIMIT;
  if (value.trim() === 'off' || value.trim() === '0') return false;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 0) {
    throw new Error(`LEAD_RATE_LIMIT must be a whole number of leads per minute, or "off" (got "${value}")`);
  }
  return { max, timeWindowMs: 60_000 };
}

/** Registers the plugin without limiting anything; routes opt in with `rateLimitConfig`. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // The error handler words the answer; Retry-After is set by the plugin before this runs.
    errorResponseBuilder: () => new PublicError(429, 'Too many requests.'),
  });
}

/** Route config for one limited route (counted per client IP, in this process's memory). */
export function rateLimitConfig(limit: LeadRateLimit): { rateLimit?: { max: number; timeWindow: number } } {
  return limit ? { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } : {};
}
