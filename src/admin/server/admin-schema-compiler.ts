import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Checked as sent: Fastify's default AJV quietly drops unknown fields and turns "1" into 1; a request
// to publish or schedule must say exactly what it means, or be refused. verbose: each error carries the value
// sent, which the refusal quotes.
const ajv = new Ajv({
  allErrors: false,
  verbose: true,
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  strict: true,
});
addFormats.default(ajv, ['date-time']);

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object {...}',
  array: 'a list [...]',
  null: 'null',
};

/** One sentence for the first thing wrong with a request: the field's name, then what it must be (not AJV's words). */
export function adminRequestProblem(error: ErrorObject): string {
  const field = error.instancePath.slice(1).replaceAll('/', '.');
  const shown = typeof error.data === 'string' ? ` '${error.data.slice(0, 80)}'` : '';
  switch (error.keyword) {
    case 'required':
      return `${(error.params as { missingProperty: string }).missingProperty} is missing.`;
    case 'additionalProperties':
      return `${(error.params as { additionalProperty: string }).additionalProperty} is not a field this request takes.`;
    case 'type': {
      const types = ([] as string[]).concat((error.params as { type: string | string[] }).type);
      const words = types.map((type) => TYPE_WORDS[type] ?? type).join(' or ');
      return field ? `${field} must be ${words}.` : `The request must be ${words}.`;
    }
    case 'minLength':
      return (error.params as { limit: number }).limit === 1
        ? `${field} must not be empty.`
        : `${field} must be at least ${(error.params as { limit: number }).limit} characters long.`;
    case 'maxLength':
      return `${field} must be at most ${(error.params as { limit: number }).limit} characters long.`;
    case 'enum':
      return `${field} must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}.`;
    case 'format':
      return `${field} must be a date and time such as 2026-03-14T09:30:00+05:30 (got${shown}).`;
    case 'minimum':
    case 'maximum':
      return `${field} is out of range (${error.message ?? ''}).`;
    default:
      return `${field || 'The request'}${shown} is not valid here.`;
  }
}

/** The admin API's validator: its JSON Schemas compiled strictly; a refused request answers 400 (admin-api-error.ts). */
export const adminSchemaCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const validate = ajv.compile(schema as object);
  return (data: unknown) => {
    if (validate(data)) return { value: data };
    const first = validate.errors?.[0];
    return { error: new Error(first ? adminRequestProblem(first) : 'The request is not what the admin expects.') };
  };
};
