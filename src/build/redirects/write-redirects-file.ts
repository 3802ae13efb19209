import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readRedirects } from './redirects-file.ts';
import { redirectsText } from './redirects-text.ts';

/** The name of the file in the built site (never served itself: src/server/redirects.ts answers 404). */
export const REDIRECTS_OUTPUT = '_redirects';

/** Writes `<outDir>/_redirects` from the project's redirects.json (a header alone when there are none). */
export async function writeRedirectsFile(root: string, outDir: string): Promise<void> {
  await writeFile(path.join(outDir, REDIRECTS_OUTPUT), redirectsText(await readRedirects(root)));
}
