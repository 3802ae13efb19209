import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { PublicError } from './public-errors.ts';
import { memoryRateLimit, type TakeRateLimitHit } from './sliding-window-limit.ts';

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

/**
 * The lead route's first hook: every request that reaches the route counts, before anything else
 * looks at it, so a refused one (415, 413, 400) costs a client as much as an accepted lead and a
 * script cannot probe the API for free. Counted per client IP (the forwarded one behind TRUST_PROXY),
 * in the database when it is shared by several instances (`shared`), otherwise in memory.
 */
export function rateLimitHook(limit: LeadRateLimit, shared?: TakeRateLimitHit): onRequestAsyncHookHandler | null {
  if (!limit) return null;
  const take = shared ?? memoryRateLimit();
  return async (request: FastifyRequest, reply) => {
    let decision;
    try {
      decision = await take(request.ip, limit.max, limit.timeWindowMs, Date.now());
    } catch (error) {
      // A database hiccup must not turn into errors for real visitors; the lead insert reports it anyway.
      request.log.error({ err: error }, 'rate limit: could not count the request');
      return;
    }
    if (!decision.allowed) {
      reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw new PublicError(429, 'Too many requests.');
    }
  };
}
