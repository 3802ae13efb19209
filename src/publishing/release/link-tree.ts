import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Lays `from` into `to` with hard links (a copy where links are refused): a release that changes one
 * page costs that page, not a copy of the site. A linked file is shared with the old release, so a
 * file to be changed must be removed first and written anew (replaceFile), never written in place.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile()) await linkFile(source, target);
  }
}

export async function linkFile(source: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
}
