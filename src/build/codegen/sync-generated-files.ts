import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SyncOptions {
  /** The project root, for printing file names relative to it. */
  root: string;
  /** Only compare (`--check`): nothing is written. */
  check: boolean;
  /** What the author should run when a file is stale, e.g. `npm run gen:types`. */
  regenerateCommand: string;
  /** What the files are generated from, e.g. `schemas/`. */
  source: string;
}

/**
 * Writes generated files whose content changed, or with `check` reports which ones are stale.
 * Unchanged files are never rewritten, so watchers and editors are not disturbed for nothing.
 * Returns the exit code for the command line.
 */
export async function syncGeneratedFiles(files: ReadonlyMap<string, string>, options: SyncOptions): Promise<number> {
  const stale: string[] = [];
  for (const [file, content] of files) {
    if ((await readFile(file, 'utf8').catch(() => '')) !== content) stale.push(file);
  }
  const names = stale.map((file) => path.relative(options.root, file)).join(', ');
  if (options.check) {
    if (stale.length === 0) {
      console.log(`Generated from ${options.source}: up to date.`);
      return 0;
    }
    console.error(
      `${names} is out of date with ${options.source}. Run \`${options.regenerateCommand}\` and commit the result.`,
    );
    return 1;
  }
  for (const file of stale) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, files.get(file)!);
  }
  console.log(stale.length > 0 ? `Wrote ${names}` : `Generated from ${options.source}: already up to date.`);
  return 0;
}
