import { memo, type ReactNode } from 'react';
import type { SchemaFieldProps } from './field-props';

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (Array.isArray(a) && Array.isArray(b) && String(a) === String(b));
}

function shallowEqual(a: object, b: object): boolean {
  if (a === b) return true;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  );
}

/** Same resolved schema: the same keywords (parents resolve a child anew on each render), base and origin. */
function sameResolved(a: SchemaFieldProps['resolved'], b: SchemaFieldProps['resolved']): boolean {
  if (a === b) return true;
  const { schema: left, ...restA } = a;
  const { schema: right, ...restB } = b;
  return shallowEqual(left, right) && shallowEqual(restA, restB);
}

/**
 * Whether a field would render the same. Values compare by identity, which edits keep for everything
 * they did not change (document/json-pointer.ts setAt); schemas by their keywords.
 */
export function sameFieldProps(a: SchemaFieldProps, b: SchemaFieldProps): boolean {
  return (
    a.pointer === b.pointer &&
    a.name === b.name &&
    a.required === b.required &&
    a.value === b.value &&
    sameResolved(a.resolved, b.resolved)
  );
}

/** The field dispatcher, re-rendered only when its own props change: typing re-renders one field, not the form. */
export function memoField(Field: (props: SchemaFieldProps) => ReactNode) {
  return memo(Field, sameFieldProps);
}
