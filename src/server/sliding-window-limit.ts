/** Whether one more request from a client is let through, and if not, when it would be. */
export interface RateLimitDecision {
  allowed: boolean;
  /** When refused: how long until the oldest counted request leaves the window. 0 when allowed. */
  retryAfterMs: number;
}

/**
 * Records a request for `key` at `now` if fewer than `max` were recorded in the `windowMs` before it.
 * A sliding window over the times themselves (a sliding log): no moment, clock-minute boundaries
 * included, lets more than `max` through in any `windowMs`. Refused requests are not recorded, so
 * a client that waits Retry-After is let through.
 */
export type TakeRateLimitHit = (key: string, max: number, windowMs: number, now: number) => Promise<RateLimitDecision>;

/** The decision from the times already recorded for a key in the window, oldest first. */
export function decide(recent: readonly number[], max: number, windowMs: number, now: number): RateLimitDecision {
  if (recent.length < max) return { allowed: true, retryAfterMs: 0 };
  // Once the oldest `recent.length - max + 1` times leave the window, one more request fits.
  const freesAt = recent[recent.length - max]! + windowMs;
  return { allowed: false, retryAfterMs: Math.max(1, freesAt - now) };
}

/** The sliding log in this process's memory (one server instance, e.g. on SQLite). */
export function memoryRateLimit(): TakeRateLimitHit & { size(): number } {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;
  const take = async (key: string, max: number, windowMs: number, now: number) => {
    // Forget clients whose every hit is old, so addresses seen once do not pile up.
    if (now - lastSweep > windowMs) {
      lastSweep = now;
      for (const [client, times] of hits) if (times[times.length - 1]! <= now - windowMs) hits.delete(client);
    }
    const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
    const decision = decide(recent, max, windowMs, now);
    if (decision.allowed) recent.push(now);
    hits.set(key, recent);
    return decision;
  };
  return Object.assign(take, { size: () => hits.size });
}
