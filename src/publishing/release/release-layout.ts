import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/** A release being written: never served, removed when found on open (a crash left it). */
export const PARTIAL_PREFIX = '.partial-';
/** The SSR renderers kept with full builds, one folder per build, named like the release that made it. */
export const RENDERERS_DIR = '.renderers';

let lastId = '';

/** A new release's name: its start time, sortable as text, unique within the process. */
export function newReleaseId(now = new Date()): string {
  let id = now.toISOString().replace(/[-:]/g, '').replace('.', '-');
  // Two rebuilds within one millisecond: the second gets a suffix that still sorts after the first.
  while (id <= lastId) id = `${lastId.split('~')[0]}~${Number(lastId.split('~')[1] ?? 0) + 1}`;
  lastId = id;
  return id;
}

/** The finished releases in releasesDir, oldest first. */
export async function listReleases(releasesDir: string): Promise<string[]> {
  const entries = await readdir(releasesDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** The release the served link points at, or null when nothing is served yet. */
export function servedRelease(servedDir: string, releasesDir: string): string | null {
  if (!existsSync(servedDir) && !isLink(servedDir)) return null;
  if (!isLink(servedDir)) {
    throw new Error(`${servedDir} must be a symbolic link to a release (or absent), not a folder or file.`);
  }
  const target = path.resolve(path.dirname(servedDir), readlinkSync(servedDir));
  if (path.dirname(target) !== path.resolve(releasesDir) || !existsSync(target)) return null;
  return path.basename(target);
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Points the served link at a release in one step: a new link is made beside it and renamed over the
 * old one (rename replaces atomically), so a request resolves the old release or the new, never nothing.
 */
export async function swapServedLink(servedDir: string, releaseDir: string): Promise<void> {
  const next = `${servedDir}.next-${process.pid}`;
  await rm(next, { force: true });
  await symlink(path.relative(path.dirname(servedDir), releaseDir), next);
  await rename(next, servedDir);
}

/** Removes what a crash mid-rebuild left: partial releases, and a served link's unfinished replacement. */
export async function removeLeftovers(releasesDir: string, servedDir: string): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await readdir(releasesDir)) {
    if (!entry.startsWith(PARTIAL_PREFIX)) continue;
    await rm(path.join(releasesDir, entry), { recursive: true, force: true });
    removed.push(entry);
  }
  const servedParent = path.dirname(servedDir);
  const nextPrefix = `${path.basename(servedDir)}.next-`;
  for (const entry of existsSync(servedParent) ? await readdir(servedParent) : []) {
    if (entry.startsWith(nextPrefix)) await rm(path.join(servedParent, entry), { force: true });
  }
  return removed;
}
