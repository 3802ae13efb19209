import { freeDraftBranch } from './draft-branch-name.ts';
import { git } from './git-command.ts';
import { branchRef, type PublishedBranch } from './published-branch.ts';

/**
 * A new draft branch at the published head, named after the author and the first page. Created with
 * `update-ref <ref> <head> ""`, which refuses a branch that exists already: two drafts created at once under the
 * same name (authors `ann@a.in` and `ann@b.in` on one page) never share a branch, the second takes the next
 * name. So creating a draft needs no lock on the whole repository and does not wait for other authors' saves.
 */
export async function createDraftBranch(published: PublishedBranch, email: string, firstFile: string): Promise<string> {
  const head = (await git(published.dir, ['rev-parse', '--verify', `${branchRef(published)}^{commit}`])).trim();
  for (let attempt = 0; ; attempt += 1) {
    const name = await freeDraftBranch(published.dir, email, firstFile);
    try {
      await git(published.dir, [
        'update-ref',
        '-m',
        `page-engine: draft from ${published.branch}`,
        `refs/heads/${name}`,
        head,
        '',
      ]);
      return name;
    } catch (error) {
      // Taken between the look-up and the update: look again (bounded, in case the failure is something else).
      if (attempt >= 5) throw error;
    }
  }
}
