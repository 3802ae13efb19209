import { expect, it } from 'vitest';
import { GitSlots } from './git-slots.ts';

it('runs at most its size at once, and every piece of work in the end', async () => {
  const slots = new GitSlots(2);
  let running = 0;
  let mostAtOnce = 0;
  const work = (fail: boolean) => async () => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 10));
    running -= 1;
    if (fail) throw new Error('refused');
    return 'done';
  };
  const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => slots.run(work(n === 2))));
  expect(mostAtOnce).toBe(2);
  expect(results.map((result) => result.status)).toEqual([
    'fulfilled',
    'rejected',
    'fulfilled',
    'fulfilled',
    'fulfilled',
  ]);
});
