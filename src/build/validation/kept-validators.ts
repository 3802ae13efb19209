import type { ValidateFunction } from 'ajv';
import type standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What turns schemas into standalone code: an AJV instance set up with `code.source`, the schemas
 * added (structural, so code that only loads kept validators never loads AJV's compiler).
 */
export type StandaloneCompiler = () => { getSchema(id: string): ValidateFunction | undefined };

// The kept code require()s AJV's runtime and ajv-formats: found from here, wherever the code is kept.
// AJV itself is required only to write code (standaloneModule), never to load it.
const requireFromHere = createRequire(import.meta.url);

const versionLine = (version: string) => `// version ${version}\n`;

/** Runs CommonJS code (AJV's standalone output) and returns its exports. */
function loadCommonJs(code: string): unknown {
  const module = { exports: {} as unknown };
  // Our own generated code, run the way AJV runs what it compiles.
  new Function('require', 'module', 'exports', code)(requireFromHere, module, module.exports);
  return module.exports;
}

/**
 * The validate functions kept in `file` (written by standaloneModule), when they were made for
 * `version`; undefined when the file is missing, unreadable or made for other schemas or another setup.
 */
export function keptValidators<Name extends string>(
  file: string,
  version: string,
): Record<Name, ValidateFunction> | undefined {
  let code: string;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  if (!code.slice(0, 1000).includes(versionLine(version))) return undefined;
  return loadCommonJs(code) as Record<Name, ValidateFunction>;
}

/**
 * A CommonJS module of AJV's standalone code for `ids` (name → schema $id) of `ajv` (set up with
 * `code.source`), opening with `header` (comment lines) and the line naming `version`, which
 * keptValidators reads.
 */
export function standaloneModule(
  ajv: ReturnType<StandaloneCompiler>,
  ids: Record<string, string>,
  version: string,
  header = '',
): string {
  const standaloneCode = requireFromHere('ajv/dist/standalone/index.js') as {
    default: typeof standaloneCodeModule;
  };
  return `${header}${versionLine(version)}${standaloneCode.default(ajv as never, ids)}\n`;
}
