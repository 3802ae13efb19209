import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The admin app (E-client's build) at /admin/: its files, and index.html for every other address
 * under /admin/ that is not the API, so the app's own addresses (/admin/review/...) load it.
 */
export async function registerAdminClientRoute(scope: FastifyInstance, options: { dir: string }): Promise<void> {
  const root = path.resolve(options.dir);
  scope.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const wanted = request.params['*'];
    if (wanted.startsWith('api/')) return reply.code(404).send({ error: 'Not found.' });
    const file = path.resolve(root, wanted);
    const inside = file.startsWith(`${root}${path.sep}`) && !wanted.split('/').some((part) => part.startsWith('.'));
    const isFile = inside && (await stat(file).catch(() => null))?.isFile() === true;
    const relative = isFile ? path.relative(root, file) : 'index.html';
    const immutable = relative.startsWith(`assets${path.sep}`);
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(relative, root);
  });
}
