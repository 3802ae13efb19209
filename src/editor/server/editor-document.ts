import { readFile } from 'node:fs/promises';
import type { EditorProblem, FileResponse } from '../shared/editor-api.ts';
import { readImageSizes } from '../../build/migrations/image-sizes.ts';
import { collectionFileParts } from '../../collections/collections.ts';
import { migratePage } from '../../build/migrations/migrate-page.ts';
import { formatPageJson } from '../../build/pages/format-page-json.ts';
import type { Problem } from '../../build/validation/problem.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { fileVersion } from './file-version.ts';

/** The text on disk, or a 404 refusal naming the file. */
export async function readDiskText(absolute: string, file: string): Promise<string> {
  try {
    return await readFile(absolute, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new EditorRefusal(404, `${file} does not exist.`);
    throw error;
  }
}

/**
 * A page or site.json as the editor opens it. A page written for an older schema version is
 * migrated in memory with the same steps as `npm run migrate`, so the form only ever shows the
 * current shape and the first save writes it at the current version.
 */
export async function openDocument(root: string, absolute: string, file: string): Promise<FileResponse> {
  const text = await readDiskText(absolute, file);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new EditorRefusal(
      422,
      `${file} is not valid JSON (${(error as Error).message}); fix it in a text editor first (npm run validate shows where).`,
    );
  }
  const response: FileResponse = { file, text, data, version: fileVersion(text) };
  // site.json and collection entries have no schema versions: nothing to migrate.
  if (file === 'site.json' || collectionFileParts(file)) return response;
  // The image sizes its files state, so the editor removes the same redundant sizes `npm run migrate` does.
  const migration = migratePage(data, undefined, await readImageSizes(root, data));
  if (migration.outcome === 'migrated') return { ...response, data: migration.page, migratedFrom: migration.from };
  return response;
}

/**
 * The exact text saving writes: the formatter of `npm run migrate` and `npm run new-page`, laid out
 * like the text on disk, so unchanged data gives identical bytes and an edit changes only its lines.
 */
export function textToSave(data: unknown, diskText: string, absolute: string): Promise<string> {
  return formatPageJson(data, diskText, absolute);
}

/** A validation problem in the shape of the HTTP contract. */
export function toEditorProblem(problem: Problem): EditorProblem {
  return {
    id: problem.rule,
    severity: problem.severity,
    message: problem.message,
    hint: problem.hint || undefined,
    field: problem.field,
    pointer: problem.pointer,
    line: problem.line || undefined,
    column: problem.column || undefined,
    file: problem.file,
  };
}
