import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written into the output folder after a successful build: what it was built from. */
export const ADMIN_CLIENT_STAMP = '.admin-client-stamp.json';

interface Stamp {
  /** Root-relative source files the bundle was made of (with package-lock.json for node_modules). */
  inputs: string[];
  /** sha256 over those files' paths and bytes. */
  hash: string;
}

/**
 * Whether `outDir` holds a build of exactly today's sources. The stamp lists the files the last
 * build read (its module graph, not a guessed folder), so an edit anywhere the app imports from, the
 * editor's theme included, makes it stale; a new import shows up as a change to the importing file.
 */
export async function adminClientIsCurrent(outDir: string, root: string): Promise<boolean> {
  if (!existsSync(path.join(outDir, 'index.html'))) return false;
  const stamp = await readStamp(outDir);
  return stamp !== null && stamp.hash === (await hashInputs(root, stamp.inputs));
}

export async function writeAdminClientStamp(outDir: string, root: string, inputs: Iterable<string>): Promise<void> {
  const relative = [...new Set([...inputs].map((file) => toRelative(root, file)))].sort();
  const stamp: Stamp = { inputs: relative, hash: await hashInputs(root, relative) };
  await writeFile(path.join(outDir, ADMIN_CLIENT_STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}

async function readStamp(outDir: string): Promise<Stamp | null> {
  try {
    const stamp = JSON.parse(await readFile(path.join(outDir, ADMIN_CLIENT_STAMP), 'utf8')) as Partial<Stamp>;
    return Array.isArray(stamp.inputs) && typeof stamp.hash === 'string' ? (stamp as Stamp) : null;
  } catch {
    return null;
  }
}

/** A missing input hashes differently from any content, so deleting one makes the build stale too. */
async function hashInputs(root: string, inputs: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const bytes = await readFile(path.join(root, input)).catch(() => null);
    hash.update(`${input}\0${bytes === null ? 'missing' : 'file'}\0`);
    if (bytes) hash.update(bytes);
  }
  return hash.digest('hex');
}

const toRelative = (root: string, file: string) =>
  (path.isAbsolute(file) ? path.relative(root, file) : file).split(path.sep).join('/');
