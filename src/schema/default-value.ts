import type { Json } from './json-types.ts';
import type { ResolvedSchema } from './schema-layer.ts';

/**
 * The value the build fills in when the field is left out (a section's heading level 2), with its
 * JSON type (an integer stays an integer), or undefined when the schema gives none. A default kept
 * once in a shared definition counts where the definition is used.
 */
export function defaultOf({ schema }: ResolvedSchema): Json | undefined {
  return schema.default === undefined ? undefined : structuredClone(schema.default as Json);
}
