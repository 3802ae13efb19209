import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written into dist/ after a successful build; holds the time the build finished. */
export const BUILD_STAMP = '.build-stamp';

/**
 * Records that dist/ is complete. The finish time, not the start: the build may itself write into
 * its inputs (generated files, brochures under public/), and those must not make the next start
 * rebuild again.
 */
export async function writeBuildStamp(distDir: string): Promise<void> {
  await writeFile(path.join(distDir, BUILD_STAMP), String(Date.now()));
}
