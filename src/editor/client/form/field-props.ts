import type { Json } from '../document/json-pointer';
import type { ResolvedSchema } from '../schema/schema-registry';

export interface SchemaFieldProps {
  pointer: string;
  resolved: ResolvedSchema;
  value: Json | undefined;
  /** The property name or item index: the label when the schema has no title. */
  name: string | number;
  required: boolean;
}

export type FieldProps = SchemaFieldProps & { label: string };

/** The help text under a field: the schema's description. */
export function describe(resolved: ResolvedSchema): string | undefined {
  return typeof resolved.schema.description === 'string' ? resolved.schema.description : undefined;
}
