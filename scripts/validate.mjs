// @ts-check
/* global process */
/**
 * `npm run validate`: runs scripts/validate.ts (its usage, output and exit codes) from a bundle kept
 * in node_modules/.cache (validate-bundle.mjs), rebuilt whenever a file it was built from changes.
 * `tsx scripts/validate.ts` runs the same code from source.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freshValidateBundle, validateBundleCacheDir } from './validate-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = await freshValidateBundle({ root, cacheDir: validateBundleCacheDir(root) });
const { runValidate } = await import(pathToFileURL(path.join(bundle, 'validate.mjs')).href);
await runValidate(process.argv.slice(2), pathToFileURL(path.join(bundle, 'rich-text-worker.mjs')));
