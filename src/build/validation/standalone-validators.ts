import type { ValidateFunction } from 'ajv';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../project-root.ts';
import type { SchemaSet } from './load-schemas.ts';
import { keptValidators, standaloneModule, type StandaloneCompiler } from './kept-validators.ts';

const FORMAT = 1;
const PREFIX = 'validators-';
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The document validators generated at build time (`npm run gen:validators`, checked by
 * `npm run gen:validators:check`): with unchanged schemas a cold `npm run validate` loads them
 * instead of compiling (about 0.4 s) or finding them in its cache.
 */
export const prebuiltDocumentValidators = path.resolve(here, '../../generated/validators/documents.cjs');

/**
 * What the generated code depends on: every schema as read, the AJV setup (create-validator.ts and
 * the annotation keywords it declares) and the versions of AJV and ajv-formats. Ids are sorted by
 * code unit, not localeCompare, which sets up ICU's collator (about 15 ms) for nothing.
 */
export function standaloneVersion(schemas: SchemaSet): string {
  const hash = createHash('sha256').update(String(FORMAT));
  for (const [id, schema] of [...schemas.byId].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(id).update(JSON.stringify(schema));
  }
  for (const file of [path.join(here, 'create-validator.ts'), path.join(here, '../../schema/annotations.ts')]) {
    hash.update(readFileSync(file));
  }
  for (const name of ['ajv', 'ajv-formats']) {
    hash.update(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json')));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The validate functions of `ids` (name → schema $id) as AJV standalone code: from `prebuilt` (the
 * generated file) when it was generated from these schemas, else from `dir`, where the code is kept
 * from run to run. Compiling the page schema's union of blocks takes AJV about 0.4 s, loading its
 * generated code a few milliseconds. The code is the very code AJV would compile, so the errors are
 * the same. `compile` (an AJV instance set up with `code.source`, the schemas added) runs only when
 * neither holds code for these schemas and this setup; a cache that cannot be written is skipped.
 */
export function standaloneValidators<Name extends string>(
  schemas: SchemaSet,
  ids: Record<Name, string>,
  dir: string,
  compile: StandaloneCompiler,
  prebuilt?: string,
): Record<Name, ValidateFunction> {
  const version = standaloneVersion(schemas);
  const fromPrebuilt = prebuilt === undefined ? undefined : keptValidators<Name>(prebuilt, version);
  if (fromPrebuilt) return fromPrebuilt;
  const file = path.join(dir, `${PREFIX}${version}.cjs`);
  const kept = keptValidators<Name>(file, version);
  if (kept) return kept;
  const ajv = compile();
  const compiled = Object.fromEntries(
    Object.entries<string>(ids).map(([name, id]) => {
      const validate = ajv.getSchema(id);
      if (!validate) throw new Error(`Schema ${id} not found in ${schemas.dir}`);
      return [name, validate];
    }),
  ) as Record<Name, ValidateFunction>;
  try {
    const code = standaloneModule(ajv, ids, version);
    mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, file);
    for (const name of readdirSync(dir)) {
      if (name.startsWith(PREFIX) && name.endsWith('.cjs') && path.join(dir, name) !== file)
        rmSync(path.join(dir, name), { force: true });
    }
  } catch {
    // A read-only checkout validates as well, only not faster next time.
  }
  return compiled;
}
