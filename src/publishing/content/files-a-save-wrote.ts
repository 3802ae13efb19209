import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * The files and folders a draft save's `git commit` wrote or renamed, to flush before the save is acknowledged
 * (git ran with its fsync off: git-durability.ts): the commit's loose objects (the commit, the trees on the saved
 * paths' way down, the saved files' blobs and a saved folder's whole content) with their fan-out folders, the
 * branch's file and folder, and the work tree's index and folder. Objects are found by reading the commit from
 * disk, not by a git process. An object that is not loose is in a pack, which git flushed when it wrote it; a
 * loose one another save wrote is flushed again (harmless), which covers a save whose content equals one not
 * flushed yet.
 */
export async function filesASaveWrote(
  gitCommonDir: string,
  worktree: string,
  branch: string,
  commit: string,
  savedPaths: readonly string[],
): Promise<string[]> {
  const objectsDir = path.join(gitCommonDir, 'objects');
  const objects = new Set<string>();
  const looseFile = (id: string) => path.join(objectsDir, id.slice(0, 2), id.slice(2));
  const readLoose = async (id: string): Promise<Buffer | null> => {
    const file = looseFile(id);
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!bytes) return null;
    objects.add(file);
    const inflated = inflateSync(bytes);
    return inflated.subarray(inflated.indexOf(0) + 1);
  };

  const commitBody = await readLoose(commit);
  if (commitBody) {
    const rootTree = /^tree ([0-9a-f]+)\n/.exec(commitBody.toString('latin1'))?.[1];
    if (!rootTree) throw new Error(`The saved commit ${commit} names no tree.`);
    const idBytes = commit.length / 2;
    const walkTree = async (tree: string, below: readonly string[][], whole: boolean): Promise<void> => {
      const body = await readLoose(tree);
      if (!body) return; // packed: written and flushed before this save, with everything below it
      for (const entry of treeEntries(body, idBytes)) {
        const wanted = whole || below.some((parts) => parts[0] === entry.name);
        if (!wanted) continue;
        // A blob's file is flushed if it is loose (the flush skips a name that does not exist): not read,
        // an image may be megabytes.
        if (!entry.isTree) objects.add(looseFile(entry.id));
        else {
          const rest = below.filter((parts) => parts[0] === entry.name).map((parts) => parts.slice(1));
          await walkTree(entry.id, rest, whole || rest.some((parts) => parts.length === 0));
        }
      }
    };
    await walkTree(
      rootTree,
      savedPaths.map((saved) => saved.split('/')),
      false,
    );
  }

  const refFile = path.join(gitCommonDir, 'refs', 'heads', ...branch.split('/'));
  const indexFile = path.join(await worktreeGitDir(worktree), 'index');
  const files = [...objects, refFile, indexFile];
  // A new name (a renamed ref or index, a linked object) is on disk once its folder is (POSIX), and a new
  // fan-out folder once the objects folder is.
  const folders = [...new Set(files.map((file) => path.dirname(file)))];
  return [...files, ...folders, objectsDir];
}

interface TreeEntry {
  name: string;
  id: string;
  isTree: boolean;
}

/** A tree object's entries: `<mode> <name>\0<id as bytes>` one after another. */
function treeEntries(body: Buffer, idBytes: number): TreeEntry[] {
  const entries: TreeEntry[] = [];
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    const nul = body.indexOf(0, space);
    const mode = body.toString('latin1', at, space);
    entries.push({
      name: body.toString('utf8', space + 1, nul),
      id: body.toString('hex', nul + 1, nul + 1 + idBytes),
      // 160000 is a submodule's commit, not an object of this repository.
      isTree: mode === '40000',
    });
    at = nul + 1 + idBytes;
    if (mode === '160000') entries.pop();
  }
  return entries;
}

// Each draft work tree's own git folder (its index, HEAD), named by its `.git` file; fixed for its lifetime.
const worktreeGitDirs = new Map<string, Promise<string>>();
function worktreeGitDir(worktree: string): Promise<string> {
  let found = worktreeGitDirs.get(worktree);
  if (!found) {
    const dotGit = path.join(worktree, '.git');
    found = readFile(dotGit, 'utf8').then(
      (pointer) => {
        const gitDir = /^gitdir: (.+)$/m.exec(pointer)?.[1]?.trim();
        if (!gitDir) throw new Error(`${worktree}/.git names no git folder.`);
        return path.resolve(worktree, gitDir);
      },
      (error: NodeJS.ErrnoException) => {
        // The main checkout's `.git` is the folder itself.
        if (error.code === 'EISDIR') return dotGit;
        throw error;
      },
    );
    found.catch(() => worktreeGitDirs.delete(worktree));
    worktreeGitDirs.set(worktree, found);
  }
  return found;
}
