import { expect, it } from 'vitest';
import { DraftPushes, PUSH_GATHER_MS } from './draft-pushes.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('gathers the drafts saved meanwhile into one push, and pushes again for saves made during a push', async () => {
  const pushed: string[][] = [];
  const pushes = new DraftPushes(
    async (branches) => {
      pushed.push(branches);
      await pause(50);
    },
    () => undefined,
  );
  pushes.soon('drafts/a');
  pushes.soon('drafts/b');
  pushes.soon('drafts/a');
  await pause(PUSH_GATHER_MS + 20);
  pushes.soon('drafts/a');
  await pushes.settled();
  expect(pushed).toEqual([['drafts/a', 'drafts/b'], ['drafts/a']]);
});

it('pushes nothing of a cancelled draft, and a failed push does not stop the next one', async () => {
  const pushed: string[][] = [];
  const failures: string[][] = [];
  const pushes = new DraftPushes(
    async (branches) => {
      pushed.push(branches);
      if (branches.includes('drafts/broken')) throw new Error('refused');
    },
    (branches) => failures.push(branches),
  );
  pushes.soon('drafts/broken');
  pushes.soon('drafts/gone');
  await pushes.cancel('drafts/gone');
  await pushes.settled();
  pushes.soon('drafts/c');
  await pushes.settled();
  expect(pushed).toEqual([['drafts/broken'], ['drafts/c']]);
  expect(failures).toEqual([['drafts/broken']]);
});
