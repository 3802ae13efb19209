import type { Json } from './json-types.ts';
import type { ResolvedSchema } from './schema-layer.ts';

/** One choice of a select: what the author reads, and the JSON value the file holds. */
export interface EnumOption {
  value: Json;
  /** The words shown: the value's `x-enumTitles` entry, else the value itself. */
  label: string;
  /** A string unique among the options, for inputs that only hold strings (Mantine's Select). */
  key: string;
}

/**
 * The choices of an `enum` with their typed values, so a select shows "Main page heading" and writes
 * the integer 1 (never the string "1", which validation refuses).
 */
export function enumOptions({ schema }: ResolvedSchema): EnumOption[] {
  const values = Array.isArray(schema.enum) ? (schema.enum as Json[]) : [];
  const titles = Array.isArray(schema['x-enumTitles']) ? (schema['x-enumTitles'] as unknown[]) : [];
  return values.map((value, index) => ({
    value,
    label: typeof titles[index] === 'string' ? titles[index] : String(value),
    key: JSON.stringify(value),
  }));
}

/** The typed value of the option whose key a string input gave back; undefined for none. */
export function enumValue(resolved: ResolvedSchema, key: string | null | undefined): Json | undefined {
  return enumOptions(resolved).find((option) => option.key === key)?.value;
}

/** The key enumOptions gives `value`, for setting a string input; null when the value is not a choice. */
export function enumKey(resolved: ResolvedSchema, value: Json | undefined): string | null {
  if (value === undefined) return null;
  const key = JSON.stringify(value);
  return enumOptions(resolved).some((option) => option.key === key) ? key : null;
}
