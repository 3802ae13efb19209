import { normalizeEmail } from '../store/admin-rows.ts';
import type { AdminStore } from '../store/admin-store.ts';

/** Five wrong passwords in 15 minutes are allowed; the sixth attempt is refused until the oldest is 15 minutes old. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export const accountKey = (email: string): string => `account:${normalizeEmail(email)}`;
export const addressKey = (address: string): string => `address:${address}`;

/**
 * Failed logins counted per account and per address in the database (so every instance counts
 * together). Unknown accounts are counted exactly like real ones: the answers must not tell
 * whether an account exists.
 */
export function loginThrottle(store: AdminStore, now: () => Date) {
  return {
    /** Seconds to wait before the next attempt with any of these keys; 0 when it may go ahead. */
    async retryAfterSeconds(keys: readonly string[]): Promise<number> {
      const at = now().getTime();
      // A failure exactly 15 minutes old no longer counts.
      const since = new Date(at - LOGIN_THROTTLE.windowMs + 1).toISOString();
      let wait = 0;
      for (const key of keys) {
        const { count, oldest } = await store.countLoginFailures(key, since);
        if (count < LOGIN_THROTTLE.maxFailures || oldest === null) continue;
        const until = Date.parse(oldest) + LOGIN_THROTTLE.windowMs;
        wait = Math.max(wait, Math.ceil((until - at) / 1000), 1);
      }
      return wait;
    },
    async recordFailure(keys: readonly string[]): Promise<void> {
      const at = now().toISOString();
      for (const key of keys) await store.recordLoginFailure(key, at);
    },
    async clear(key: string): Promise<void> {
      await store.clearLoginFailures(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
