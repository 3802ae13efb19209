import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { advancePublished } from './advance-published.ts';
import { catchUpWithRemote } from './catch-up-with-remote.ts';
import { commitMessage, formatIdentity } from './commit-message.ts';
import { ContentRefusal } from './content-errors.ts';
import type { PublishOptions, PublishResult } from './content-repository.ts';
import { changedFiles, git, isAncestor, outputLines, resolveCommit } from './git-command.ts';
import { isAuthorContent } from './author-content-paths.ts';
import { branchRef, type PublishedBranch } from './published-branch.ts';

/**
 * Publishes a new version whose content (isAuthorContent: pages, entries, images, site.json, redirects.json)
 * equals `commit`'s (a published version) and whose code stays as it is published now: a rollback undoes
 * authors' publishes, never developers' commits made since. Validated like a publish, on exactly the tree it
 * publishes.
 */
export async function rollbackPublished(
  published: PublishedBranch,
  worktreesDir: string,
  commit: string,
  options: PublishOptions,
): Promise<PublishResult> {
  await catchUpWithRemote(published);
  const head = (await git(published.dir, ['rev-parse', branchRef(published)])).trim();
  const target = /^[0-9a-f]{4,64}$/i.test(commit) ? await resolveCommit(published.dir, commit) : null;
  if (!target || !(await isAncestor(published.dir, target, head))) {
    throw new ContentRefusal(`${commit} is not a published version.`);
  }
  const changes = (await changedFiles(published.dir, head, target)).filter(isAuthorContent);
  if (changes.length === 0) throw new ContentRefusal(`That version's content is already published.`);
  const tree = await restoredTree(published.dir, worktreesDir, head, target, changes, options.validate);
  const subject = (await git(published.dir, ['log', '-1', '--format=%s', target])).trim();
  const message = commitMessage(`Roll back to ${target.slice(0, 12)}: ${subject}`, [], {
    'Rollback-of': target,
    'Published-by': formatIdentity(options.publisher),
  });
  const rollback = (
    await git(published.dir, ['commit-tree', tree, '-p', head, '-m', message], { identity: options.publisher })
  ).trim();
  return { commit: rollback, files: await advancePublished(published, head, rollback, { push: true }) };
}

// Paths per git command: a site with thousands of pages must not exceed the system's argument length.
const PATHS_PER_COMMAND = 500;

async function inChunks(files: string[], run: (chunk: string[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < files.length; start += PATHS_PER_COMMAND) {
    await run(files.slice(start, start + PATHS_PER_COMMAND));
  }
}

/**
 * The tree to publish: `head` with the content files in `changes` as they were in `target` (removed where
 * `target` had none), built and validated in a throwaway detached work tree, removed afterwards whatever happens.
 */
async function restoredTree(
  dir: string,
  worktreesDir: string,
  head: string,
  target: string,
  changes: string[],
  validate: PublishOptions['validate'],
): Promise<string> {
  const root = path.join(worktreesDir, `rollback+${target.slice(0, 12)}`);
  await rm(root, { recursive: true, force: true });
  await git(dir, ['worktree', 'prune']);
  await mkdir(worktreesDir, { recursive: true });
  await git(dir, ['worktree', 'add', '--quiet', '--detach', root, head]);
  try {
    const inTarget = new Set(
      outputLines(await git(dir, ['ls-tree', '-r', '--name-only', target, '--', ...new Set(changes.map(topFolder))])),
    );
    const restored = changes.filter((file) => inTarget.has(file));
    const removed = changes.filter((file) => !inTarget.has(file));
    await inChunks(removed, (chunk) => git(root, ['rm', '--quiet', '--', ...chunk]));
    await inChunks(restored, (chunk) => git(root, ['checkout', target, '--', ...chunk]));
    await validate(root);
    return (await git(root, ['write-tree'])).trim();
  } finally {
    await git(dir, ['worktree', 'remove', '--force', '--force', root]).catch(() =>
      rm(root, { recursive: true, force: true }),
    );
    await git(dir, ['worktree', 'prune']);
  }
}

/** 'pages/blog/a.json' → 'pages', 'site.json' → 'site.json': what ls-tree is asked about, a few names at most. */
function topFolder(file: string): string {
  return file.split('/')[0]!;
}
