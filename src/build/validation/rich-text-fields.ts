import { richTextOptionsOf, type RichTextOptions } from '../../schema/annotations.ts';
import { escapePointerToken } from '../../schema/json-pointer.ts';
import type { Json } from '../../schema/json-types.ts';
import type { DocumentRoot, ResolvedSchema, SchemaLayer } from '../../schema/schema-layer.ts';

/** Called for every string of a document whose schema marks it `x-rich`. */
export type RichTextVisitor = (text: string, pointer: string, options: RichTextOptions) => void;

/**
 * Calls `visit` for every rich text of a document, finding them through the schema layer (a block's
 * fields through the branch its `type` selects), so a field becomes rich by its schema alone.
 */
export function forEachRichText(layer: SchemaLayer, root: DocumentRoot, data: unknown, visit: RichTextVisitor): void {
  const walk = (schema: ResolvedSchema, value: Json, pointer: string): void => {
    if (typeof value === 'string') {
      const options = richTextOptionsOf(schema.schema);
      if (options) visit(value, pointer, options);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const entries: [string, Json][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [key, child] of entries) {
      const childSchema = layer.child(schema, key, value);
      if (childSchema) walk(childSchema, child, `${pointer}/${escapePointerToken(key)}`);
    }
  };
  walk(layer.root(root), data as Json, '');
}
