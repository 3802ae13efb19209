import type { FastifyInstance } from 'fastify';
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
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

/** Counts one hit in a store every server instance shares (see LeadStore.countHit). */
export type SharedHitCounter = (
  key: string,
  windowMs: number,
  now: number,
) => Promise<{ hits: number; windowEndsAt: number }>;

/**
 * @fastify/rate-limit's store interface over a shared counter: fixed windows (a minute from :00),
 * so N instances together allow the limit once, not N times.
 */
class SharedRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly countHit: SharedHitCounter,
    private readonly windowMs = 60_000,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
    const now = Date.now();
    this.countHit(key, this.windowMs, now).then(
      ({ hits, windowEndsAt }) => callback(null, { current: hits, ttl: windowEndsAt - now }),
      (error: Error) => callback(error),
    );
  }

  /** Each limited route gets its own store with that route's window. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const { timeWindow } = routeOptions as { timeWindow?: unknown };
    const windowMs = typeof timeWindow === 'number' ? timeWindow : this.windowMs;
    return new SharedRateLimitStore(this.countHit, windowMs);
  }
}

function sharedStore(countHit: SharedHitCounter): FastifyRateLimitStoreCtor {
  return class extends SharedRateLimitStore {
    constructor() {
      super(countHit);
    }
  };
}

/**
 * Registers the plugin without limiting anything; routes opt in with `rateLimitConfig`. With a
 * shared counter (PostgreSQL) the counts live in the database; otherwise in this process's memory.
 */
export async function registerRateLimit(app: FastifyInstance, countHit?: SharedHitCounter): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(countHit ? { store: sharedStore(countHit) } : {}),
    // A database hiccup must not turn into 500s for real visitors; the lead insert reports it anyway.
    skipOnError: true,
    // The error handler words the answer; Retry-After is set by the plugin before this runs.
    errorResponseBuilder: () => new PublicError(429, 'Too many requests.'),
  });
}

/** Route config for one limited route (counted per client IP). */
export function rateLimitConfig(limit: LeadRateLimit): { rateLimit?: { max: number; timeWindow: number } } {
  return limit ? { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } : {};
}
