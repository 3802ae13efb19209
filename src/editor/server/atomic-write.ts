import { randomBytes } from 'node:crypto';
import { link, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A temporary name beside `file`, in the same folder (so rename is atomic: same file system) and not
 * ending in .json (so validation, the page list and Vite's watcher never take it for a page).
 */
function temporaryBeside(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Writes `file` whole or not at all: readers see the old bytes or the new ones, never half a file. */
export async function writeFileAtomically(file: string, content: string | Uint8Array): Promise<void> {
  const temporary = temporaryBeside(file);
  try {
    await writeFile(temporary, content, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Like writeFileAtomically, but fails with EEXIST rather than replace an existing file. */
export async function createFileAtomically(file: string, content: string | Uint8Array): Promise<void> {
  const temporary = temporaryBeside(file);
  try {
    await writeFile(temporary, content, { flag: 'wx' });
    // link() refuses an existing target, where rename() would replace it.
    await link(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}
