import { richTextOptionsOf } from '../../../schema';
import type { Json } from '../document/json-pointer';
import { currentRegistry } from '../schema/schema-registry';

/** Whether the string at `pointer` of a page or site.json is a rich text (its schema says `x-rich`). */
export function isRichTextAt(root: 'page' | 'site', doc: Json, pointer: string): boolean {
  const schema = currentRegistry().along(root, doc, pointer)?.at(-1);
  return schema !== undefined && richTextOptionsOf(schema.schema) !== undefined;
}
