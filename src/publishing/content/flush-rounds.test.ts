import { expect, it } from 'vitest';
import { createFlushRounds } from './flush-rounds.ts';

function held() {
  let release!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

it('flushes what is asked during a round in one next round, and answers each only after its own round', async () => {
  const rounds: { paths: string[]; done: ReturnType<typeof held> }[] = [];
  const flush = createFlushRounds((paths) => {
    const done = held();
    rounds.push({ paths, done });
    return done.promise;
  });
  const answered: string[] = [];
  const first = flush.flush(['a', 'shared']).then(() => answered.push('first'));
  const second = flush.flush(['b', 'shared']).then(() => answered.push('second'));
  const third = flush.flush(['c']).then(() => answered.push('third'));
  expect(rounds.map((round) => round.paths)).toEqual([['a', 'shared']]);

  rounds[0]!.done.release();
  await first;
  expect(answered).toEqual(['first']);
  // Asked while the first round ran: one round for both, each path once.
  expect(rounds.map((round) => round.paths)).toEqual([
    ['a', 'shared'],
    ['b', 'shared', 'c'],
  ]);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(answered).toEqual(['first']);

  rounds[1]!.done.release();
  await Promise.all([second, third]);
  expect(answered).toEqual(['first', 'second', 'third']);
});

it("fails every save of a round whose flush failed, and flushes the next round's all the same", async () => {
  const rounds: ReturnType<typeof held>[] = [];
  const flush = createFlushRounds(() => {
    const done = held();
    rounds.push(done);
    return done.promise;
  });
  const first = flush.flush(['a']);
  const second = flush.flush(['b']);
  const third = flush.flush(['c']);
  rounds[0]!.fail(new Error('EIO'));
  await expect(first).rejects.toThrow('EIO');
  rounds[1]!.release();
  await expect(Promise.all([second, third])).resolves.toEqual([undefined, undefined]);
});
