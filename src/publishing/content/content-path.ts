import path from 'node:path';
import { ContentRefusal } from './content-errors.ts';

/** A project-relative path with forward slashes that stays inside the work tree; anything else is refused. */
export function contentPath(file: string): string {
  const normalised = path.posix.normalize(file.replace(/\\/g, '/'));
  if (
    file === '' ||
    path.posix.isAbsolute(normalised) ||
    path.win32.isAbsolute(file) ||
    normalised === '..' ||
    normalised.startsWith('../') ||
    normalised === '.git' ||
    normalised.startsWith('.git/')
  ) {
    throw new ContentRefusal(`"${file}" is not a file inside the content folder.`);
  }
  return normalised;
}
