import { MOST_LIST_LEVELS } from '../../../rich-text/prosemirror';

const LISTS = 'ul, ol';

/** How many lists hold `list` (0 for a list at the top). */
function listsAround(list: Element): number {
  let count = 0;
  for (let parent = list.parentElement?.closest(LISTS); parent; parent = parent.parentElement?.closest(LISTS)) {
    count += 1;
  }
  return count;
}

/**
 * Pasted lists nested deeper than the subset allows, flattened to its deepest level: the points of a
 * list too deep become points of the list that holds it, after the point it hung from, in order. The
 * deepest lists go first, so a list four deep climbs level by level to the second.
 */
export function flattenPastedLists(body: HTMLElement): void {
  for (const list of [...body.querySelectorAll(LISTS)].reverse()) {
    if (listsAround(list) < MOST_LIST_LEVELS) continue;
    const holder = list.parentElement?.closest('li');
    if (!holder) continue;
    const items = [...list.children].filter((child) => child.tagName === 'LI');
    holder.after(...items);
    list.remove();
  }
}
