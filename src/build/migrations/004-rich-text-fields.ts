import { richTextOptionsOf } from '../../schema/annotations.ts';
import { isJsonObject, type Json } from '../../schema/json-types.ts';
import { createSchemaLayer, type ResolvedSchema, type SchemaLayer } from '../../schema/schema-layer.ts';
import { escapePlainText } from '../../rich-text/escape-plain-text.ts';
import { loadSchemas } from '../validation/load-schemas.ts';
import type { Migration } from './migration.ts';

let pageSchemas: SchemaLayer | undefined;
/** Read once, on the first page migrated (the schemas are the same for every page). */
const schemaLayer = () => (pageSchemas ??= createSchemaLayer([...loadSchemas().byId.values()]));

/**
 * A copy of `value` (described by `schema`) with every string of a rich text field (`x-rich`)
 * passed through `rewrite`; key order kept, everything else the same. The fields are found
 * through the schemas, so a field named `text` or `description` that is not rich stays as it is.
 */
export function mapRichTextStrings(
  layer: SchemaLayer,
  schema: ResolvedSchema,
  value: Json,
  rewrite: (text: string) => string,
): Json {
  if (typeof value === 'string') return richTextOptionsOf(schema.schema) ? rewrite(value) : value;
  const child = (key: string | number, item: Json) => {
    const itemSchema = layer.child(schema, key, value);
    return itemSchema ? mapRichTextStrings(layer, itemSchema, item, rewrite) : item;
  };
  if (Array.isArray(value)) return value.map((item, index) => child(index, item));
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, child(key, item)]));
}

/**
 * Version 4 -> 5: the paragraph fields (paragraphs of every block, the banner's text, card texts,
 * accordion answers, the not-found message) become rich text, a small Markdown subset
 * (docs/rich-text.md). Each of their strings is escaped where a character would now mean
 * something (`*`, `_`, `[`, `<`, a leading `1.` or `-`, ...), so every page reads exactly as before.
 * The fields are those the schemas mark `x-rich` (version 5 has the same shape as version 4).
 */
export const richTextFields: Migration = {
  from: 4,
  summary:
    'paragraphs, banner and card texts, accordion answers and the not-found message are rich text ' +
    '(**bold**, *italic*, [links](/page), lists: docs/rich-text.md); characters that would now change ' +
    'their meaning (*, _, [, <, a leading 1. or -) are escaped, so every page reads as before.',
  migrate: (page) =>
    mapRichTextStrings(schemaLayer(), schemaLayer().page(), page as Json, escapePlainText) as Record<string, unknown>,
};
