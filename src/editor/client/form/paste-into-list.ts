import { Fragment, Slice, type Node as ProseMirrorNode, type ResolvedPos, type Schema } from '@tiptap/pm/model';

const LIST_TYPES = new Set(['bulletList', 'orderedList']);
const isList = (node: ProseMirrorNode) => LIST_TYPES.has(node.type.name);

/** How many lists hold the position (0 outside lists, 2 in a sub-point). */
export function listsAround($position: ResolvedPos): number {
  let count = 0;
  for (let depth = 1; depth <= $position.depth; depth += 1) if (isList($position.node(depth))) count += 1;
  return count;
}

/**
 * A list item holding lists at most `levels` deep: the points of a list deeper than that follow the
 * item they hung from, in order, so no point is lost.
 */
function flattenItem(item: ProseMirrorNode, levels: number): ProseMirrorNode[] {
  const kept: ProseMirrorNode[] = [];
  const lifted: ProseMirrorNode[] = [];
  item.forEach((child) => {
    if (!isList(child)) kept.push(child);
    else if (levels > 0) kept.push(child.copy(Fragment.fromArray(itemsOf(child, levels - 1))));
    else lifted.push(...itemsOf(child, 0));
  });
  return [item.copy(Fragment.fromArray(kept)), ...lifted];
}

function itemsOf(list: ProseMirrorNode, levels: number): ProseMirrorNode[] {
  const items: ProseMirrorNode[] = [];
  list.forEach((item) => items.push(...flattenItem(item, levels)));
  return items;
}

/** A pasted block as points: a list gives its points, a paragraph or heading one point of its text. */
function asItems(node: ProseMirrorNode, schema: Schema, levels: number): ProseMirrorNode[] {
  if (isList(node)) return itemsOf(node, levels);
  if (node.type.name === 'listItem') return flattenItem(node, levels);
  const { listItem, paragraph } = schema.nodes;
  return [listItem!.create(null, paragraph!.create(null, node.isTextblock ? node.content : undefined))];
}

/**
 * What is pasted into a point or sub-point, as points of the list the cursor is in, with sub-points
 * at most `levels` deep (0 in a sub-point): pasted as it is, a list would hang under the point,
 * deeper than the subset allows (MOST_LIST_LEVELS), and the paste would be refused. Every pasted
 * point and paragraph is kept, in order. The slice stays open where the pasted one was, so pasted
 * text joins the point the cursor is in as a plain paste does.
 */
export function pastedAsListItems(slice: Slice, schema: Schema, levels: number): Slice {
  const items: ProseMirrorNode[] = [];
  slice.content.forEach((node) => items.push(...asItems(node, schema, levels)));
  const content = Fragment.fromArray(items);
  const open = Slice.maxOpen(content);
  return new Slice(content, slice.openStart > 0 ? open.openStart : 0, slice.openEnd > 0 ? open.openEnd : 0);
}
