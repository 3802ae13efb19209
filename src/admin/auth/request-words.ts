import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyRequest } from 'fastify';

// A refused request of the admin (its API, the accounts) in the words of its fields: shared by the admin API's own
// validator (src/admin/server/admin-schema-compiler.ts) and the routes Fastify's validator checks (accounts).

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object {...}',
  array: 'a list [...]',
  null: 'null',
};

type SchemaNode = { title?: unknown; type?: unknown; enum?: unknown; properties?: Record<string, SchemaNode> };

/** The schema of the field at `names` (each a property name), if the request's schema describes it. */
function fieldSchema(schema: unknown, names: readonly string[]): SchemaNode | undefined {
  let node = schema as SchemaNode | undefined;
  for (const name of names) node = node?.properties?.[name];
  return node;
}

const titleOf = (node: SchemaNode | undefined) =>
  typeof node?.title === 'string' && node.title !== '' ? node.title : undefined;

/**
 * One sentence for the first thing wrong with a request: the field's title in the route's schema (else its name,
 * never a JSON pointer), then what it must be, not AJV's words. `schema`: the schema of the part refused (body,
 * params, querystring).
 */
export function adminRequestProblem(error: ErrorObject, schema?: unknown): string {
  const names = error.instancePath.split('/').slice(1);
  const title = titleOf(fieldSchema(schema, names));
  const field = title ?? names.join('.');
  const shown = typeof error.data === 'string' ? ` '${error.data.slice(0, 80)}'` : '';
  switch (error.keyword) {
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const node = fieldSchema(schema, [...names, missing]);
      const named = titleOf(node);
      if (!named) return `${missing} is missing.`;
      // A titled field is asked for as a form asks: a choice is chosen, anything else written.
      return Array.isArray(node?.enum) ? `Choose the ${named.toLowerCase()}.` : `Write the ${named.toLowerCase()}.`;
    }
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
      return `${field} must be at least ${(error.params as { limit: number }).limit}.`;
    case 'maximum':
      return `${field} must be at most ${(error.params as { limit: number }).limit}.`;
    default:
      return `${field || 'The request'}${shown} is not valid here.`;
  }
}

/**
 * The words for a request Fastify's own validator refused (`error.validation`, as routes outside the admin API's
 * compiler have it): the first problem, against the schema of the part refused.
 */
export function validationWords(error: FastifyError, request: FastifyRequest): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not what the admin expects.';
  const schemas = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
  return adminRequestProblem(first as ErrorObject, schemas[error.validationContext ?? 'body']);
}
