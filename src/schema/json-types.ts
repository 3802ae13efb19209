/** A JSON value as stored in pages/ and site.json: plain data, never mutated in place. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON Schema object (draft-07) as read from schemas/, annotations included. */
export type JsonSchema = Record<string, unknown>;

export function isJsonObject(value: unknown): value is { [key: string]: Json } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
