/** How often and how far apart a failed delivery is tried again. */
export interface RetryPolicy {
  /** Attempts in all, the first included; after the last failure the delivery is dead. */
  maxAttempts: number;
  /** Delay after the first failure; it doubles after each one. */
  baseDelayMs: number;
  /** No single wait is longer than this. */
  maxDelayMs: number;
}

/** 30 s doubling, each wait at most 6 h, 12 attempts: retries span about a day before a delivery is dead. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 12, baseDelayMs: 30_000, maxDelayMs: 6 * 3_600_000 };

/**
 * Milliseconds to wait after failed attempt number `attempt` (1-based), or null when it was the last.
 * Exponential with jitter: a random wait between half and all of the capped delay, so the deliveries
 * that failed together during an outage do not all return at the same second.
 */
export function retryDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number | null {
  if (attempt >= policy.maxAttempts) return null;
  const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(capped * (0.5 + random() * 0.5));
}
