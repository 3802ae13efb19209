import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { forgetDefaultFillers } from '../../build/validation/apply-schema-defaults';
import { writeFullRelease } from './full-release';
import { ReplacedImage, writeIncrementalRelease } from './incremental-release';
import { collectionQueriesOf } from './collection-queries';
import { planRebuild } from './rebuild-plan';
import {
  listReleases,
  newReleaseId,
  PARTIAL_PREFIX,
  removeLeftovers,
  RENDERERS_DIR,
  servedRelease,
  swapServedLink,
} from './release-layout';
import { readReleaseMetadata, type ReleaseMetadata } from './release-metadata';
import {
  loadReleaseRenderer,
  projectSnapshot,
  rendererFile,
  renderProjectRoute,
  type ReleaseRenderer,
} from './release-renderer';

export interface SiteReleasesOptions {
  /** The project (content) folder the releases are built from. */
  root: string;
  /** The path the server serves: a symbolic link to the current release, made on the first rebuild. */
  servedDir: string;
  /** Where releases are written, one folder each, beside the served link's target. */
  releasesDir: string;
}

export interface RebuildResult {
  /** The new release's folder (now served). */
  release: string;
  /** Pages rendered: every route on a full build, the changed ones otherwise. */
  pages: number;
  full: boolean;
  ms: number;
}

/** A release written but not yet served: serve swaps it in, discard removes it; one of them must be called. */
export interface PreparedRelease {
  serve(): Promise<RebuildResult>;
  discard(): Promise<void>;
}

export interface SiteReleases {
  /** The folder of the release the served link points at, or null before the first rebuild. */
  current(): string | null;
  /**
   * Makes a new release and serves it. `changedFiles` (project-relative): only changed pages and images
   * are rendered, the rest is linked from the current release; undefined, site.json, schemas/**, code
   * → a full build. The release is complete on disk before the link is swapped, atomically.
   */
  rebuild(changedFiles?: string[]): Promise<RebuildResult>;
  /**
   * Writes a new release from `root` (another folder holding the project, such as a publish's merged draft;
   * the project folder when undefined) without serving it, so a build that fails changes nothing served. Other
   * rebuilds wait until the prepared release is served or discarded.
   */
  prepare(changedFiles: string[] | undefined, root?: string): Promise<PreparedRelease>;
  /** One route of a project folder (a draft) as the build would write its HTML; null for no such route. */
  renderPreview(root: string, route: string): Promise<string | null>;
}

/** How many releases stay on disk: the served one and the two before it (for pages loaded before a swap). */
const KEPT_RELEASES = 3;

/**
 * Opens the releases of a project: removes what a crash mid-rebuild left (a partial release is never
 * served: the link only ever points at a finished one), and serializes rebuilds.
 */
