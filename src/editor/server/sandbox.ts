import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { EditorRefusal } from './editor-refusal.ts';

/** The only files the editor reads or writes: page files, site.json and images. */
export type EditableKind = 'page' | 'site' | 'image';

/** Image types the picker lists and an upload may be; SVG is listed (the site has SVGs) but never uploaded. */
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif', '.svg'] as const;

const PAGE_FILE = /^pages\/(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+\.json$/;
const IMAGE_FILE = /^public\/images\/(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+$/;

/** Which kind a project-relative path is, or undefined when the editor must not touch it. */
export function kindOfPath(file: string): EditableKind | undefined {
  if (file.split('/').some((part) => part === '..' || part === '.' || part === '')) return undefined;
  if (file === 'site.json') return 'site';
  if (PAGE_FILE.test(file)) return 'page';
  const extension = path.posix.extname(file).toLowerCase();
  if (IMAGE_FILE.test(file) && (IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  return undefined;
}

const FOLDER_OF: Record<EditableKind, string> = { page: 'pages', site: '.', image: 'public/images' };

async function realpathOrNull(absolute: string): Promise<string | null> {
  try {
    return await realpath(absolute);
  } catch {
    return null;
  }
}

/**
 * The absolute path of an editable file, after refusing everything else: paths with '..' or '.'
 * parts, absolute paths, backslashes, other extensions, files outside pages/, site.json and
 * public/images/, and symlinks (of the file or a folder on its way) whose real path leaves its
 * folder. A file that does not exist yet is checked through its nearest existing folder.
 */
export async function editablePath(root: string, file: unknown, allowed: readonly EditableKind[]): Promise<string> {
  if (typeof file !== 'string' || file.includes('\\') || file.includes('\0') || path.isAbsolute(file)) {
    throw new EditorRefusal(400, `Refused: '${String(file)}' is not a project-relative path.`);
  }
  const kind = kindOfPath(file);
  if (!kind || !allowed.includes(kind)) {
    const what = allowed.map((k) => ({ page: 'pages/**/*.json', site: 'site.json', image: 'public/images/*' })[k]);
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
  const realFolder = (await realpathOrNull(folder)) ?? folder;
  // site.json itself must not be a link at all (a missing one resolves to the root folder).
  const inside =
    real !== null && (kind === 'site' ? real === absolute || real === realRoot : isInside(realFolder, real));
  if (!inside) {
    throw new EditorRefusal(403, `Refused: '${file}' leads outside ${FOLDER_OF[kind]}/ (a symbolic link).`);
  }
  return absolute;
}

function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
