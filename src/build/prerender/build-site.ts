import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { deriveRouteTable, type RouteTableEntry } from '../pages/route-table';
import type { RenderedRoute } from '../../browser/app/render-route';
import type { Site } from '../../generated/schema-types';
import type { Manifest } from './prerender-assets';
import { outputFileForRoute } from './prerender-html';
import { writePrecompressed } from './precompress';
import { renderUrlOf, routeDocument } from './route-document';
import { robotsTxt, sitemapXml } from './prerender-sitemap';
import { speculationRules } from './speculation-rules';
import { writeBlogFeed } from './blog-feed';
import type { StructuredDataProject } from './structured-data/route-structured-data';
import { writeBuildStamp } from '../build-stamp';
import { writeContentSchedule } from './content-schedule';
import { generateBrochures } from '../brochures/generate-brochures';
import { writeSiteImages, type ImageWriteReport } from '../images/write-site-images';
import { projectRoot } from '../project-root';
import { writeRedirectsFile } from '../redirects/write-redirects-file';
import { assertValidProject } from '../validation/invalid-pages-error';

/** The SSR entry of a full build: renders every route from the page data baked in through `virtual:pages`. */
const SERVER_ENTRY = 'src/browser/entry-server.tsx';
/**
 * The SSR entry kept with a release (src/publishing/release): the same renderer, plus renderRoute for
 * pages whose data is read at run time, so one changed page renders without a build.
 */
export const RELEASE_SERVER_ENTRY = 'src/publishing/release/release-entry-server.ts';

interface ServerEntry {
  render(url: string): Promise<RenderedRoute>;
  site: Site;
}

export interface BuildSiteOptions {
  /** The project: pages/, site.json, public/ and the engine's vite.config.ts. @default this repository */
  root?: string;
  /** Replaced whole by the finished site. @default <root>/dist */
  outDir?: string;
  /** When set, the SSR renderer (RELEASE_SERVER_ENTRY, bundled) is kept in this folder, replaced whole. */
  rendererDir?: string;
}

/** Where one build works: a private staging folder, never shared with a build started at the same time. */
interface BuildPaths {
  root: string;
  configFile: string;
  workDir: string;
  distDir: string;
  serverDir: string;
}

let buildsStarted = 0;

function buildPaths(root: string): BuildPaths {
  // Everything is built into a private staging folder and moved to dist/ only when complete: a failed
  // build never leaves a half-written dist/, and two builds started at once (npm start, a test run)
  // cannot delete each other's files mid-way. Numbered within the process too: a long-running server
  // builds releases one after another and imports each build's renderer by its path.
  buildsStarted += 1;
  const workDir = path.join(projectRoot, 'node_modules/.cache/page-engine', `build-${process.pid}-${buildsStarted}`);
  return {
    root,
    configFile: path.join(root, 'vite.config.ts'),
    workDir,
    distDir: path.join(workDir, 'dist'),
    // Outside dist/ so the server bundle is never published.
    serverDir: path.join(workDir, 'server'),
  };
}

