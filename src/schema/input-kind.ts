import type { JsonSchema } from './json-types.ts';
import { INPUT_ANNOTATIONS, richTextOptionsOf, type InputAnnotation } from './annotations.ts';
import type { ResolvedSchema } from './schema-layer.ts';

export type InputKind =
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
  | 'richText'
  | 'text';

/** Texts allowed to be this long are paragraphs, not lines: they get a text area. */
const LONG_TEXT_CHARS = 300;

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

function annotatedInput(schema: JsonSchema): InputAnnotation | undefined {
  const input = schema['x-input'];
  return INPUT_ANNOTATIONS.find((kind) => kind === input);
}

/**
 * Which input a schema node gets: from its keywords, and from `x-input` where keywords cannot say it
 * (a picture, a link target). Never from a definition's or a block's name, so a new block type or
 * field needs no editor code.
 */
export function inputKind({ schema }: ResolvedSchema): InputKind {
  const annotated = annotatedInput(schema);
  if (annotated) return annotated;
  if (richTextOptionsOf(schema)) return 'richText';
  const types = typesOf(schema);
  const discriminator = schema.discriminator as { propertyName?: unknown } | undefined;
  if (Array.isArray(schema.oneOf) && typeof discriminator?.propertyName === 'string') return 'union';
  if (types.includes('array')) return 'array';
  if (types.includes('object') || schema.properties) return 'object';
  if (schema.const !== undefined) return 'constant';
  if (Array.isArray(schema.enum)) return 'select';
  if (types.includes('boolean')) return 'boolean';
  if (types.length > 0 && types.every((type) => type === 'integer' || type === 'number')) return 'number';
  if (typeof schema.maxLength === 'number' && schema.maxLength >= LONG_TEXT_CHARS) return 'longText';
  return 'text';
}
