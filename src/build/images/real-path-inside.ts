import { realpathSync } from 'node:fs';
import path from 'node:path';

function realOrNull(file: string): string | null {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
}

/**
 * Whether `file` really lies inside `folder` once symbolic links are followed (the file's, or a
 * folder's on its way): a link in public/images/ to a folder elsewhere on the machine is not part of
 * the site, and neither validation, the editor's check nor the build may read through it. A file
 * that does not exist is judged by its nearest existing folder.
 */
export function isReallyInside(folder: string, file: string): boolean {
  const realFolder = realOrNull(folder) ?? path.resolve(folder);
  let existing = path.resolve(file);
  let real = realOrNull(existing);
  while (real === null && path.dirname(existing) !== existing) {
    existing = path.dirname(existing);
    real = realOrNull(existing);
  }
  if (real === null) return false;
  const relative = path.relative(realFolder, real);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
