import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Lays `from` into `to` with hard links (a copy where links are refused): a release that changes one
 * page costs that page, not a copy of the site. A linked file is shared with the old release, so a
 * file to be changed must be removed first and written anew (replaceFile), never written in place.
 * The files of a folder are linked together: with a thousand posts (three files each, with their
 * compressed copies) one link at a time took seconds of a one-post publish on a busy machine.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) return linkTree(source, target);
      return entry.isFile() ? linkInto(source, target) : undefined;
    }),
  );
}

/** A hard link, or a copy where links are refused (another file system); the folder exists. */
async function linkInto(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
}

export async function linkFile(source: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  await linkInto(source, target);
}
