import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const OBJECT_ID = /^([0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * Every ref under `prefix` (e.g. `refs/heads/drafts/`) of the repository whose git folder is `gitDir`, by name, read
 * from its files as git keeps them: loose ref files (which win) and packed-refs. Undefined when a file says
 * something only git can read (a symbolic ref, a half-written name): the caller then asks git. Git writes each
 * ref to `<ref>.lock` and renames it into place, so each value read is one git had, old or new.
 */
export async function refsUnder(gitDir: string, prefix: string): Promise<Map<string, string> | undefined> {
  const refs = new Map<string, string>();
  const packed = await readFile(path.join(gitDir, 'packed-refs'), 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? '' : undefined,
  );
  if (packed === undefined) return undefined;
  for (const line of packed.split('\n')) {
    const space = line.indexOf(' ');
    const name = line.slice(space + 1);
    if (space > 0 && name.startsWith(prefix) && OBJECT_ID.test(line.slice(0, space))) {
      refs.set(name, line.slice(0, space));
    }
  }
  const loose = await looseRefs(gitDir, prefix.replace(/\/$/, ''));
  if (loose === undefined) return undefined;
  for (const [name, id] of loose) refs.set(name, id);
  return refs;
}

async function looseRefs(gitDir: string, folder: string): Promise<Map<string, string> | undefined> {
  const found = new Map<string, string>();
  const entries = await readdir(path.join(gitDir, folder), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : undefined),
  );
  if (entries === undefined) return undefined;
  for (const entry of entries) {
    const name = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      const inner = await looseRefs(gitDir, name);
      if (inner === undefined) return undefined;
      for (const [innerName, id] of inner) found.set(innerName, id);
    } else if (entry.name.endsWith('.lock')) {
      return undefined; // being written right now: git's answer, not a guess
    } else {
      const id = await readFile(path.join(gitDir, name), 'utf8').then(
        (text) => text.trim(),
        () => undefined,
      );
      // Gone between the listing and the read (packed or deleted meanwhile): only git can say which.
      if (id === undefined || !OBJECT_ID.test(id)) return undefined;
      found.set(name, id);
    }
  }
  return found;
}

/**
 * The commit one ref names in the repository whose git folder is `gitDir` (loose file, else packed-refs); null when
 * it does not exist; undefined when only git can say (being written, a symbolic ref, a folder of refs).
 */
export async function refFromFiles(gitDir: string, ref: string): Promise<string | null | undefined> {
  if (ref.includes('..') || ref.endsWith('.lock') || ref.includes('//')) return undefined;
  const loose = await readFile(path.join(gitDir, ref), 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : undefined),
  );
  if (loose !== null) return loose !== undefined && OBJECT_ID.test(loose) ? loose : undefined;
  const packed = await refsUnder(gitDir, ref);
  return packed === undefined ? undefined : (packed.get(ref) ?? null);
}
