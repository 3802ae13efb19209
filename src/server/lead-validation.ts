import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { BrochureLead, ContactQuery, Lead } from '../generated/schema-types.ts';

/** One thing wrong with a request body, in the words the form shows its visitor (schemas/api `errorMessage`). */
export interface FieldProblem {
  field: string;
  problem: string;
}

export type LeadCheck = { ok: true; lead: Lead } | { ok: false; errors: FieldProblem[] };

export type LeadValidator = (body: unknown) => LeadCheck;

const API_SCHEMA_BASE = 'https://page-engine.dev/schemas/api/';
const defaultSchemasDir = fileURLToPath(new URL('../../schemas/api/', import.meta.url));

/**
 * Compiles the lead schemas in schemas/api (the ones the browser forms use) into one check:
 * schemas/api/lead.schema.json decides what is accepted; the branch the body meant to be
 * (contact query or brochure lead) explains what is wrong, so a brochure lead is not also told
 * that it lacks a message.
 */
export function createLeadValidator(schemasDir = defaultSchemasDir): LeadValidator {
  const ajv = new Ajv({ allErrors: true });
  addFormats(ajv);
  // Each field's wording is the schema's `errorMessage`, compiled the same way into the browser's validators.
  ajvErrors(ajv);
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

/** The field an error is about; `errorMessage` reports a missing field at the object, with AJV's error inside. */
function fieldOf(error: ErrorObject): string {
  const [original] = (error.params as { errors?: ErrorObject[] }).errors ?? [];
  const params = (original ?? error).params as { missingProperty?: string; additionalProperty?: string };
  return params.missingProperty ?? params.additionalProperty ?? (error.instancePath.split('/')[1] || 'body');
}

/**
 * The schema's own words. Only a field the schema does not know has none there: no form sends it,
 * so the words are for the developer who wrote the request.
 */
function problemOf(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return 'is not a field this form sends';
  return error.message ?? 'is not valid';
}
