import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writePrecompressedFile } from '../../build/prerender/precompress';
import { outputFileForRoute } from '../../build/prerender/prerender-html';
import { sitemapXml } from '../../build/prerender/prerender-sitemap';
import { routeOfFile } from '../../build/pages/route-table';
import type { Site } from '../../generated/schema-types';
import { linkTree } from './link-tree';
import { removeReleaseFile, replaceReleaseFile } from './release-files';
import { writeReleaseMetadata, type ReleaseMetadata } from './release-metadata';
import { projectSnapshot, renderProjectRoute, type ReleaseRenderer } from './release-renderer';
import { writeBrochuresOf } from './write-page-brochures';
import { writeMissingPageImages } from './write-page-images';

/** A changed image that replaces one the site already serves: pages not in the change may show it. */
export class ReplacedImage extends Error {}

/** public/images/x → the release's images/x (Vite copies public/ as it is). */
function releaseImageFile(releaseDir: string, file: string): string {
  return path.join(releaseDir, file.replace(/^public\//, ''));
}

async function applyImages(root: string, partialDir: string, images: readonly string[]): Promise<string[]> {
  const written: string[] = [];
  for (const file of images) {
    const source = path.join(root, file);
    const target = releaseImageFile(partialDir, file);
    if (!existsSync(source)) {
      await removeReleaseFile(target);
      continue;
    }
    if (existsSync(target)) {
      if (readFileSync(target).equals(readFileSync(source))) continue;
      throw new ReplacedImage(`${file} replaces an image the site serves`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    written.push(target);
  }
  return written;
}

/**
 * A new release made from the current one: every file linked, then only the changed pages rendered
 * again (with the renderer of the current release's full build), the removed pages' files dropped,
 * sitemap.xml rewritten when the routes changed, and the new images, renditions, brochures and
 * compressed copies of what was written. Resolves with the number of pages rendered.
 */
export async function writeIncrementalRelease(o: {
  root: string;
  currentDir: string;
  current: ReleaseMetadata;
  renderer: ReleaseRenderer;
  partialDir: string;
  pages: readonly string[];
  images: readonly string[];
}): Promise<number> {
  await linkTree(o.currentDir, o.partialDir);
  const written = await applyImages(o.root, o.partialDir, o.images);
  const project = await projectSnapshot(o.root);
  const changedRoutes = new Set<string>();
  const pagesWritten: string[] = [];
  for (const file of o.pages) {
    const entry = project.routes.find((route) => route.file === file);
    const route = entry?.route ?? routeOfFile(file);
    changedRoutes.add(route);
    const target = path.join(o.partialDir, outputFileForRoute(route));
    if (!entry) {
      await removeReleaseFile(target);
      continue;
    }
    await replaceReleaseFile(target, await renderProjectRoute(o.renderer, project, entry));
    pagesWritten.push(target);
  }
  written.push(...pagesWritten);
  const routes = project.routes.map((entry) => entry.route);
  // Rewritten when a route came or went, or an entry's lastmod changed.
  const sitemap = path.join(o.partialDir, 'sitemap.xml');
  const sitemapNow = sitemapXml(project.routes, project.site as unknown as Site);
  if (!existsSync(sitemap) || readFileSync(sitemap, 'utf8') !== sitemapNow) {
    await replaceReleaseFile(sitemap, sitemapNow);
    written.push(sitemap);
  }
  await writeMissingPageImages(o.root, o.partialDir, pagesWritten);
  written.push(...(await writeBrochuresOf(o.root, o.partialDir, changedRoutes)));
  for (const file of written) await writePrecompressedFile(file);
  await writeReleaseMetadata(o.partialDir, { renderer: o.current.renderer, routes });
  return pagesWritten.length;
}
