/**
 * Generates the validators in src/generated/validators/ as AJV standalone code:
 * - the browser-side form validators, ESM, from the same lead schemas the API validates against
 *   (schemas/api/). The browser then ships plain validation functions (about 2 KB gzip each) instead
 *   of the AJV compiler (40+ KB gzip, and it needs `unsafe-eval`, which our CSP forbids);
 * - the validators of pages, site.json, redirects.json and collection entries, and of the site
 *   contract, CommonJS, which `npm run validate` loads instead of compiling the schemas at each cold
 *   start (standalone-validators.ts, contract-validator.ts).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';
import standaloneCode from 'ajv/dist/standalone/index.js';
import ucs2length from 'ajv/dist/runtime/ucs2length.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import prettier from 'prettier';
import { contractValidatorModule, prebuiltContractValidator } from '../contract/contract-validator.ts';
import { createAjv, documentIds, standaloneAjvOptions } from '../validation/create-validator.ts';
import { loadSchemas } from '../validation/load-schemas.ts';
import { prebuiltDocumentValidators, standaloneVersion } from '../validation/standalone-validators.ts';
import { standaloneModule } from '../validation/kept-validators.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = path.join(root, 'src/generated/validators');

/** Each form's request-body schema, the file it becomes, and the generated TS type it checks. */
export const validatorSources = [
  { schema: 'schemas/api/contact-query.schema.json', out: 'contact-query', type: 'ContactQuery' },
  { schema: 'schemas/api/brochure-lead.schema.json', out: 'brochure-lead', type: 'BrochureLead' },
] as const;

const HEADER = `/* eslint-disable */
/**
 * This file was automatically generated from schemas/api/ by src/build/codegen/generate-validators.ts.
 * Do not edit it by hand: change the schema and run \`npm run gen:validators\`.
 */
`;

/** Annotations the validator never reads; dropping them keeps the shipped code small. */
const ANNOTATIONS = new Set(['title', 'description', 'examples', '$comment']);

function stripAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripAnnotations);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) => [key, key === 'const' || key === 'default' ? value : stripAnnotations(value)]),
  );
}

/**
 * AJV's ESM output still `require()`s its string-length helper (ajv-validator/ajv#2209), which
 * a browser cannot run. Inline the helper instead; fail loudly on any other runtime import.
 */
function inlineRuntime(code: string): string {
  const ucs2 = `require("ajv/dist/runtime/ucs2length").default`;
  const inlined = code.replaceAll(ucs2, `(${cjsDefault(ucs2length).toString()})`);
  const leftover = /require\([^)]*\)/.exec(inlined);
  if (leftover) throw new Error(`Generated validator needs an unsupported runtime import: ${leftover[0]}`);
  return inlined;
}

/** AJV's CommonJS modules arrive under Node's ESM loader wrapped once more in `default`. */
function cjsDefault<T>(mod: T): T {
  return (mod as { default?: T }).default ?? mod;
}

async function format(source: string, file: string): Promise<string> {
  return prettier.format(source, { ...(await prettier.resolveConfig(file)), filepath: file });
}

function declaration(type: string): string {
  return `${HEADER}
import type { ErrorObject } from 'ajv';
import type { ${type} } from '../schema-types';

/** Returns true when \`data\` is a valid ${type}; otherwise sets \`validate.errors\`. */
declare const validate: {
  (data: unknown): data is ${type};
  errors?: ErrorObject[] | null;
};
export default validate;
export { validate };
`;
}

/**
 * For Node only, so not formatted (AJV's one line per function, about 700 KB): the version line
 * names what it was generated from; a file that does not match is compiled instead, never used.
 */
const NODE_HEADER = `// This file was automatically generated from schemas/ by src/build/codegen/generate-validators.ts.
// Do not edit it by hand: run \`npm run gen:validators\` after changing schemas/ or the AJV setup.
`;

/** The validators npm run validate loads: pages, site, redirects and entries; the site contract. */
function nodeValidators(): Map<string, string> {
  const schemas = loadSchemas();
  const documents = standaloneModule(
    createAjv(schemas, standaloneAjvOptions),
    documentIds,
    standaloneVersion(schemas),
    NODE_HEADER,
  );
  return new Map([
    [prebuiltDocumentValidators, documents],
    [prebuiltContractValidator, contractValidatorModule(NODE_HEADER)],
  ]);
}

/** Generated files, keyed by absolute path. */
export async function generateValidators(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const { schema, out, type } of validatorSources) {
    const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: true, strict: true });
    // The same e-mail rule as ajv-formats' default ("full") mode used by the API; a RegExp
    // format is inlined into the standalone code, so ajv-formats is not shipped either.
    ajv.addFormat('email', fullFormats.email);
    // The visitor-facing wording of each field lives in the schema (`errorMessage`); ajv-errors
    // compiles it into the standalone code, so the browser and the server say the same words.
    cjsDefault(ajvErrors)(ajv);
    const json = JSON.parse(await readFile(path.join(root, schema), 'utf8')) as object;
    const code = inlineRuntime(cjsDefault(standaloneCode)(ajv, ajv.compile(stripAnnotations(json) as object)));
    const js = path.join(outDir, `${out}.js`);
    const dts = path.join(outDir, `${out}.d.ts`);
    files.set(js, await format(`${HEADER}\n${code.replace(/^"use strict";\s*/, '')}`, js));
    files.set(dts, await format(declaration(type), dts));
  }
  for (const [file, code] of nodeValidators()) files.set(file, code);
  return files;
}
