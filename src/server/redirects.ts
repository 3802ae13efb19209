import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { servedFileReader } from './served-file.ts';

/** The file the build writes beside the pages (src/build/redirects/write-redirects-file.ts). */
const REDIRECTS_FILE = '_redirects';

/**
 * Browsers keep a 301 for as long as they are told; an hour lets a rolled-back or corrected redirect
 * reach returning visitors the same day, while search engines still read "moved for good".
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

export interface RedirectsOptions {
  /** The served site: dist/, or a symbolic link to the current release that may be swapped at any time. */
  distDir: string;
}

/** An address without its trailing slash ('/about-us/' and '/about-us' are one address), '/' as is. */
const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** `from to 301` lines (Netlify's format); comments, blank lines and other statuses are skipped. */
export function parseRedirects(text: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || rest.length > 0) continue;
    if ((status ?? '301') !== '301' || !from.startsWith('/') || !to.startsWith('/')) continue;
    const key = withoutTrailingSlash(from);
    if (!table.has(key)) table.set(key, to);
  }
  return table;
}

/**
 * Answers GET and HEAD of an old address (with or without a trailing slash) with 301 to its new one,
 * query string kept, from the served site's `_redirects`: a publish or a release swap takes effect
 * on the next request. `_redirects` itself is never served. Register it before the static site.
 */
export function registerRedirects(app: FastifyInstance, options: RedirectsOptions): void {
  // Read again when a rebuild or a release swap replaced the file; a missing file is no redirects.
  const redirects = servedFileReader(path.resolve(options.distDir), REDIRECTS_FILE, parseRedirects, new Map());
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const address = withoutTrailingSlash(pathname);
    if (address === `/${REDIRECTS_FILE}`) {
      reply.callNotFound();
      return reply;
    }
    const to = (await redirects()).get(address);
    if (to === undefined) return;
    const location = query === undefined ? to : `${to}?${query}`;
    reply.header('cache-control', REDIRECT_CACHE_CONTROL);
    return reply.redirect(location, 301);
  });
}
