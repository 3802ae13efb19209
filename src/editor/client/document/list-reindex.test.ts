import { describe, expect, it } from 'vitest';
import { moveItem, removeItem, duplicateItem, type Json } from './json-pointer';
import { afterDuplicate, afterMove, afterRemove, reindexSet, type Reindex } from './list-reindex';

const list: Json = { blocks: ['a', 'b', 'c', 'd'] };

/** The item that was at each index is, after the edit, where the reindex says. */
function follows(edited: Json, reindex: Reindex) {
  const before = (list as { blocks: string[] }).blocks;
  const after = (edited as { blocks: string[] }).blocks;
  before.forEach((item, index) => {
    const moved = reindex(index);
    if (moved === undefined) expect(after).not.toContain(item);
    else expect(after[moved]).toBe(item);
  });
}

describe('state kept by list index follows its item', () => {
  it('after a move up or down, by one or more places', () => {
    for (const [from, to] of [
      [1, 0],
      [1, 2],
      [0, 3],
      [3, 0],
    ] as const) {
      follows(moveItem(list, '/blocks', from, to), afterMove(from, to));
    }
  });

  it('after a duplicate and a removal', () => {
    follows(duplicateItem(list, '/blocks', 1), afterDuplicate(1));
    follows(removeItem(list, '/blocks', 2), afterRemove(2));
  });

  it('unfolded blocks stay unfolded where they went, and a removed one is forgotten', () => {
    expect([...reindexSet(new Set([1, 3]), afterMove(1, 2))].sort()).toEqual([2, 3]);
    expect([...reindexSet(new Set([1, 3]), afterRemove(1))]).toEqual([2]);
  });
});
