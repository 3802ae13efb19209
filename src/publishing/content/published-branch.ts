/** The published side of a content repository: its work tree, branch, git directory and optional remote. */
export interface PublishedBranch {
  /** The published work tree. */
  dir: string;
  /** The branch name, e.g. `main`. */
  branch: string;
  /** The repository's common git directory (absolute). */
  gitDir: string;
  /** The git remote's name when CONTENT_REMOTE is set, else null. */
  remote: string | null;
}

export const CONTENT_REMOTE_NAME = 'content-remote';

export function branchRef(published: PublishedBranch): string {
  return `refs/heads/${published.branch}`;
}

export function remoteTrackingRef(published: PublishedBranch): string {
  return `refs/remotes/${CONTENT_REMOTE_NAME}/${published.branch}`;
}
