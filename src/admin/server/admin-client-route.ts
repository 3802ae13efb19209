import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** What a Vite build of the admin app holds; anything else is not served. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The app's build was removed under a running server: the cache keeps the newest few versions' builds, so
 * enough newer versions started beside this one (a rolling restart, other checkouts sharing node_modules)
 * prune it. Said in words; a restart builds it again.
 */
const BUILD_GONE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>The admin needs a restart</title>
<h1>The admin needs a restart</h1><p>This server's copy of the admin app was removed (newer versions of the
site started on this machine since). Restart the server (<code>npm start</code>) to build it again; the public
site is not affected.</p></html>`;

/**
 * The admin app (E-client's build) at /admin/: its files, and index.html for every other address
 * under /admin/ that is not the API, so a reload anywhere in the app loads it; /admin itself redirects there. Files under assets/
 * are named by their content and cached for a year; the page is revalidated every time (register-admin.ts then
 * makes both private: the page never stored, the files kept by the browser alone).
 */
export async function registerAdminClientRoute(scope: FastifyInstance, options: { dir: string }): Promise<void> {
  const root = path.resolve(options.dir);
  // '' is the prefix itself: /admin, as an author types it, leads to the app at /admin/ rather than a 404.
  if (scope.prefix !== '') {
    scope.get('', async (request, reply) => {
      const [pathname, query] = request.url.split(/\?(.*)/s);
      return reply.redirect(`${pathname}/${query ? `?${query}` : ''}`, 301);
    });
  }
  scope.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const wanted = request.params['*'];
    if (wanted.startsWith('api/')) return reply.code(404).send({ error: 'Not found.' });
    const file = path.resolve(root, wanted);
    const servable =
      file.startsWith(`${root}${path.sep}`) &&
      !wanted.split('/').some((part) => part.startsWith('.')) &&
      CONTENT_TYPES[path.extname(file)] !== undefined &&
      (await stat(file).catch(() => null))?.isFile() === true;
    const chosen = servable ? file : path.join(root, 'index.html');
    if (!servable && !(await stat(chosen).catch(() => null))?.isFile()) {
      return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(BUILD_GONE);
    }
    const immutable = servable && path.relative(root, file).startsWith(`assets${path.sep}`);
    return reply
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .type(CONTENT_TYPES[path.extname(chosen)]!)
      .send(createReadStream(chosen));
  });
}
