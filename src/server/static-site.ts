import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { registerSpeculationRulesHeader } from './speculation-rules-header.ts';

export interface StaticSiteOptions {
  /** The built site (dist/). */
  distDir: string;
  /** Requests under this prefix get JSON not-found answers instead of the 404 page. */
  apiPrefix: string;
}

/** Vite names files under assets/ by content hash, so they never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages keep their address across deploys: revalidate every time (ETag makes that cheap). */
const REVALIDATE = 'no-cache';
/** Images, brochures, robots.txt and the like: unhashed, but rarely changed. */
const SHORT = 'public, max-age=3600';

/** Used only when dist/404.html is missing, so a broken build still answers 404 with a page. */
const FALLBACK_404 = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Page not found</title>
<h1>404</h1><p>Ooops!!! The page you are looking for is not found</p><p><a href="/">Back to home</a></p></html>`;

export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/');
  if (normalised.startsWith('assets/')) return IMMUTABLE;
  if (normalised.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/**
 * Dot-segments (`..`, `.build-stamp`, `.git`) never name a public file, and neither does a Markdown
 * note (public/brochures/README.md is for authors and is copied into dist/ with the folder).
 */
export function isPublicPath(pathname: string): boolean {
  if (pathname.toLowerCase().endsWith('.md')) return false;
  return !pathname.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * Serves dist/: `/x` and `/x/` answer with the prerendered dist/x/index.html, files keep their
 * content type, directories are never listed, and anything else gets dist/404.html with status 404.
 * Every page carries the Speculation-Rules header that makes moving between pages instant.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const distDir = path.resolve(options.distDir);
  registerSpeculationRulesHeader(app);
  await app.register(fastifyStatic, {
    root: distDir,
    index: ['index.html'],
    redirect: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build writes .br and .gz beside every text file (src/build/prerender/precompress.ts): the
    // server picks the one the browser accepts instead of compressing each response again.
    preCompressed: true,
    allowedPath: (pathname) => isPublicPath(pathname),
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', cacheControlFor(path.relative(distDir, filePath)));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(options.apiPrefix);
    if (!isPage) return reply.code(404).send({ message: 'Not found.' });
    const html = await readFile(path.join(distDir, '404.html'), 'utf8').catch(() => FALLBACK_404);
    return reply.code(404).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
  });
}