async function buildBundles({ root, configFile, distDir, serverDir }: BuildPaths, serverEntry: string): Promise<void> {
  // Another project folder has the engine linked in (src/, node_modules/: tests/support/engine-on-fixture.ts):
  // followed to their real place, its modules would be named in the manifest by paths leading out of
  // the project, and the prerenderer finds block modules by their project-relative names.
  const resolve = root === projectRoot ? {} : { resolve: { preserveSymlinks: true } };
  await build({ root, configFile, logLevel: 'warn', ...resolve, build: { outDir: distDir, emptyOutDir: true } });
  await build({
    root,
    configFile,
    logLevel: 'warn',
    ...resolve,
    build: {
      ssr: serverEntry,
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
}

async function prerenderRoute(
  entry: RouteTableEntry,
  server: ServerEntry,
  manifest: Manifest,
  distDir: string,
  project: StructuredDataProject,
) {
  const url = renderUrlOf(entry.route);
  const rendered = await server.render(url);
  if (rendered.route !== entry.route) throw new Error(`${url} rendered ${rendered.route}, expected ${entry.route}`);
  const document = routeDocument({
    rendered,
    blockTypes: entry.blockTypes,
    site: server.site,
    manifest,
    assetsRoot: distDir,
    project,
  });
  const file = path.join(distDir, outputFileForRoute(entry.route));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, document);
}

/** Replaces `target` with the finished folder (retrying if a parallel build published in between). */
async function publish(finished: string, target: string, attempts = 3): Promise<void> {
  await rm(target, { recursive: true, force: true });
  try {
    await rename(finished, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Another file system (a releases folder on its own disk): copied, then the staging copy goes.
    if (code === 'EXDEV') {
      await mkdir(path.dirname(target), { recursive: true });
      await cp(finished, target, { recursive: true });
      return;
    }
    if (attempts <= 1 || (code !== 'ENOTEMPTY' && code !== 'EEXIST')) throw error;
    await publish(finished, target, attempts - 1);
  }
}

/**
 * Builds the site into dist/: the client build, the server build, then every route prerendered to
 * static HTML (dist/<route>/index.html, dist/404.html), plus sitemap.xml, robots.txt and the
 * brochure PDFs. An invalid page stops it with InvalidPagesError before anything is built, so it
 * never reaches dist/. Resolves with the number of routes and what was done with images.
 */
export async function buildSite(options: BuildSiteOptions = {}): Promise<BuildReport> {
  const root = options.root ?? projectRoot;
  const paths = buildPaths(root);
  try {
    return await buildInto(paths, options.outDir ?? path.join(root, 'dist'), options.rendererDir);
  } finally {
    await rm(paths.workDir, { recursive: true, force: true });
  }
}

export interface BuildReport {
  routes: number;
  images: ImageWriteReport;
}

async function buildInto(paths: BuildPaths, outDir: string, rendererDir?: string): Promise<BuildReport> {
  const { root, distDir, serverDir } = paths;
  // Vite bundles React's development build when NODE_ENV is not 'production', and a build started
  // from a test runner inherits NODE_ENV=test: the site must never ship that way.
  process.env.NODE_ENV = 'production';
  // Validated before the bundler starts, so an invalid page stops the build with the report alone;
  // from inside Vite it would arrive wrapped in the bundler's error and stack. The plugin still
  // guards a direct `vite build`, and prints the warnings.
  await assertValidProject(root);
  const serverEntry = rendererDir ? RELEASE_SERVER_ENTRY : SERVER_ENTRY;
  await buildBundles(paths, serverEntry);
  const serverFile = path.join(serverDir, `${path.parse(serverEntry).name}.js`);
  const server = (await import(pathToFileURL(serverFile).href)) as ServerEntry;
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

  const routes = deriveRouteTable(path.join(root, 'pages'), root);
  for (const entry of routes) await prerenderRoute(entry, server, manifest, distDir, { root, routes });
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(routes, server.site));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(server.site));
  await writeBlogFeed(root, distDir, server.site);
  // The photos' renditions the pages name (AVIF, WebP, fallback; cached by content hash).
  const images = await writeSiteImages(root, distDir);
  await generateBrochures({ root, outDir: path.join(distDir, 'brochures') });
  // Authors' notes in public/ are copied with their folder; they are not part of the site.
  await rm(path.join(distDir, 'brochures/README.md'), { force: true });
  // Speculation Rules (wt-nav, issue 16): the file the server's Speculation-Rules header points at.
  await writeFile(path.join(distDir, 'speculation-rules.json'), JSON.stringify(speculationRules()));
  await writeRedirectsFile(root, distDir);
  // When entries appear and expire: the server's 410s and its rebuild at the next such moment.
  await writeContentSchedule(root, distDir);
  await writePrecompressed(distDir);
  // The same stamp `npm start` writes, so starting right after `npm run build` does not build again.
  await writeBuildStamp(distDir);
  if (rendererDir) await publish(serverDir, rendererDir);
  await publish(distDir, outDir);
  return { routes: routes.length, images };
}
