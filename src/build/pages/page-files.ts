import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Where a project keeps its page files, relative to its root. */
export const PAGES_DIR = 'pages/';

/**
 * Every pages/**\/*.json of the project at `root`, relative to it with '/' separators
 * ('pages/product/x.json'), sorted; none when there is no pages/ folder.
 */
export async function listPageFiles(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, PAGES_DIR), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
