import { isJsonObject, type Json } from './json-types.ts';
import { typesOf } from './input-kind.ts';
import type { ResolvedSchema, SchemaLayer } from './schema-layer.ts';

/** 'Card grid' -> 'card-grid': the stem of a new id when there is no value to vary. */
function slug(word: string): string {
  const stem = word
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z]/.test(stem) ? stem : `item${stem ? `-${stem}` : ''}`;
}

const isId = (value: Json | undefined): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/**
 * A value for an `x-id` field that none of `taken` has (compared as text, as validation compares
 * them: 3 and "3" are the same key). `preferred` is kept when it is free; a taken one is varied
 * ('palletizing' -> 'palletizing-2'); without one, the id is made from `stem` ('card-8'). Numbers
 * stay numbers where the list uses numbers.
 */
export function freshId(
  idSchema: ResolvedSchema,
  taken: readonly Json[],
  preferred: Json | undefined,
  stem: string,
): Json {
  const used = new Set(taken.filter(isId).map(String));
  if (isId(preferred) && !used.has(String(preferred))) return preferred;
  const types = typesOf(idSchema.schema);
  const numbers = taken.filter((value): value is number => typeof value === 'number');
  const wantsNumber =
    types.includes('integer') &&
    (typeof preferred === 'number' ||
      !types.includes('string') ||
      (preferred === undefined && taken.length > 0 && numbers.length === taken.length));
  if (wantsNumber) {
    const minimum = typeof idSchema.schema.minimum === 'number' ? idSchema.schema.minimum : 1;
    let next = Math.max(minimum, ...numbers.map((value) => value + 1));
    while (used.has(String(next))) next += 1;
    return next;
  }
  const pattern = typeof idSchema.schema.pattern === 'string' ? new RegExp(idSchema.schema.pattern, 'u') : undefined;
  // A path keeps its extension: '/brochures/lift.pdf' -> '/brochures/lift-2.pdf'.
  const [, name = '', extension = ''] =
    typeof preferred === 'string' ? (/^(.*?)((?:\.[A-Za-z0-9]+)?)$/.exec(preferred) ?? []) : [];
  const base = name.replace(/-[0-9]+$/, '') || slug(stem);
  for (let n = typeof preferred === 'string' ? 2 : taken.length + 1; ; n += 1) {
    const candidate = `${base}-${n}${extension}`;
    if (!used.has(candidate) && (!pattern || pattern.test(candidate))) return candidate;
    if (n > taken.length + 1000) throw new Error(`No fresh id fits the pattern ${String(idSchema.schema.pattern)}`);
  }
}

function titleOf(resolved: ResolvedSchema): string {
  return typeof resolved.schema.title === 'string' ? resolved.schema.title : 'item';
}

/**
 * A copy of `value` (a duplicated block or list item) whose `x-id` fields differ from those of
 * `siblings`, the items of the list it joins. Lists inside it get ids unique among their own items:
 * those it copied are already unique, so only clashes change.
 */
export function withFreshIds(
  layer: SchemaLayer,
  resolved: ResolvedSchema,
  value: Json,
  siblings: readonly Json[],
): Json {
  if (Array.isArray(value)) {
    const items: Json[] = [];
    value.forEach((item, index) => {
      const itemSchema = layer.child(resolved, index, value);
      items.push(itemSchema ? withFreshIds(layer, itemSchema, item, items) : structuredClone(item));
    });
    return items;
  }
  if (!isJsonObject(value)) return structuredClone(value);
  const schema = layer.branch(resolved, value);
  const copy: { [key: string]: Json } = {};
  for (const [key, field] of Object.entries(value)) {
    const fieldSchema = layer.child(schema, key, value);
    if (!fieldSchema) copy[key] = structuredClone(field);
    else if (fieldSchema.schema['x-id'] === true) {
      const taken = siblings.map((sibling) => (isJsonObject(sibling) ? sibling[key] : undefined)).filter(isId);
      copy[key] = freshId(fieldSchema, taken, field, titleOf(schema));
    } else copy[key] = withFreshIds(layer, fieldSchema, field, []);
  }
  return copy;
}
