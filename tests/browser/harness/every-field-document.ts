import { inputKind, type Json, type ResolvedSchema, type SchemaLayer } from '../../../src/schema';

/** How many items each list gets: two, so a list shows its item buttons between items too. */
const ITEMS_PER_LIST = 2;

/**
 * A document with every field the schema allows filled in, every block type once and two items in every
 * list, made from the schemas alone: whatever field a schema gains, a test that opens this document in the
 * editor sees its input. The values are examples or plain stand-ins; the document need not validate.
 */
export function everyFieldDocument(layer: SchemaLayer, resolved: ResolvedSchema, depth = 0): Json {
  const { schema } = resolved;
  if (depth > 10) throw new Error('every-field document: the schema nests deeper than 10 levels');
  const example = Array.isArray(schema.examples) ? (schema.examples[0] as Json) : undefined;
  switch (inputKind(resolved)) {
    case 'blocks':
      return layer.blockTypes.map((block) => everyFieldDocument(layer, block.schema, depth + 1));
    case 'union':
      return everyFieldDocument(layer, layer.blockTypes[0]!.schema, depth + 1);
    case 'object':
    case 'image': {
      const object: { [key: string]: Json } = {};
      for (const key of Object.keys((schema.properties ?? {}) as object)) {
        const child = layer.child(resolved, key, object);
        if (child) object[key] = everyFieldDocument(layer, child, depth + 1);
      }
      return object;
    }
    case 'array': {
      const items = layer.child(resolved, 0);
      if (!items) return [];
      return Array.from({ length: ITEMS_PER_LIST }, () => everyFieldDocument(layer, items, depth + 1));
    }
    case 'constant':
      return schema.const as Json;
    case 'select':
      return (schema.enum as Json[])[0]!;
    case 'boolean':
      return true;
    case 'number':
      return typeof example === 'number' ? example : ((schema.minimum as number | undefined) ?? 1);
    default:
      return typeof example === 'string' ? example : 'Text';
  }
}
