import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The images' build cache: everything in it is named by a content hash, so an entry is never stale
 * and an unchanged photo costs nothing on the next build. Deleting the folder only costs time.
 */
export function imageCacheDir(root: string): string {
  return path.join(root, 'node_modules/.cache/page-engine/images');
}

/** Writes whole or not at all: parallel builds may write the same entry. */
export async function writeCacheFile(file: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** The cached entry, or undefined when it is not there (yet). */
export async function readCacheFile(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}
