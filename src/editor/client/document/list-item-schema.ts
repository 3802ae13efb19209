import type { DocumentRoot, ResolvedSchema, SchemaLayer } from '../../../schema';
import type { Json } from './json-pointer';

/**
 * The schema layer's answer for an item of the list at `listPointer` (an existing one, or the next
 * one to add): what Add and Duplicate build from. Read from the document as it is when the author clicks.
 */
export function listItemSchema(
  layer: SchemaLayer,
  root: DocumentRoot,
  doc: Json,
  listPointer: string,
  index: number,
): ResolvedSchema {
  const list = layer.along(root, doc, listPointer)?.at(-1);
  const item = list && layer.child(list, index);
  if (!item) throw new Error(`The schemas say nothing about the items of ${listPointer}`);
  return item;
}
