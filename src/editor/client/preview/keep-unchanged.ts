import { itemIdOf } from '../document/item-ids';
import type { Json } from '../document/json-pointer';

function same(a: Json | undefined, b: Json): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A message from the editor is a fresh copy of the page (postMessage clones it): every block and the
 * site are new objects. Here what did not change is replaced by what the preview already holds, so
 * memoised blocks (and the navbar and footer) re-render only when their own data changed.
 */
export function keepUnchangedSite(previous: Json | undefined, next: Json): Json {
  return same(previous, next) ? previous! : next;
}

/** Blocks matched by editor identity (by position for a block without one), unchanged ones reused. */
export function keepUnchangedBlocks(previous: readonly Json[], next: readonly Json[]): Json[] {
  const byId = new Map(previous.map((block, index) => [itemIdOf(block) ?? `#${index}`, block]));
  return next.map((block, index) => {
    const old = byId.get(itemIdOf(block) ?? `#${index}`);
    return same(old, block) ? old! : block;
  });
}
