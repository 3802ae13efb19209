import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writePrecompressedFile } from '../../build/prerender/precompress';
import { outputFileForRoute } from '../../build/prerender/prerender-html';
import { sitemapXml } from '../../build/prerender/prerender-sitemap';
import { reservedPageAddress, routeOfPageFile } from '../../build/pages/page-route';
import { CONTENT_SCHEDULE_FILE, contentScheduleJson } from '../../build/prerender/content-schedule';
import { collectionFileParts, type CollectionName } from '../../collections/collections';
import type { Site } from '../../generated/schema-types';
import { linkTree } from './link-tree';
import { removeReleaseFile, replaceReleaseFile } from './release-files';
import { writeReleaseMetadata, type ReleaseMetadata } from './release-metadata';
import { projectSnapshot, renderProjectRoute, type ReleaseRenderer } from './release-renderer';
import { writeBrochuresOf } from './write-page-brochures';
import { writeMissingPageImages } from './write-page-images';
import { writeReleaseFeed } from './write-release-feed';

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
 * The output a changed page or entry file had: its route, from the route table or, once gone, from its name. A
 * page removed from an address the site now keeps (/about-us.html, built before such addresses were refused)
 * had its output there.
 */
function routeOfChangedFile(file: string): string | undefined {
  const entry = collectionFileParts(file);
  if (entry) return entry.collection.detailRoute?.(entry.slug);
  return reservedPageAddress(file) ?? routeOfPageFile(file);
}

/**
 * A new release made from the current one: every file linked, then only the changed pages and entries
 * rendered again (with the renderer of the current release's full build), together with the pages
 * that list a changed collection; the files of pages no longer built (removed, or an entry that is not
 * live) dropped; sitemap.xml rewritten when the routes or an entry changed, the blog's feed when a
 * post did, the content schedule always; and the new images, renditions, brochures and compressed
 * copies of what was written. Resolves with the number of pages rendered.
 */
export async function writeIncrementalRelease(o: {
  root: string;
  currentDir: string;
  current: ReleaseMetadata;
  renderer: ReleaseRenderer;
  partialDir: string;
  /** Page files, and the pages listing a changed collection. */
  pages: readonly string[];
  /** Entry files (content/<collection>/<slug>.json). */
  entries?: readonly string[];
  collections?: readonly CollectionName[];
  images: readonly string[];
}): Promise<number> {
  await linkTree(o.currentDir, o.partialDir);
  const written = await applyImages(o.root, o.partialDir, o.images);
  const project = await projectSnapshot(o.root);
  const changedRoutes = new Set<string>();
  const pagesWritten: string[] = [];
  for (const file of [...o.pages, ...(o.entries ?? [])]) {
    const entry = project.routes.find((route) => route.file === file);
    const route = entry?.route ?? routeOfChangedFile(file);
    if (route === undefined) continue; // an entry without a page of its own (news): its lists show it
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
  if (o.collections?.includes('posts')) written.push(...(await writeReleaseFeed(o.root, o.partialDir, project)));
  // Whenever it differs: an entry may have come with a new publishAt or validThrough, and the moment moves on.
  const schedule = path.join(o.partialDir, CONTENT_SCHEDULE_FILE);
  const scheduleNow = contentScheduleJson(o.root);
  if (!existsSync(schedule) || readFileSync(schedule, 'utf8') !== scheduleNow) {
    await replaceReleaseFile(schedule, scheduleNow);
    written.push(schedule);
  }
  await writeMissingPageImages(o.root, o.partialDir, pagesWritten);
  written.push(...(await writeBrochuresOf(o.root, o.partialDir, changedRoutes)));
  // Together: the sitemap and the feed of a thousand posts take a second or more each at brotli's highest level.
  await Promise.all(written.map((file) => writePrecompressedFile(file)));
  await writeReleaseMetadata(o.partialDir, { renderer: o.current.renderer, routes });
  return pagesWritten.length;
}
