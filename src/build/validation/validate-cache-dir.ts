import path from 'node:path';
import { projectRoot } from '../project-root.ts';

/**
 * Where `npm run validate` keeps what it can reuse from one run to the next (the findings of parsed
 * rich texts, the schemas' compiled validators), beside the build's other caches. Every file in it
 * is named by a hash of what it was made from, so a change to content, schemas or code is never
 * answered from an old file; deleting the folder only makes the next run slower.
 */
export const defaultValidateCacheDir = path.join(projectRoot, 'node_modules/.cache/page-engine/validate');
