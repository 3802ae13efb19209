import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { BrochureLead, ContactQuery, Lead } from '../generated/schema-types.ts';

/** One thing wrong with a request body, in words the form author (or a developer) can act on. */
export interface FieldProblem {
  field: string;
  problem: string;
}

export type LeadCheck = { ok: true; lead: Lead } | { ok: false; errors: FieldProblem[] };

export type LeadValidator = (body: unknown) => LeadCheck;

const API_SCHEMA_BASE = 'https://page-engine.dev/schemas/api/';
const defaultSchemasDir = fileURLToPath(new URL('../../schemas/api/', import.meta.url));

/** Regular expressions from schemas/api in plain English; any other pattern is explained by its example. */
const PATTERN_PROBLEMS: Record<string, string> = {
  '^[0-9]{10}$': 'must be exactly 10 digits',
  '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$': 'must be an e-mail address in lowercase letters',
};

/**
 * Compiles the lead schemas in schemas/api (the ones the browser forms use) into one check:
 * schemas/api/lead.schema.json decides what is accepted; the branch the body meant to be
 * (contact query or brochure lead) explains what is wrong, so a brochure lead is not also told
 * that it lacks a message.
 */
export function createLeadValidator(schemasDir = defaultSchemasDir): LeadValidator {
  const ajv = new Ajv({ allErrors: true, verbose: true });
  addFormats(ajv);
  for (const file of readdirSync(schemasDir).filter((name) => name.endsWith('.schema.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as object);
  }
  const isLead = compiled<Lead>(ajv, 'lead.schema.json');
  const contactQuery = compiled<ContactQuery>(ajv, 'contact-query.schema.json');
  const brochureLead = compiled<BrochureLead>(ajv, 'brochure-lead.schema.json');

  return (body) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return { ok: false, errors: [{ field: 'body', problem: 'must be a JSON object of form fields' }] };
    }
    if (isLead(body)) {
      const withNul = Object.entries(body).find(([, value]) => typeof value === 'string' && value.includes('\0'));
      // PostgreSQL text cannot hold U+0000; refusing it everywhere keeps the two stores interchangeable.
      if (withNul) return { ok: false, errors: [{ field: withNul[0], problem: 'must not contain a NUL character' }] };
      return { ok: true, lead: body };
    }
    const branch = isBrochureLead(body as Record<string, unknown>) ? brochureLead : contactQuery;
    branch(body);
    const errors = toFieldProblems(branch.errors ?? []);
    return { ok: false, errors: errors.length > 0 ? errors : [{ field: 'body', problem: 'is not a valid lead' }] };
  };
}

function compiled<T>(ajv: Ajv, file: string): ValidateFunction<T> {
  const validate = ajv.getSchema<T>(API_SCHEMA_BASE + file);
  if (!validate) throw new Error(`schemas/api/${file} is missing or has no $id ${API_SCHEMA_BASE + file}`);
  return validate;
}

/** The brochure form sends `query: "pdf"` and a mobile number; the contact form sends `type: "query"`. */
function isBrochureLead(body: Record<string, unknown>): boolean {
  if ('query' in body || 'type' in body) return body.query === 'pdf' || !('type' in body);
  return 'mobile' in body;
}

function toFieldProblems(errors: ErrorObject[]): FieldProblem[] {
  const problems = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error);
    if (!problems.has(field)) problems.set(field, problemOf(error));
  }
  return [...problems].map(([field, problem]) => ({ field, problem }));
}

function fieldOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required') return params.missingProperty ?? 'body';
  if (error.keyword === 'additionalProperties') return params.additionalProperty ?? 'body';
  return error.instancePath.split('/')[1] || 'body';
}

function problemOf(error: ErrorObject): string {
  const params = error.params as {
    limit?: number;
    type?: string;
    pattern?: string;
    format?: string;
    allowedValue?: unknown;
  };
  const example = (error.parentSchema as { examples?: unknown[] } | undefined)?.examples?.[0];
  const forExample = typeof example === 'string' && example !== '' ? `, for example ${example}` : '';
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a field this form sends';
    case 'type':
      return params.type === 'string' ? 'must be text' : `must be of type ${params.type}`;
    case 'minLength':
      return 'must not be empty';
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'format':
      return `must be a valid ${params.format === 'email' ? 'e-mail address' : params.format}${forExample}`;
    case 'pattern':
      // "\S" only says "not blank"; an example would not help.
      if (params.pattern === '\\S') return 'must not be blank';
      return (PATTERN_PROBLEMS[params.pattern ?? ''] ?? 'is not in the expected form') + forExample;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return error.message ?? 'is not valid';
  }
}
