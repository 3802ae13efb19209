import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { deriveRouteTable, type RouteTableEntry } from '../pages/route-table';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import type { RenderedRoute } from '../../browser/app/render-route';
import type { Site } from '../../generated/schema-types';
import { aboveTheFoldFonts, routeAssets, type Manifest } from './prerender-assets';
import { fontPreloadTags, headTags } from './prerender-head';
import { outputFileForRoute, pageDocument } from './prerender-html';
import { writePrecompressed } from './precompress';
import { robotsTxt, sitemapXml } from './prerender-sitemap';
import { speculationRules } from './speculation-rules';
import { writeBuildStamp } from '../build-stamp';
import { generateBrochures } from '../brochures/generate-brochures';
import { writeSiteImages, type ImageWriteReport } from '../images/write-site-images';
import { projectRoot as root } from '../project-root';
import { writeRedirectsFile } from '../redirects/write-redirects-file';
import { assertValidProject } from '../validation/invalid-pages-error';

const finalDistDir = path.join(root, 'dist');
// Everything is built into a private staging folder and moved to dist/ only when complete: a failed
// build never leaves a half-written dist/, and two builds started at once (npm start, a test run)
// cannot delete each other's files mid-way.
const workDir = path.join(root, 'node_modules/.cache/page-engine', `build-${process.pid}`);
const distDir = path.join(workDir, 'dist');
// Outside dist/ so the server bundle is never published.
const serverDir = path.join(workDir, 'server');
const configFile = path.join(root, 'vite.config.ts');

/** A URL no page claims, so the router falls through to the not-found page. */
const NOT_FOUND_PROBE_URL = '/__page-engine-not-found__';

interface ServerEntry {
  render(url: string): Promise<RenderedRoute>;
  site: Site;
}

async function buildBundles(): Promise<void> {
  await build({ root, configFile, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  await build({
    root,
    configFile,
    logLevel: 'warn',
    build: {
      ssr: 'src/browser/entry-server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
}

async function prerenderRoute(entry: RouteTableEntry, server: ServerEntry, manifest: Manifest) {
  const url = entry.route === NOT_FOUND_ROUTE ? NOT_FOUND_PROBE_URL : entry.route;
  const { html, page, route, islandTypes } = await server.render(url);
  if (route !== entry.route) throw new Error(`${url} rendered ${route}, expected ${entry.route}`);
  const { css, script } = routeAssets(manifest, { blockTypes: entry.blockTypes, islandTypes });
  const document = pageDocument({
    headTags: `${fontPreloadTags(aboveTheFoldFonts(manifest))}\n    ${headTags(page, route, server.site)}`,
    inlineCss: css.map((file) => readFileSync(path.join(distDir, file), 'utf8').trim()).join('\n'),
    // All of it is inlined. On a page with islands each file is also named by a disabled link: Vite's
    // chunk loader finds it there when an island's code loads, and does not fetch and append that CSS
    // again (appended after the inlined CSS, it would change the cascade and shift the layout).
    stylesheets: script ? css.map((file) => ({ href: `/${file}`, disabled: true })) : [],
    appHtml: html,
    islands: script ? { entry: `/${script}`, site: server.site } : undefined,
  });
  const file = path.join(distDir, outputFileForRoute(entry.route));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, document);
}

/** Replaces dist/ with the finished build (retrying if a parallel build published in between). */
async function publish(attempts = 3): Promise<void> {
  await rm(finalDistDir, { recursive: true, force: true });
  try {
    await rename(distDir, finalDistDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (attempts <= 1 || (code !== 'ENOTEMPTY' && code !== 'EEXIST')) throw error;
    await publish(attempts - 1);
  }
}

/**
 * Builds the site into dist/: the client build, the server build, then every route prerendered to
 * static HTML (dist/<route>/index.html, dist/404.html), plus sitemap.xml, robots.txt and the
 * brochure PDFs. An invalid page stops it with InvalidPagesError before anything is built, so it
 * never reaches dist/. Resolves with the number of routes and what was done with images.
 */
export async function buildSite(): Promise<BuildReport> {
  try {
    return await buildInto();
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

export interface BuildReport {
  routes: number;
  images: ImageWriteReport;
}

async function buildInto(): Promise<BuildReport> {
  // Vite bundles React's development build when NODE_ENV is not 'production', and a build started
  // from a test runner inherits NODE_ENV=test: the site must never ship that way.
  process.env.NODE_ENV = 'production';
  // Validated before the bundler starts, so an invalid page stops the build with the report alone;
  // from inside Vite it would arrive wrapped in the bundler's error and stack. The plugin still
  // guards a direct `vite build`, and prints the warnings.
  await assertValidProject(root);
  await buildBundles();
  const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

  const routes = deriveRouteTable(path.join(root, 'pages'), root);
  for (const entry of routes) await prerenderRoute(entry, server, manifest);
  const routeList = routes.map((entry) => entry.route);
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(routeList, server.site));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(server.site));
  // The photos' renditions the pages name (AVIF, WebP, fallback; cached by content hash).
  const images = await writeSiteImages(root, distDir);
  await generateBrochures({ root, outDir: path.join(distDir, 'brochures') });
  // Authors' notes in public/ are copied with their folder; they are not part of the site.
  await rm(path.join(distDir, 'brochures/README.md'), { force: true });
  // Speculation Rules (wt-nav, issue 16): the file the server's Speculation-Rules header points at.
  await writeFile(path.join(distDir, 'speculation-rules.json'), JSON.stringify(speculationRules()));
  await writeRedirectsFile(root, distDir);
  await writePrecompressed(distDir);
  // The same stamp `npm start` writes, so starting right after `npm run build` does not build again.
  await writeBuildStamp(distDir);
  await publish();
  return { routes: routes.length, images };
}
