import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../src/server/storage/group-commit.ts';

describe('group commit', () => {
  it('writes items submitted together in one transaction and answers each after it', async () => {
    const transactions: number[][] = [];
    const commits = groupCommit<number, string>({
      commit: (items) => {
        transactions.push(items);
        return items.map((item) => `stored ${item}`);
      },
    });
    const answers = await Promise.all([1, 2, 3].map((item) => commits.submit(item)));
    expect(answers).toEqual(['stored 1', 'stored 2', 'stored 3']);
    expect(transactions).toEqual([[1, 2, 3]]);
  });

  it('takes what arrived while a transaction was written into the next one, up to maxBatch', async () => {
    const transactions: number[][] = [];
    let release = () => {};
    const commits = groupCommit<number, number>({
      maxBatch: 2,
      commit: async (items) => {
        transactions.push(items);
        if (transactions.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return items;
      },
    });
    const first = commits.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((item) => commits.submit(item));
    release();
    await Promise.all([first, ...later]);
    expect(transactions).toEqual([[1], [2, 3], [4]]);
  });

  it('lets one item the database refuses fail alone: the others are committed one by one', async () => {
    const commits = groupCommit<number, number>({
      commit: (items) => {
        if (items.includes(13)) throw new Error('constraint failed');
        return items;
      },
    });
    const results = await Promise.allSettled([12, 13, 14].map((item) => commits.submit(item)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
