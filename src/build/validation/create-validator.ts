import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { addAnnotationKeywords } from '../../schema/annotations.ts';
import { createSchemaLayer, type SchemaLayer } from '../../schema/schema-layer.ts';
import {
  defaultSchemasDir,
  JOB_SCHEMA_ID,
  loadSchemas,
  NEWS_SCHEMA_ID,
  PAGE_SCHEMA_ID,
  POST_SCHEMA_ID,
  REDIRECTS_SCHEMA_ID,
  schemaFilesKey,
  SITE_SCHEMA_ID,
  type SchemaSet,
} from './load-schemas.ts';
import { standaloneValidators } from './standalone-validators.ts';

// ajv-formats is CommonJS; under ESM its default export arrives wrapped in some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** Compiled validators for pages, the site file, redirects.json and collection entries, sharing one AJV instance. */
export interface Validator {
  schemas: SchemaSet;
  /** The same schemas as the schema layer reads them: titles, defaults, image layouts. */
  layer: SchemaLayer;
  page: ValidateFunction;
  site: ValidateFunction;
  /** redirects.json (schemas/redirects.schema.json). */
  redirects: ValidateFunction;
  /** One entry of each collection (schemas/collections/). */
  post: ValidateFunction;
  job: ValidateFunction;
  news: ValidateFunction;
}

/**
 * The one AJV setup for schemas/: the validator and the default filler (apply-schema-defaults.ts)
 * share it, so both read a block by the same branch of the union.
 */
export function createAjv(schemas: SchemaSet, extra: Options = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // With the discriminator AJV validates a block only against the branch its `type` names,
    // so one broken block reports its own few errors instead of one per block type (and only
    // that branch's defaults are filled in: useDefaults never reads a branch that does not match).
    discriminator: true,
    strict: true,
    // if/then subschemas (the image's empty-alt rule) name properties declared by the enclosing schema.
    strictRequired: false,
    // Ids may be strings or numbers (`"type": ["string", "integer"]`).
    allowUnionTypes: true,
    ...extra,
  });
  addFormats(ajv);
  // Our `x-` annotations (schemas/ read by the editor and the build); strict mode refuses any other keyword.
  addAnnotationKeywords(ajv);
  for (const schema of schemas.byId.values()) ajv.addSchema(schema);
  return ajv;
}

/**
 * How npm run validate compiles the validators it keeps as code: with the source, and without AJV's
 * optimising pass over it, which is a third of compiling (about 0.1 s at a cold start) and buys no
 * measurable speed in validating a thousand entries. The same checks, the same errors
 * (standalone-validators.test.ts).
 */
export const standaloneAjvOptions: Options = { code: { source: true, optimize: false } };

const documentIds = {
  page: PAGE_SCHEMA_ID,
  site: SITE_SCHEMA_ID,
  redirects: REDIRECTS_SCHEMA_ID,
  post: POST_SCHEMA_ID,
  job: JOB_SCHEMA_ID,
  news: NEWS_SCHEMA_ID,
} as const;

/**
 * Compiles the schemas in `schemasDir` once (about 0.2 s); reuse the result for every page. With a
 * `cacheDir`, the compiled code is kept there and loaded instead while the schemas are unchanged.
 */
export function createValidator(schemasDir: string = defaultSchemasDir, cacheDir?: string): Validator {
  const schemas = loadSchemas(schemasDir);
  const layer = createSchemaLayer([...schemas.byId.values()]);
  if (cacheDir !== undefined) {
    const compile = () => createAjv(schemas, standaloneAjvOptions);
    // Loaded (or compiled) on first use, so validation can start parsing rich texts in a worker first.
    let loaded: Record<keyof typeof documentIds, ValidateFunction> | undefined;
    const load = () => (loaded ??= standaloneValidators(schemas, documentIds, cacheDir, compile));
    return {
      schemas,
      layer,
      get page() {
        return load().page;
      },
      get site() {
        return load().site;
      },
      get redirects() {
        return load().redirects;
      },
      get post() {
        return load().post;
      },
      get job() {
        return load().job;
      },
      get news() {
        return load().news;
      },
    };
  }
  const ajv = createAjv(schemas);
  const compiled = (id: string): ValidateFunction => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`Schema ${id} not found in ${schemasDir}`);
    return validate;
  };
  return {
    schemas,
    layer,
    page: compiled(PAGE_SCHEMA_ID),
    site: compiled(SITE_SCHEMA_ID),
    redirects: compiled(REDIRECTS_SCHEMA_ID),
    post: compiled(POST_SCHEMA_ID),
    job: compiled(JOB_SCHEMA_ID),
    news: compiled(NEWS_SCHEMA_ID),
  };
}

const validators = new Map<string, Validator>();
/** By the schemas' content (schemaFilesKey): each draft's copy of the same schemas/ shares one. */
const validatorsBySchemas = new Map<string, Validator>();

/**
 * The validator for `schemasDir`, compiled (or loaded from `cacheDir`, see createValidator) on first
 * use and then reused; both ways give the same validation.
 */
export function getValidator(schemasDir: string = defaultSchemasDir, cacheDir?: string): Validator {
  let validator = validators.get(schemasDir);
  if (!validator) {
    const sameSchemas = `${cacheDir ?? ''}\0${schemaFilesKey(schemasDir)}`;
    validator = validatorsBySchemas.get(sameSchemas) ?? createValidator(schemasDir, cacheDir);
    validatorsBySchemas.set(sameSchemas, validator);
    validators.set(schemasDir, validator);
  }
  return validator;
}

/** Drops compiled validators so the next use recompiles; the dev server calls it when a schema changes. */
export function forgetValidators(): void {
  validators.clear();
  validatorsBySchemas.clear();
}
