import type { SaveResponse } from '../shared/editor-api.ts';
import { writeFileAtomically } from './atomic-write.ts';
import { checkDocument, errorsOf } from './check-document.ts';
import { readDiskText } from './editor-document.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { fileVersion } from './file-version.ts';

/**
 * Saves a page or site.json, or refuses with nothing written:
 * - 409 when the file on disk is no longer the version the editor opened (an edit in another editor,
 *   a git pull): the answer carries both texts so the author can compare;
 * - 422 when validation finds an error in the file as it would be saved (warnings do not block).
 * The text is the one `npm run migrate` would write; the write is atomic (temporary file + rename).
 */
export async function saveDocument(
  root: string,
  file: string,
  absolute: string,
  data: unknown,
  baseVersion: unknown,
): Promise<SaveResponse> {
  if (data === undefined) throw new EditorRefusal(400, 'Refused: the request has no data to save.');
  await readDiskText(absolute, file); // 404 for a file that is gone
  const { text, problems } = await checkDocument(root, file, absolute, data);
  // Read again after validating, which takes a moment, so the window for an edit elsewhere is tiny.
  const diskText = await readDiskText(absolute, file);
  const diskVersion = fileVersion(diskText);
  if (diskVersion !== baseVersion) {
    throw new EditorRefusal(409, `${file} changed on disk since it was opened.`, {
      error: 'conflict',
      disk: { text: diskText, version: diskVersion },
      mine: { text },
    });
  }
  const errors = errorsOf(problems);
  if (errors.length > 0) {
    throw new EditorRefusal(422, `${file} has ${errors.length} errors.`, { error: 'invalid', problems });
  }
  // Unchanged data gives identical bytes: nothing to write, and the file's time stays as it was.
  if (text !== diskText) await writeFileAtomically(absolute, text);
  return { version: fileVersion(text), text };
}
