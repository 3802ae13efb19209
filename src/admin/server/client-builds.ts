import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildEditorClient } from '../../editor/server/editor-client-build.ts';
import { buildAdminClient } from '../client/build-admin-client.ts';
import { markClientBuildUsed, pruneClientBuilds } from './prune-client-builds.ts';

/** What the editor and admin apps are built from: their code, the site's components, the schemas, the lock file. */
const CLIENT_INPUTS = ['src', 'schemas', 'package-lock.json', 'vite.config.ts'];

async function filesUnder(entry: string): Promise<string[]> {
  if (!existsSync(entry)) return [];
  const entries = await readdir(entry, { withFileTypes: true, recursive: true }).catch(() => null);
  if (entries === null) return [entry];
  return entries
    .filter((dirent) => dirent.isFile() && !/\.test\.tsx?$/.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .sort();
}

/** A hash of every input of the two apps: the same code builds to the same folder, built once. */
async function inputsHash(engineRoot: string): Promise<string> {
  const hash = createHash('sha256');
  for (const input of CLIENT_INPUTS) {
    for (const file of await filesUnder(path.join(engineRoot, input))) {
      hash
        .update(path.relative(engineRoot, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The built editor (base /admin/editor/) and admin app (base /admin/), in `cacheDir` (never in dist/):
 * built at start when the engine's code changed since the last build, else reused. A half-finished
 * build never counts: each is built beside its place and renamed into it.
 */
export async function ensureAdminClients(
  engineRoot: string,
  cacheDir: string,
  log: (message: string) => void,
): Promise<{ editorDir: string; adminDir: string }> {
  const key = await inputsHash(engineRoot);
  const target = path.join(cacheDir, key);
  const dirs = { editorDir: path.join(target, 'editor'), adminDir: path.join(target, 'admin') };
  if (existsSync(dirs.editorDir) && existsSync(dirs.adminDir)) {
    await markClientBuildUsed(cacheDir, key);
    return dirs;
  }
  await mkdir(cacheDir, { recursive: true });
  const building = path.join(cacheDir, `.building-${key}-${process.pid}`);
  await rm(building, { recursive: true, force: true });
  log('building the admin and editor apps (once per version of the code)…');
  await buildEditorClient({ outDir: path.join(building, 'editor'), base: '/admin/editor/' });
  await buildAdminClient({ outDir: path.join(building, 'admin') });
  try {
    await rename(building, target);
  } catch (error) {
    // Another instance of this checkout finished the same build first: its copy is as good.
    await rm(building, { recursive: true, force: true });
    if (!existsSync(dirs.editorDir) || !existsSync(dirs.adminDir)) throw error;
  }
  await markClientBuildUsed(cacheDir, key);
  await pruneClientBuilds(cacheDir, key);
  return dirs;
}
