import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This repository's root folder (with a trailing separator): the project the build and the authoring
 * commands work on by default. From the module's own path as a string, because under the DOM test
 * environment `URL` is jsdom's, which Node's fileURLToPath does not take as a file URL.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') + path.sep;