export async function openSiteReleases(options: SiteReleasesOptions): Promise<SiteReleases> {
  // The renderers are production bundles that import React from node_modules, which picks its
  // production or development build by NODE_ENV when first loaded: set before any render loads it (a
  // build sets it too), so the runtime renderer and React DOM never come from different builds.
  process.env.NODE_ENV = 'production';
  const root = path.resolve(options.root);
  const servedDir = path.resolve(options.servedDir);
  const releasesDir = path.resolve(options.releasesDir);
  await mkdir(releasesDir, { recursive: true });
  await mkdir(path.dirname(servedDir), { recursive: true });
  await removeLeftovers(releasesDir, servedDir);
  let currentId = servedRelease(servedDir, releasesDir);
  const releaseDir = (id: string) => path.join(releasesDir, id);
  let queue: Promise<unknown> = Promise.resolve();

  async function rendererOf(id: string): Promise<{ metadata: ReleaseMetadata; renderer: ReleaseRenderer } | null> {
    const metadata = readReleaseMetadata(releaseDir(id));
    const rendererDir = metadata && path.join(releasesDir, RENDERERS_DIR, metadata.renderer);
    if (!metadata || !rendererDir || !existsSync(rendererFile(rendererDir))) return null;
    return { metadata, renderer: await loadReleaseRenderer(rendererDir, releaseDir(id)) };
  }

  async function writeRelease(root: string, id: string, partialDir: string, changedFiles?: string[]) {
    const plan = planRebuild(changedFiles, await collectionQueriesOf(root));
    const base = !plan.full && currentId ? await rendererOf(currentId) : null;
    if (!plan.full && currentId && base) {
      try {
        const pages = await writeIncrementalRelease({
          root,
          currentDir: releaseDir(currentId),
          current: base.metadata,
          renderer: base.renderer,
          partialDir,
          pages: plan.pages,
          entries: plan.entries,
          collections: plan.collections,
          images: plan.images,
        });
        return { pages, full: false };
      } catch (error) {
        if (!(error instanceof ReplacedImage)) throw error;
        await rm(partialDir, { recursive: true, force: true });
      }
    }
    // A schema may have changed: the page data of later one-page renders must use the new defaults.
    forgetDefaultFillers();
    const previousDir = currentId ? releaseDir(currentId) : null;
    const pages = await writeFullRelease({ root, releasesDir, partialDir, id, previousDir });
    return { pages, full: true };
  }

  async function prune(): Promise<void> {
    const releases = await listReleases(releasesDir);
    const kept = new Set(releases.slice(-KEPT_RELEASES));
    if (currentId) kept.add(currentId);
    for (const id of releases) if (!kept.has(id)) await rm(releaseDir(id), { recursive: true, force: true });
    const renderers = new Set([...kept].map((id) => readReleaseMetadata(releaseDir(id))?.renderer));
    const renderersDir = path.join(releasesDir, RENDERERS_DIR);
    for (const id of existsSync(renderersDir) ? await listReleases(renderersDir) : []) {
      if (!renderers.has(id)) await rm(path.join(renderersDir, id), { recursive: true, force: true });
    }
  }

  async function prepare(from: string, changedFiles?: string[]): Promise<PreparedRelease> {
    const started = performance.now();
    const id = newReleaseId();
    const partialDir = path.join(releasesDir, `${PARTIAL_PREFIX}${id}`);
    let written: { pages: number; full: boolean };
    try {
      written = await writeRelease(from, id, partialDir, changedFiles);
    } catch (error) {
      await rm(partialDir, { recursive: true, force: true });
      throw error;
    }
    return {
      async serve() {
        try {
          await rename(partialDir, releaseDir(id));
          await swapServedLink(servedDir, releaseDir(id));
          currentId = id;
        } catch (error) {
          await rm(partialDir, { recursive: true, force: true });
          throw error;
        }
        await prune();
        return { release: releaseDir(id), ...written, ms: Math.round(performance.now() - started) };
      },
      discard: () => rm(partialDir, { recursive: true, force: true }),
    };
  }

  /** prepare, in turn with every other: the queue moves on once the release is served or discarded. */
  function prepareInTurn(changedFiles: string[] | undefined, from = root): Promise<PreparedRelease> {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const prepared = queue.then(() => prepare(path.resolve(from), changedFiles));
    queue = prepared.then(
      () => settled,
      () => undefined,
    );
    return prepared.then((release) => ({
      serve: () => release.serve().finally(settle),
      discard: () => release.discard().finally(settle),
    }));
  }

  return {
    current: () => (currentId ? releaseDir(currentId) : null),
    rebuild: async (changedFiles) => (await prepareInTurn(changedFiles)).serve(),
    prepare: prepareInTurn,
    async renderPreview(projectRoot, route) {
      if (!currentId) throw new Error('No release yet: a preview uses the current release’s renderer.');
      const base = await rendererOf(currentId);
      if (!base) throw new Error(`The current release ${currentId} has no renderer: rebuild it in full.`);
      const project = await projectSnapshot(path.resolve(projectRoot));
      const entry = project.routes.find((candidate) => candidate.route === route);
      return entry ? renderProjectRoute(base.renderer, project, entry) : null;
    },
  };
}
