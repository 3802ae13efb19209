import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Kept inside the release (a dot file: the server never sends it). */
const METADATA_FILE = '.release.json';

export interface ReleaseMetadata {
  /** The full build whose client bundle, manifest and SSR renderer this release uses (RENDERERS_DIR/<id>). */
  renderer: string;
  /** The routes the release holds, in route-table order (for sitemap.xml when a page comes or goes). */
  routes: string[];
}

export function readReleaseMetadata(releaseDir: string): ReleaseMetadata | null {
  const file = path.join(releaseDir, METADATA_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ReleaseMetadata;
}

/** Written as a new file: in a release made from another, the old file is a hard link to that release's. */
export async function writeReleaseMetadata(releaseDir: string, metadata: ReleaseMetadata): Promise<void> {
  await rm(path.join(releaseDir, METADATA_FILE), { force: true });
  await writeFile(path.join(releaseDir, METADATA_FILE), `${JSON.stringify(metadata, null, 2)}\n`);
}
