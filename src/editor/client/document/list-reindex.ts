/**
 * Where each item of a list ends up after a toolbar edit, so state kept by index (which blocks are
 * unfolded, which one is selected) follows its block instead of staying at the old position.
 * `undefined`: the item is gone.
 */
export type Reindex = (index: number) => number | undefined;

export function afterMove(from: number, to: number): Reindex {
  return (index) => {
    if (index === from) return to;
    if (from < to && index > from && index <= to) return index - 1;
    if (to < from && index >= to && index < from) return index + 1;
    return index;
  };
}

export function afterDuplicate(original: number): Reindex {
  return (index) => (index > original ? index + 1 : index);
}

export function afterRemove(removed: number): Reindex {
  return (index) => (index === removed ? undefined : index > removed ? index - 1 : index);
}

export function reindexSet(indexes: ReadonlySet<number>, reindex: Reindex): Set<number> {
  const next = new Set<number>();
  for (const index of indexes) {
    const moved = reindex(index);
    if (moved !== undefined) next.add(moved);
  }
  return next;
}
