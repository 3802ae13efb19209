import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The copies the build writes beside text files (src/build/prerender/precompress.ts). */
const COMPRESSED_COPIES = ['.br', '.gz'];

/**
 * Removes a release file and its compressed copies. The file may be a hard link shared with an older
 * release (link-tree.ts): unlinking leaves that release's bytes as they were.
 */
export async function removeReleaseFile(file: string): Promise<void> {
  await Promise.all([file, ...COMPRESSED_COPIES.map((suffix) => `${file}${suffix}`)].map(removeIfThere));
}

/**
 * rm with `force` still throws ENOTDIR when a folder on the way is a file: a page at /robots.txt that was never
 * built, whose robots.txt/index.html cannot exist because robots.txt is the site's own file. Nothing is there.
 */
async function removeIfThere(file: string): Promise<void> {
  await rm(file, { force: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOTDIR') throw error;
  });
}

/** Writes a release file as a new file (never into a linked one), dropping its old compressed copies. */
export async function replaceReleaseFile(file: string, content: string | Uint8Array): Promise<void> {
  await removeReleaseFile(file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}
