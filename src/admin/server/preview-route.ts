import type { FastifyInstance } from 'fastify';
import type { AdminStore, ContentRepository, SiteReleases } from './admin-parts.ts';

/**
 * `/admin/preview/<branch>/<route>`: a draft's page rendered by the site's renderer as a full page,
 * for any logged-in user (the link can be shared for review). Never cached: the draft changes.
 */
export async function registerPreviewRoute(
  scope: FastifyInstance,
  options: { store: AdminStore; repo: ContentRepository; releases: Pick<SiteReleases, 'renderPreview'> },
): Promise<void> {
  const notFound = `<!doctype html><html lang="en"><meta charset="utf-8"><title>No such page in this draft</title>
<h1>No such page in this draft</h1><p><a href="/admin/">Back to the drafts</a></p></html>`;

  scope.get<{ Params: { branch: string; '*': string } }>('/:branch/*', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { branch } = request.params;
    const draft = await options.store.draft(branch);
    if (!draft || draft.status === 'discarded') return reply.code(404).type('text/html; charset=utf-8').send(notFound);
    const route = `/${request.params['*']}`.replace(/\/+$/, '') || '/';
    const root = draft.status === 'published' ? options.repo.publishedRoot : await options.repo.draftRoot(branch);
    const html = await options.releases.renderPreview(root, route);
    if (html === null) return reply.code(404).type('text/html; charset=utf-8').send(notFound);
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
