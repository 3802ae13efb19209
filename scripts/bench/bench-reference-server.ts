import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../tests/browser/harness/repo-root';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * Serves the hand-written reference page (scripts/bench/bench-reference/index.html) at '/' and the site's
 * own images from public/, gzip-compressed like the production server, so Lighthouse compares
 * like with like in the same run.
 */
export async function startReferenceServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const publicDir = path.join(repoRoot, 'public');
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://reference').pathname);
    const file =
      pathname === '/'
        ? path.join(repoRoot, 'scripts', 'bench', 'bench-reference', 'index.html')
        : path.join(publicDir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(publicDir) && !file.endsWith(path.join('bench-reference', 'index.html'))) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'])) && /html|svg/.test(type);
        response.writeHead(200, {
          'content-type': type,
          'cache-control': pathname === '/' ? 'no-cache' : 'public, max-age=3600',
          ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
        });
        response.end(gzip ? gzipSync(body) : body);
      },
      () => response.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
