import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, whatever directory the runner was started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
