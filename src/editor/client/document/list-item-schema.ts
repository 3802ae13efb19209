import type { DocumentRoot, ResolvedSchema, SchemaLayer } from '../../../schema';
import type { EditorRoot } from '../schema/editor-root';
import type { Json } from './json-pointer';

/**
 * The schema layer's answer for an item of the list at `listPointer` (an existing one, or the next
 * one to add): what Add and Duplicate build from. Read from the document as it is when the author clicks.
 */
export function listItemSchema(
  layer: SchemaLayer,
  root: EditorRoot,
  doc: Json,
  listPointer: string,
  index: number,
): ResolvedSchema {
  // The editor's layer is its SchemaRegistry, which also walks from an entry's root.
  const list = layer.along(root as DocumentRoot, doc, listPointer)?.at(-1);
  const item = list && layer.child(list, index);
  if (!item) throw new Error(`The schemas say nothing about the items of ${listPointer}`);
  return item;
}
