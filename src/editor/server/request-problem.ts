import { Ajv, type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { EditorRefusal } from './editor-refusal.ts';

type SchemaNode = { description?: string; properties?: Record<string, { description?: string }> };

// verbose: each error carries the schema it failed, whose description holds the field's words.
// No coercion, no defaults: the request is checked as sent, never changed.
const ajv = new Ajv({ allErrors: false, verbose: true, coerceTypes: false, useDefaults: false, strict: true });

/** The sentence an author reads for the first thing wrong with a request (editor-api-schemas.ts). */
export function describeProblem(error: ErrorObject, part: string): string {
  const schema = (error.parentSchema ?? {}) as SchemaNode;
  const what = schema.description;
  switch (error.keyword) {
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const words = schema.properties?.[missing]?.description ?? `give ${missing}`;
      return `The request must ${words}.`;
    }
    case 'additionalProperties':
      return `The request has a field the editor does not know: ${(error.params as { additionalProperty: string }).additionalProperty}.`;
    case 'type':
      if (error.instancePath === '') return `The request ${part === 'body' ? 'body' : 'query'} must be a JSON object.`;
      return `The request must ${what} as text.`;
    case 'minLength':
      return `The request must ${what}; it is empty.`;
    case 'enum':
      return `The request must ${what}: one of ${(error.params as { allowedValues: string[] }).allowedValues.join(', ')}.`;
    default:
      return `The request is not what the editor expects (${error.instancePath || part} ${error.message ?? ''}).`;
  }
}

/**
 * Fastify's validator for the editor's routes: the contract's schemas, compiled by an AJV of our own
 * (whatever the enclosing server configured), and a refused request answers 400 with one plain sentence.
 */
export const editorSchemaCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate = ajv.compile(schema as object);
  return (data: unknown) => {
    if (validate(data)) return { value: data };
    const first = validate.errors?.[0];
    const message = first ? describeProblem(first, httpPart ?? 'body') : 'The request is not what the editor expects.';
    return { error: new EditorRefusal(400, message) };
  };
};
