import { git } from './git-command.ts';

/**
 * The files `draft` changed since it left `published` (three-dot, as draftChanges), names only: one git process
 * where the review's full changes take four or more per file. What the drafts list shows.
 */
export async function draftChangedFiles(dir: string, published: string, draft: string): Promise<string[]> {
  const output = await git(dir, ['diff', '--no-renames', '--name-only', '-z', `${published}...${draft}`, '--']);
  return output.split('\0').filter((file) => file !== '');
}
