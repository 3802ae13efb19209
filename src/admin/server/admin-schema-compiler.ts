import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { adminRequestProblem } from '../auth/request-words.ts';

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

/** The admin API's validator: its JSON Schemas compiled strictly; a refused request answers 400 (admin-api-error.ts). */
export const adminSchemaCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const validate = ajv.compile(schema as object);
  return (data: unknown) => {
    if (validate(data)) return { value: data };
    const first = validate.errors?.[0];
    return {
      error: new Error(first ? adminRequestProblem(first, schema) : 'The request is not what the admin expects.'),
    };
  };
};
