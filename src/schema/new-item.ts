import { isJsonObject, type Json, type JsonSchema } from './json-types.ts';
import { freshId, withFreshIds } from './fresh-ids.ts';
import { inputKind, typesOf } from './input-kind.ts';
import { ITEM_PLACEHOLDER_SRC } from './placeholder-images.ts';
import type { ResolvedSchema, SchemaLayer } from './schema-layer.ts';
import { todoText } from './todo-marker.ts';

export { withFreshIds } from './fresh-ids.ts';

/** 'Alternative text' -> 'alternative text' ('PDF file' keeps its capitals). */
function lowerFirst(title: string): string {
  return /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}

function titleOf(schema: JsonSchema, fallback: string): string {
  return typeof schema.title === 'string' ? schema.title : fallback;
}

function numberTemplate(schema: JsonSchema): number {
  if (typeof schema.minimum === 'number') return schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') return Math.floor(schema.exclusiveMinimum) + 1;
  return typeof schema.maximum === 'number' && schema.maximum < 0 ? schema.maximum : 0;
}

/** A text the author must write: a TODO marker naming the field, refused where the field's pattern would refuse it. */
function textTemplate(schema: JsonSchema, name: string): string {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const text = todoText(lowerFirst(titleOf(schema, name)), maxLength);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  if (pattern && !pattern.test(text)) {
    throw new Error(
      `'${titleOf(schema, name)}' cannot start as a TODO text (pattern ${schema.pattern}): give it an "x-template"`,
    );
  }
  return text;
}

function objectTemplate(
  layer: SchemaLayer,
  resolved: ResolvedSchema,
  siblings: readonly Json[],
  preset: { [key: string]: Json } = {},
): Json {
  const value: { [key: string]: Json } = {};
  const own = Array.isArray(resolved.schema.required) ? (resolved.schema.required as string[]) : [];
  // "cards, or a query that fills them" (anyOf of required lists): a new block takes the first way.
  const [firstWay] = Array.isArray(resolved.schema.anyOf) ? (resolved.schema.anyOf as { required?: unknown }[]) : [];
  const required = [...own, ...(Array.isArray(firstWay?.required) ? (firstWay.required as string[]) : [])];
  for (const key of required) {
    if (Object.hasOwn(preset, key)) {
      value[key] = preset[key]!;
      continue;
    }
    const field = layer.child(resolved, key);
    if (!field) continue;
    if (field.schema['x-id'] === true) {
      const taken = siblings
        .map((sibling) => (isJsonObject(sibling) ? sibling[key] : undefined))
        .filter((id) => id !== undefined);
      const preferred = field.schema['x-template'] as Json | undefined;
      value[key] = freshId(field, taken, preferred, titleOf(resolved.schema, 'item'));
    } else value[key] = template(layer, field, [], key);
  }
  return value;
}

function template(layer: SchemaLayer, resolved: ResolvedSchema, siblings: readonly Json[], name: string): Json {
  const { schema } = resolved;
  if (schema['x-template'] !== undefined) {
    return withFreshIds(layer, resolved, structuredClone(schema['x-template'] as Json), siblings);
  }
  if (schema.const !== undefined) return structuredClone(schema.const as Json);
  if (schema.default !== undefined) return structuredClone(schema.default as Json);
  switch (inputKind(resolved)) {
    case 'union': {
      const first = (schema.oneOf as JsonSchema[])[0];
      if (!first) throw new Error(`'${titleOf(schema, name)}' offers no choice`);
      return template(layer, layer.resolve(first, resolved.base), siblings, name);
    }
    case 'image': {
      // A picture that exists and that validation flags ("Choose an image"), never a made-up path.
      const hasSrc = Object.hasOwn((schema.properties as object | undefined) ?? {}, 'src');
      return objectTemplate(layer, resolved, siblings, hasSrc ? { src: ITEM_PLACEHOLDER_SRC } : {});
    }
    case 'object':
      return objectTemplate(layer, resolved, siblings);
    case 'blocks':
    case 'array': {
      const items: Json[] = [];
      // A required list of texts starts with one to write, so the TODO marker says it is still empty.
      const firstItem = layer.child(resolved, 0);
      const isTextList = firstItem !== undefined && ['text', 'longText', 'richText'].includes(inputKind(firstItem));
      const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 0, isTextList ? 1 : 0);
      for (let index = 0; index < count; index += 1) {
        const itemSchema = layer.child(resolved, index);
        if (itemSchema) items.push(template(layer, itemSchema, items, name));
      }
      return items;
    }
    case 'select':
      return structuredClone((schema.enum as Json[])[0] ?? null);
    case 'boolean':
      return false;
    case 'number':
      return numberTemplate(schema);
    case 'link':
      // The home page always exists: a valid target until the author picks one (the label says TODO).
      return '/';
    case 'constant': // Returned above; listed so a new kind is a compile error here.
      return structuredClone(schema.const as unknown as Json);
    case 'longText':
    case 'richText':
    case 'text':
      return typesOf(schema).includes('null') && !typesOf(schema).includes('string')
        ? null
        : textTemplate(schema, name);
  }
}

/**
 * What a new block or list item starts as: its required fields only, each with the schema's
 * default where it gives one, a fresh value unique among `siblings` for every `x-id` field, a TODO
 * marker in every text the author must write (validation warns until it is replaced, as for
 * `npm run new-page`) and the placeholder picture for an image. Never text from `examples`: that is
 * real page copy, and it would go live unnoticed. `x-template` overrides all this where it is given.
 * Values keep their JSON types (an integer default is an integer).
 */
export function newItem(layer: SchemaLayer, resolved: ResolvedSchema, siblings: readonly Json[] = []): Json {
  return template(layer, resolved, siblings, 'item');
}
