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

/** One rich text of a document: its value, its JSON pointer and its field's options. */
export interface RichTextField {
  text: string;
  pointer: string;
  options: RichTextOptions;
}

/** The rich texts of a document (root, data as read): forEachRichText's visits, in order. */
export type RichTextFieldsOf = (root: DocumentRoot, data: unknown) => readonly RichTextField[];

/**
 * forEachRichText's findings kept for one validation, by data object: validateProject reads each
 * document's rich texts twice (to parse them ahead, then to check them), and walking a thousand
 * entries through the schema costs about 15 ms a time. Only for data that nothing changes meanwhile.
 */
export function richTextFieldsOnce(layer: SchemaLayer): RichTextFieldsOf {
  const found = new WeakMap<object, readonly RichTextField[]>();
  return (root, data) => {
    const key = data !== null && typeof data === 'object' ? data : undefined;
    const known = key && found.get(key);
    if (known) return known;
    const fields: RichTextField[] = [];
    forEachRichText(layer, root, data, (text, pointer, options) => fields.push({ text, pointer, options }));
    if (key) found.set(key, fields);
    return fields;
  };
}
