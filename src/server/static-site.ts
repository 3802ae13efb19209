import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CONTENT_SCHEDULE_FILE, contentScheduleReader, withoutTrailingSlash } from './content-schedule.ts';
import { GONE_PAGE } from './gone-page.ts';
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

/** The suffixes of the copies the build writes beside text files (src/build/prerender/precompress.ts). */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** A compressed copy is cached like the file it is a copy of: a page's .br is a page. */
export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/').replace(COMPRESSED_COPY, '');
  if (normalised.startsWith('assets/')) return IMMUTABLE;
  if (normalised.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/** What the build writes for the server beside the pages: read by it, never sent (redirects.ts reads `_redirects`). */
const BUILD_NOTES = new Set([CONTENT_SCHEDULE_FILE]);

/**
 * Dot-segments (`..`, `.build-stamp`, `.git`) never name a public file, and neither does a Markdown
 * note (public/brochures/README.md is for authors and is copied into dist/ with the folder).
 */
export function isPublicPath(pathname: string): boolean {
  if (pathname.toLowerCase().endsWith('.md')) return false;
  if (BUILD_NOTES.has(pathname.replace(/^\/+/, ''))) return false;
  return !pathname.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * `/index.html.br` is not a page: a compressed copy is sent only as the encoding of its file, never
 * under its own name (it would reach the browser as bytes without Content-Encoding). A .gz that is not
 * a copy of a file beside it (a published archive) is still a file.
 */
function isCompressedCopy(pathname: string, distDir: string): boolean {
  return COMPRESSED_COPY.test(pathname) && existsSync(path.join(distDir, pathname.replace(COMPRESSED_COPY, '')));
}

/**
 * Whether an answer depends on Accept-Encoding: it is a compressed copy, or a file that has one. A
 * shared cache must then keep the variants apart, or it hands brotli to a client that cannot read it.
 */
function hasCompressedVariants(filePath: string): boolean {
  return COMPRESSED_COPY.test(filePath) || existsSync(`${filePath}.br`) || existsSync(`${filePath}.gz`);
}

/**
 * Serves dist/: `/x` and `/x/` answer with the prerendered dist/x/index.html, files keep their
 * content type, directories are never listed, and anything else gets dist/404.html with status 404.
 * Every page carries the Speculation-Rules header that makes moving between pages instant.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const distDir = path.resolve(options.distDir);
  // The folder a request reads, resolved once per request: distDir may be a link that a publish swaps to
  // a new release (src/publishing/release). Followed anew for the stat and again for the read, one
  // answer could take its length from one release and its bytes from the other.
  const servedRoots = new WeakMap<object, string>();
  const servedRoot = (reply: FastifyReply) => {
    const root = existsSync(distDir) ? realpathSync(distDir) : distDir;
    servedRoots.set(reply.raw, root);
    return root;
  };
  const schedule = contentScheduleReader(distDir);
  registerSpeculationRulesHeader(app);
  await app.register(fastifyStatic, {
    root: distDir,
    // Served by the route below, which gives each request its resolved folder.
    serve: false,
    index: ['index.html'],
    redirect: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build writes .br and .gz beside every text file (src/build/prerender/precompress.ts): the
    // server picks the one the browser accepts instead of compressing each response again.
    preCompressed: true,
    allowedPath: (pathname, root) => isPublicPath(pathname) && !isCompressedCopy(pathname, root ?? distDir),
    setHeaders: (response, filePath) => {
      const root = servedRoots.get(response) ?? distDir;
      response.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
      if (hasCompressedVariants(filePath)) response.setHeader('vary', 'Accept-Encoding');
    },
  });
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Not returned: a handler's return value is sent as the answer (the reply itself, many times over).
    handler: (request, reply) => {
      void reply.sendFile(`/${request.params['*']}`, servedRoot(reply));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(options.apiPrefix);
    if (!isPage) return reply.code(404).send({ message: 'Not found.' });
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // An expired entry's page (a closed job opening): gone for good, not "never was".
    if ((await schedule()).gone.has(withoutTrailingSlash(pathname))) {
      return reply.code(410).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(GONE_PAGE);
    }
    const root = servedRoot(reply);
    if (!existsSync(path.join(root, '404.html'))) {
      return reply.code(404).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(FALLBACK_404);
    }
    // The 404 page's own ETag must not turn this address's 404 into an empty 304.
    delete request.raw.headers['if-none-match'];
    delete request.raw.headers['if-modified-since'];
    // Through the same file sender as every page: compressed copy, Cache-Control and Vary alike.
    return reply.code(404).sendFile('404.html', root);
  });
}
