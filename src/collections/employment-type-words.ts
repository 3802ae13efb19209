import { loadSchemas } from '../build/validation/load-schemas.ts';
import { createSchemaLayer, enumOptions } from '../schema/index.ts';

let words: ReadonlyMap<unknown, string> | undefined;

/** The job schema's employment type choices with the words the editor shows for them (its x-enumTitles). */
function employmentTypeOptions(): ReadonlyMap<unknown, string> {
  const layer = createSchemaLayer([...loadSchemas().byId.values()]);
  const field = layer.child(layer.root('job'), 'employmentType');
  if (!field) throw new Error('schemas/collections/job.schema.json has no employmentType field');
  return new Map(enumOptions(field).map((option) => [option.value, option.label]));
}

/**
 * An employment type as a visitor reads it ('FULL_TIME' -> 'Full time'): the words the job schema
 * gives authors, read through the schema layer, so the site and the editor never say it differently.
 */
export function employmentTypeWords(type: string): string {
  words ??= employmentTypeOptions();
  return words.get(type) ?? type;
}
