import {
  fieldLabel as labelOf,
  inputKind,
  newItem,
  type InputKind,
  type Json,
  type JsonSchema,
  type ResolvedSchema,
} from '../../../schema';
import { currentRegistry } from './schema-registry';

/** The editor's names for the schema layer's answers (src/schema), kept for the form's callers. */
export type FieldKind = InputKind;
export { inputKind as fieldKind };

const isResolved = (value: JsonSchema | ResolvedSchema): value is ResolvedSchema =>
  typeof value.base === 'string' && typeof value.schema === 'object' && value.schema !== null;

const asResolved = (schema: JsonSchema | ResolvedSchema): ResolvedSchema =>
  isResolved(schema) ? schema : { schema, base: currentRegistry().page().base };

/** The label above a field: its title, "Paragraph 2" for a list item (see src/schema/field-label.ts). */
export function fieldLabel(schema: JsonSchema | ResolvedSchema, key: string | number): string {
  const resolved = asResolved(schema);
  // The list field used to number its items in the title it passes down ("Card 2"): not twice.
  const { title } = resolved.schema;
  if (typeof key === 'number' && typeof title === 'string' && title.endsWith(` ${key + 1}`)) return title;
  return labelOf(resolved, key);
}

/**
 * What a new field, list item or block starts as: the layer's template (TODO markers, placeholder
 * picture, fresh ids unique among `siblings`), never a schema example.
 */
export function initialValue(schema: JsonSchema | ResolvedSchema, siblings: readonly Json[] = []): Json {
  return newItem(currentRegistry(), asResolved(schema), siblings);
}
