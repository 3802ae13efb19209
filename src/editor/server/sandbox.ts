import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { collectionFileParts, SLUG } from '../../collections/collections.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { IMAGE_EXTENSIONS } from './image-types.ts';

/** The only files the editor reads or writes: page files, site.json, collection entries and images. */
export type EditableKind = 'page' | 'site' | 'entry' | 'image';

// The image types, one list for the picker, the preview and uploads (image-types.ts).
export { IMAGE_EXTENSIONS } from './image-types.ts';

/**
 * The longest folder or file name the editor writes. File systems stop at 255 bytes (and fail with
 * an error that would reach the author as a 500); a route or picture name this long is a mistake.
 */
export const MAX_NAME_LENGTH = 100;
/** The longest project-relative path the editor reads or writes (many long folder names in a row). */
const MAX_PATH_LENGTH = 1000;

const PAGE_FILE = /^pages\/(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+\.json$/;
const IMAGE_FILE = /^public\/images\/(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+$/;

/** Which kind a project-relative path is, or undefined when the editor must not touch it. */
export function kindOfPath(file: string): EditableKind | undefined {
  // '.', '..' and empty parts leave or blur the folder; names starting with a dot are never served.
  if (file.split('/').some((part) => part === '' || part.startsWith('.'))) return undefined;
  if (file === 'site.json') return 'site';
  if (PAGE_FILE.test(file)) return 'page';
  const entry = collectionFileParts(file);
  if (entry && SLUG.test(entry.slug)) return 'entry';
  const extension = path.posix.extname(file).toLowerCase();
  if (IMAGE_FILE.test(file) && IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return undefined;
}

const FOLDER_OF: Record<EditableKind, string> = { page: 'pages', site: '.', entry: 'content', image: 'public/images' };

async function realpathOrNull(absolute: string): Promise<string | null> {
  try {
    return await realpath(absolute);
  } catch {
    return null;
  }
}

const shortened = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

/**
 * Names the file system or the site cannot take, refused with a message that says why (400): a
 * name too long for a file, and a name starting with a dot (the site never serves one). '.' and '..'
 * are refused by kindOfPath, as paths outside the editor's folders.
 */
export function refuseUnservableNames(file: string): void {
  const parts = file.split('/');
  const long = parts.find((part) => part.length > MAX_NAME_LENGTH);
  if (long !== undefined || file.length > MAX_PATH_LENGTH) {
    const error =
      long === undefined
        ? `Refused: the path '${shortened(file)}' is too long (${file.length} characters); a path may have at most ${MAX_PATH_LENGTH}.`
        : `Refused: the name '${shortened(long)}' is too long (${long.length} characters); a file or folder name may have at most ${MAX_NAME_LENGTH}.`;
    throw new EditorRefusal(400, error);
  }
  const hidden = parts.find((part) => part.startsWith('.') && part !== '.' && part !== '..');
  if (hidden !== undefined) {
    throw new EditorRefusal(
      400,
      `Refused: '${shortened(hidden)}' starts with a dot, and names starting with a dot are never served; name it '${shortened(hidden.replace(/^\.+/, ''))}'.`,
    );
  }
}

/**
 * The absolute path of an editable file, after refusing everything else: paths with '..' or '.'
 * parts, names too long or starting with a dot (refuseUnservableNames), absolute paths, backslashes,
 * other extensions, files outside pages/, site.json, content/<collection>/ and public/images/, and symlinks (of the file or a folder on its way) whose real path leaves its
 * folder. A file that does not exist yet is checked through its nearest existing folder.
 */
export async function editablePath(root: string, file: unknown, allowed: readonly EditableKind[]): Promise<string> {
  if (typeof file !== 'string' || file.includes('\\') || file.includes('\0') || path.isAbsolute(file)) {
    throw new EditorRefusal(400, `Refused: '${String(file)}' is not a project-relative path.`);
  }
  refuseUnservableNames(file);
  const kind = kindOfPath(file);
  if (!kind || !allowed.includes(kind)) {
    const what = allowed.map(
      (k) =>
        ({
          page: 'pages/**/*.json',
          site: 'site.json',
          entry: 'content/<collection>/*.json',
          image: 'public/images/*',
        })[k],
    );
    throw new EditorRefusal(403, `Refused: the editor only works on ${what.join(', ')}; not '${file}'.`);
  }
  const realRoot = await realpath(root);
  const folder = path.join(realRoot, FOLDER_OF[kind]);
  const absolute = path.join(realRoot, file);
  // The nearest existing ancestor (or the file itself) must really lie inside its folder.
  let existing = absolute;
  let real = await realpathOrNull(existing);
  while (real === null && existing !== realRoot) {
    existing = path.dirname(existing);
    real = await realpathOrNull(existing);
  }
  const realFolder = await realpathOrNull(folder);
  // site.json itself must not be a link at all (a missing one resolves to the root folder); a folder
  // not made yet (content/ before the first entry) is made inside the root, so reaching the root will do.
  const inside =
    real !== null &&
    (kind === 'site'
      ? real === absolute || real === realRoot
      : realFolder === null
        ? real === realRoot
        : isInside(realRoot, realFolder) && isInside(realFolder, real));
  if (!inside) {
    throw new EditorRefusal(403, `Refused: '${file}' leads outside ${FOLDER_OF[kind]}/ (a symbolic link).`);
  }
  return absolute;
}

/**
 * editablePath for a file an operation starts from (delete, duplicate, move, rename): one that is not there (removed
 * meanwhile, or a name typed by hand) is a 404 in words, not a failure of the server (it answered 500).
 */
export async function existingEditablePath(
  root: string,
  file: string,
  allowed: readonly EditableKind[],
): Promise<string> {
  const absolute = await editablePath(root, file, allowed);
  const stats = await stat(absolute).catch(() => null);
  if (!stats?.isFile()) throw new EditorRefusal(404, `${file} does not exist.`);
  return absolute;
}

function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
