import { normalizeEmail } from '../store/admin-rows.ts';
import type { AdminStore } from '../store/admin-store.ts';

/** Five wrong passwords in 15 minutes are allowed; the sixth attempt is refused until the oldest is 15 minutes old. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export const accountKey = (email: string): string => `account:${normalizeEmail(email)}`;
export const addressKey = (address: string): string => `address:${address}`;

/** Why an attempt is refused: the seconds to wait, and whether it is the first refusal of this block here. */
export interface LoginRefusal {
  seconds: number;
  /**
   * Only the first refusal of a block is worth a line in the audit log. A client hammering a blocked login
   * would otherwise write a row per request (300 a second from one client on loopback), unauthenticated,
   * filling the disk and pushing every real entry out of the admin's view of the log.
   */
  firstOfBlock: boolean;
}

/**
 * Failed logins counted per account and per address in the database (so every instance counts
 * together). Unknown accounts are counted exactly like real ones: the answers must not tell
 * whether an account exists.
 */
export function loginThrottle(store: AdminStore, now: () => Date) {
  // Blocks whose first refusal this instance has audited: key -> when the block ends. A block ends at a fixed
  // time (no failure is recorded while it lasts), and only keys with five failures block, so this stays small.
  const reported = new Map<string, number>();

  return {
    /** Null when an attempt with these keys may go ahead; else why not (the wait is the longest block's). */
    async refusal(keys: readonly string[]): Promise<LoginRefusal | null> {
      const at = now().getTime();
      // A failure exactly 15 minutes old no longer counts.
      const since = new Date(at - LOGIN_THROTTLE.windowMs + 1).toISOString();
      const blocks = new Map<string, number>();
      for (const key of keys) {
        const { count, oldest } = await store.countLoginFailures(key, since);
        if (count < LOGIN_THROTTLE.maxFailures || oldest === null) continue;
        blocks.set(key, Date.parse(oldest) + LOGIN_THROTTLE.windowMs);
      }
      if (blocks.size === 0) return null;
      for (const [key, until] of reported) if (until <= at) reported.delete(key);
      // The account's block and the address's are one story: once told, other e-mails tried from that address are not.
      const firstOfBlock = [...blocks].some(([key, until]) => reported.get(key) !== until);
      for (const [key, until] of blocks) reported.set(key, until);
      return { seconds: Math.max(Math.ceil((Math.max(...blocks.values()) - at) / 1000), 1), firstOfBlock };
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
