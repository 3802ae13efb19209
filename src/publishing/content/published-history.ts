import { parseIdentity } from './commit-message.ts';
import type { PublishedVersion } from './content-repository.ts';
import { git, outputLines } from './git-command.ts';
import { branchRef, type PublishedBranch } from './published-branch.ts';

const fieldSeparator = '\x1f';
const recordSeparator = '\x1e';
const trailer = (key: string) => `%(trailers:key=${key},valueonly,separator=%x1d)`;
const format = ['%H', '%cI', '%cn', '%ce', '%s', trailer('Published-by'), trailer('Draft'), trailer('Rollback-of')];

/** The published branch's versions (first parent), newest first, each with the files it changed; with `paths`, only those that changed one of them. */
export async function publishedHistory(
  published: PublishedBranch,
  limit: number,
  paths: readonly string[] = [],
): Promise<PublishedVersion[]> {
  const output = await git(published.dir, [
    'log',
    '--first-parent',
    '--diff-merges=first-parent',
    '--no-renames',
    '--name-only',
    `--max-count=${Math.max(1, Math.floor(limit))}`,
    `--format=${recordSeparator}${format.join('%x1f')}${fieldSeparator}`,
    branchRef(published),
    '--',
    ...paths,
  ]);
  return output
    .split(recordSeparator)
    .filter((record) => record.trim() !== '')
    .map(parseVersion);
}

function parseVersion(record: string): PublishedVersion {
  const [commit, at, committerName, committerEmail, message, publishedBy, draft, rollbackOf, names] =
    record.split(fieldSeparator);
  return {
    commit: commit!,
    at: at!,
    by: parseIdentity(firstValue(publishedBy) ?? '') ?? { name: committerName!, email: committerEmail! },
    message: message!,
    files: outputLines(names ?? ''),
    draft: firstValue(draft),
    rollbackOf: firstValue(rollbackOf),
  };
}

function firstValue(values: string | undefined): string | null {
  return values?.split('\x1d')[0]?.trim() || null;
}
