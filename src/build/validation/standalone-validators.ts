import type { ValidateFunction } from 'ajv';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../project-root.ts';
import type { SchemaSet } from './load-schemas.ts';

// AJV's CommonJS modules arrive under Node's ESM loader wrapped once more in `default`.
const standaloneCode = ((standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ??
  standaloneCodeModule) as typeof standaloneCodeModule;

const FORMAT = 1;
const PREFIX = 'validators-';
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * What the generated code depends on: every schema as read, the AJV setup (create-validator.ts and
 * the annotation keywords it declares) and the versions of AJV and ajv-formats.
 */
function versionOf(schemas: SchemaSet): string {
  const hash = createHash('sha256').update(String(FORMAT));
  for (const [id, schema] of [...schemas.byId].sort(([a], [b]) => a.localeCompare(b))) {
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

// The generated code require()s AJV's runtime and ajv-formats: found from here, wherever the cache folder is.
const requireFromHere = createRequire(import.meta.url);

/** Runs CommonJS code (AJV's standalone output) and returns its exports. */
function loadCommonJs(code: string): unknown {
  const module = { exports: {} as unknown };
  // Our own generated code, run the way AJV runs what it compiles.
  new Function('require', 'module', 'exports', code)(requireFromHere, module, module.exports);
  return module.exports;
}

/**
 * The validate functions of `ids` (name → schema $id) as AJV standalone code kept in `dir`: compiling
 * the page schema's union of blocks takes AJV about 0.2 s at every `npm run validate`, loading its
 * generated code a few milliseconds. The code is the very code AJV would compile, so the errors are
 * the same. `compile` (an AJV instance set up with `code.source`, the schemas added) runs only when
 * the schemas or the setup changed since the code was kept; a cache that cannot be written is skipped.
 */
export function standaloneValidators<Name extends string>(
  schemas: SchemaSet,
  ids: Record<Name, string>,
  dir: string,
  compile: () => { getSchema(id: string): ValidateFunction | undefined },
): Record<Name, ValidateFunction> {
  const file = path.join(dir, `${PREFIX}${versionOf(schemas)}.cjs`);
  try {
    return loadCommonJs(readFileSync(file, 'utf8')) as Record<Name, ValidateFunction>;
  } catch {
    // Not generated yet (or unreadable): compiled below.
  }
  const ajv = compile();
  const compiled = Object.fromEntries(
    Object.entries<string>(ids).map(([name, id]) => {
      const validate = ajv.getSchema(id);
      if (!validate) throw new Error(`Schema ${id} not found in ${schemas.dir}`);
      return [name, validate];
    }),
  ) as Record<Name, ValidateFunction>;
  try {
    const code = standaloneCode(ajv as never, ids);
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
