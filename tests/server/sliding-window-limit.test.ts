import { describe, expect, it } from 'vitest';
import { memoryRateLimit } from '../../src/server/sliding-window-limit.ts';

const MINUTE = 60_000;

describe('sliding-window lead limit', () => {
  it('lets no more than the limit through across a clock-minute boundary', async () => {
    const take = memoryRateLimit();
    const allowed: number[] = [];
    // Ten at 0:59.5 and ten more at 1:00.5: a fixed per-minute window let all twenty through.
    for (const now of [...Array<number>(10).fill(MINUTE - 500), ...Array<number>(10).fill(MINUTE + 500)]) {
      if ((await take('203.0.113.7', 10, MINUTE, now)).allowed) allowed.push(now);
    }
    expect(allowed).toHaveLength(10);
  });

  it('says when the oldest request leaves the window, and lets the client in then', async () => {
    const take = memoryRateLimit();
    for (let second = 0; second < 10; second += 1) await take('a', 10, MINUTE, second * 1_000);
    const refused = await take('a', 10, MINUTE, 30_000);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 30_000 });
    expect((await take('a', 10, MINUTE, 59_999)).allowed).toBe(false);
    expect((await take('a', 10, MINUTE, 60_001)).allowed).toBe(true);
    expect((await take('a', 10, MINUTE, 60_002)).allowed).toBe(false);
  });

  it('counts each client on its own and forgets clients that stopped', async () => {
    const take = memoryRateLimit();
    expect((await take('a', 1, MINUTE, 0)).allowed).toBe(true);
    expect((await take('b', 1, MINUTE, 0)).allowed).toBe(true);
    expect((await take('a', 1, MINUTE, 1)).allowed).toBe(false);
    await take('c', 1, MINUTE, 3 * MINUTE);
    expect(take.size()).toBe(1);
  });
});
