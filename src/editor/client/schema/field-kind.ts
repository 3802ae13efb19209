import type { JsonSchema } from '../server-api/types';
import type { Json } from '../document/json-pointer';
import type { ResolvedSchema } from './schema-registry';

export type FieldKind =
  | 'blocks'
  | 'union'
  | 'image'
  | 'object'
  | 'array'
  | 'select'
  | 'constant'
  | 'boolean'
  | 'number'
  | 'link'
  | 'longText'
  | 'text';

/** Texts allowed to be this long are paragraphs, not lines: they get a text area. */
const LONG_TEXT_CHARS = 300;

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/**
 * Which input a schema node gets. Decided from the schema alone (keywords and the shared
 * definitions it references), never from a block's name, so a new block type needs no editor code.
 */
export function fieldKind({ schema, refNames }: ResolvedSchema): FieldKind {
  const kinds = types(schema);
  if (Array.isArray(schema.oneOf) && (schema.discriminator as { propertyName?: string } | undefined)?.propertyName) {
    return 'union';
  }
  if (kinds.includes('array')) {
    const items = schema.items as JsonSchema | undefined;
    return items && typeof items.$ref === 'string' && items.$ref.endsWith('/definitions/block') ? 'blocks' : 'array';
  }
  if (kinds.includes('object') || schema.properties) {
    return refNames.includes('image') ? 'image' : 'object';
  }
  if (schema.const !== undefined) return 'constant';
  if (Array.isArray(schema.enum)) return 'select';
  if (kinds.includes('boolean')) return 'boolean';
  if (kinds.length > 0 && kinds.every((kind) => kind === 'integer' || kind === 'number')) return 'number';
  if (refNames.includes('href') || refNames.includes('internalRoute')) return 'link';
  if (typeof schema.maxLength === 'number' && schema.maxLength >= LONG_TEXT_CHARS) return 'longText';
  return 'text';
}

/** A label for a field: the schema's title, else the property name made readable. */
export function fieldLabel(schema: JsonSchema, key: string | number): string {
  if (typeof schema.title === 'string') return schema.title;
  if (typeof key === 'number') return `Item ${key + 1}`;
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** A value to start a new field or list item from: the schema's first example, its default, or an empty value. */
export function initialValue(schema: JsonSchema): Json {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return structuredClone(schema.examples[0] as Json);
  if (schema.default !== undefined) return structuredClone(schema.default as Json);
  if (schema.const !== undefined) return schema.const as Json;
  const kinds = types(schema);
  if (kinds.includes('object')) return {};
  if (kinds.includes('array')) return [];
  if (kinds.includes('boolean')) return false;
  if (kinds.includes('integer') || kinds.includes('number')) return (schema.minimum as number | undefined) ?? 0;
  return '';
}
