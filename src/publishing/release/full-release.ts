import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '../../build/prerender/build-site';
import type { Manifest } from '../../build/prerender/prerender-assets';
import { projectRoot } from '../../build/project-root';
import { linkFile } from './link-tree';
import { RENDERERS_DIR } from './release-layout';
import { writeReleaseMetadata } from './release-metadata';
import { projectRoutes } from './runtime-pages';

/**
 * The renderers import React and the rest from node_modules: Node finds them by walking up from the
 * renderer's folder, so the renderers' folder gets a link to the engine's.
 */
async function linkEngineModules(releasesDir: string): Promise<void> {
  const link = path.join(releasesDir, RENDERERS_DIR, 'node_modules');
  if (existsSync(link)) return;
  await mkdir(path.dirname(link), { recursive: true });
  await symlink(path.join(projectRoot, 'node_modules'), link);
}

/**
 * A full build of another folder than the project (a publish's merged draft, under the admin's state folder)
 * needs Vite and the rest, found by walking up from it: when none is found, its parent folder (the draft work
 * trees' folder, outside every git work tree) gets a link to the engine's node_modules, as CONTENT_DIR has one.
 */
async function findableEngineModules(root: string): Promise<void> {
  try {
    createRequire(path.join(root, 'package.json')).resolve('vite/package.json');
  } catch {
    const link = path.join(path.dirname(root), 'node_modules');
    if (!existsSync(link)) await symlink(path.join(projectRoot, 'node_modules'), link);
  }
}

/** The hashed files a release's own build made (its manifest names them), with their compressed copies. */
async function builtAssets(releaseDir: string): Promise<string[]> {
  const manifestFile = path.join(releaseDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  return [...new Set(files)].flatMap((file) => [file, `${file}.br`, `${file}.gz`]);
}

/**
 * A full build of the project into `partialDir`, with its renderer kept under RENDERERS_DIR/<id>. The
 * previous release's hashed files come along (linked): a page a visitor loaded before the swap still
 * finds the scripts and CSS it names. Only one build back, so they do not pile up release after release.
 */
export async function writeFullRelease(o: {
  root: string;
  releasesDir: string;
  partialDir: string;
  id: string;
  previousDir: string | null;
}): Promise<number> {
  await linkEngineModules(o.releasesDir);
  await findableEngineModules(o.root);
  // Claimed before the build starts, so whatever a crash interrupts, the next open finds and removes it.
  await mkdir(o.partialDir, { recursive: true });
  const { routes } = await buildSite({
    root: o.root,
    outDir: o.partialDir,
    rendererDir: path.join(o.releasesDir, RENDERERS_DIR, o.id),
  });
  if (o.previousDir) {
    for (const file of await builtAssets(o.previousDir)) {
      const source = path.join(o.previousDir, file);
      const target = path.join(o.partialDir, file);
      if (existsSync(source) && !existsSync(target)) await linkFile(source, target);
    }
  }
  await writeReleaseMetadata(o.partialDir, { renderer: o.id, routes: projectRoutes(o.root).map((e) => e.route) });
  return routes;
}
