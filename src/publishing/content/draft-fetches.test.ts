import { expect, it } from 'vitest';
import { DraftFetches } from './draft-fetches.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countingFetches(fail = () => false) {
  let now = 1_000;
  const started: number[] = [];
  const fetches = new DraftFetches(
    async () => {
      started.push(now);
      await pause(20);
      if (fail()) throw new Error('remote away');
    },
    () => now,
  );
  return { fetches, started, advance: (ms: number) => (now += ms) };
}

it('makes one fetch for a list of drafts asking at once, and none while the last one is fresh', async () => {
  const { fetches, started, advance } = countingFetches();
  await Promise.all(Array.from({ length: 10 }, () => fetches.fetched(3_000)));
  expect(started).toHaveLength(1);
  advance(2_000);
  await fetches.fetched(3_000);
  expect(started).toHaveLength(1);
  advance(1_500);
  await fetches.fetched(3_000);
  expect(started).toHaveLength(2);
  expect(fetches.generation).toBe(2);
});

it('gives a write a fetch that starts after it asked, shared by the writes that ask meanwhile', async () => {
  const { fetches, started, advance } = countingFetches();
  const running = fetches.fetched(0);
  await pause(5); // under way now
  advance(5);
  const writes = [fetches.fetched(0), fetches.fetched(0)];
  await Promise.all([running, ...writes]);
  expect(started).toEqual([1_000, 1_005]);
});

it('does not reuse a failed fetch: the next caller fetches again', async () => {
  let failing = true;
  const { fetches, started } = countingFetches(() => failing);
  await expect(fetches.fetched(3_000)).rejects.toThrow('remote away');
  failing = false;
  await fetches.fetched(3_000);
  expect(started).toHaveLength(2);
  expect(fetches.generation).toBe(1);
});

it('keeps the generation when a look found nothing changed, so drafts followed already are not followed again', async () => {
  let changed = false;
  let now = 1_000;
  const fetches = new DraftFetches(
    async () => changed,
    () => now,
  );
  await fetches.fetched(0);
  expect(fetches.generation).toBe(0);
  changed = true;
  now += 1;
  await fetches.fetched(0);
  expect(fetches.generation).toBe(1);
});
