import { expect, it } from 'vitest';
import { OperationQueue } from './operation-queue.ts';

it('runs work one at a time in the order given, and a failure does not stop what comes after', async () => {
  const queue = new OperationQueue();
  const log: string[] = [];
  const step = (name: string, ms: number, fail = false) =>
    queue.run(async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    });

  const results = await Promise.allSettled([step('a', 30), step('b', 1, true), step('c', 10)]);

  expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
});
