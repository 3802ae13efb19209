import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Names read here: branches and remote-tracking branches, which live in the repository's common folder. */
const SHARED_BRANCH_REF = /^refs\/(heads|remotes)\/[A-Za-z0-9_][A-Za-z0-9._/-]*$/;
const OBJECT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The commit a branch or remote-tracking branch names, read from the repository's files (a loose ref file, else
 * packed-refs) instead of a `git rev-parse` process; null when it does not exist; undefined when only git can
 * say (another kind of name, a symbolic ref, a name that is a folder). Git writes a ref to `<ref>.lock` and
 * renames it into place, so a read sees the old commit or the new one, as a git process started then would.
 */
export async function readBranchRef(commonDir: string, ref: string): Promise<string | null | undefined> {
  if (!SHARED_BRANCH_REF.test(ref) || ref.includes('..') || ref.endsWith('.lock') || ref.includes('//')) {
    return undefined;
  }
  const loose = await readFile(path.join(commonDir, ref), 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' || error.code === 'ENOTDIR' ? null : undefined,
  );
  if (loose === undefined) return undefined;
  if (loose !== null) {
    const id = loose.trim();
    return OBJECT_ID.test(id) ? id : undefined;
  }
  return packedRef(commonDir, ref);
}

/** A ref's line in packed-refs ("<id> <name>", peeled "^<id>" lines and "#" headers skipped). */
async function packedRef(commonDir: string, ref: string): Promise<string | null | undefined> {
  const packed = await readFile(path.join(commonDir, 'packed-refs'), 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? '' : undefined,
  );
  if (packed === undefined) return undefined;
  for (const line of packed.split('\n')) {
    const space = line.indexOf(' ');
    if (space > 0 && line.slice(space + 1) === ref) {
      const id = line.slice(0, space);
      return OBJECT_ID.test(id) ? id : undefined;
    }
  }
  return null;
}
