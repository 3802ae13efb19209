import type { JsonSchema } from './json-types.ts';

/**
 * Keywords that describe a value without constraining it. Where a definition is used, the use's own
 * annotations win over the definition's (a field's own description, a more specific default), as
 * they do in authors' editors and in docs/blocks.md.
 */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', '$comment', '$id', '$schema', 'readOnly']);

const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);

const isObject = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function typesOf(type: unknown): string[] {
  return Array.isArray(type) ? (type as string[]) : [type as string];
}

/** Two property maps applied together: a property both name must satisfy both (AJV applies both). */
function mergeProperties(near: JsonSchema, far: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...far };
  for (const [name, schema] of Object.entries(near)) {
    const other = far[name];
    merged[name] = other === undefined || sameJson(other, schema) ? schema : { allOf: [schema, other] };
  }
  return merged;
}

function mergeKeyword(key: string, near: unknown, far: unknown): unknown {
  if (ANNOTATIONS.has(key) || key.startsWith('x-')) return near;
  if (sameJson(near, far)) return near;
  if (LOWER_BOUNDS.has(key)) return Math.max(near as number, far as number);
  if (UPPER_BOUNDS.has(key)) return Math.min(near as number, far as number);
  if (key === 'required') return [...new Set([...(far as string[]), ...(near as string[])])];
  if (key === 'properties' && isObject(near) && isObject(far)) return mergeProperties(near, far);
  if (key === 'additionalProperties' && (near === false || far === false)) return false;
  if (key === 'type') {
    const common = typesOf(near).filter((type) => typesOf(far).includes(type));
    return common.length === 1 ? common[0] : common;
  }
  if (key === 'enum')
    return (near as unknown[]).filter((value) => (far as unknown[]).some((other) => sameJson(value, other)));
  throw new Error(
    `Cannot fold two different '${key}' into one schema (${JSON.stringify(near)} and ${JSON.stringify(far)}): write one of them only`,
  );
}

/**
 * One schema that accepts what `near` and `far` together accept (AJV applies every keyword of both,
 * whether they meet through `$ref` or `allOf`), with `near`'s annotations winning. Two constraints
 * that do not fold into one keyword (two different patterns) are refused loudly rather than one
 * being dropped: the editor and the docs would otherwise promise what validation refuses.
 */
export function mergeSchemas(near: JsonSchema, far: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...far };
  for (const [key, value] of Object.entries(near)) {
    merged[key] = key in far ? mergeKeyword(key, value, far[key]) : value;
  }
  return merged;
}
