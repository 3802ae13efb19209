import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminStore, ContentRepository, DraftRecord, SiteReleases } from './admin-parts.ts';
import { AdminApiError } from './admin-api-error.ts';
import { contentImagePath, sendContentImage } from './content-images.ts';
import { draftImageVariant } from './draft-image-variants.ts';
import { withDraftImageAddresses } from './preview-image-addresses.ts';

type FileParams = { Params: { branch: string; '*': string } };

/**
 * `/admin/preview/<branch>/<route>`: a draft's page rendered by the site's renderer as a full page,
 * for any logged-in user (the link can be shared for review). Never cached: the draft changes. Its
 * images come from the draft's tree through `/admin/preview/files/<branch>/images/...` and
 * `.../assets/images/...` (renditions), with the page's own access: a picture uploaded into the draft
 * shows before it is published.
 */
/**
 * The draft's name as the admin's links encode it (`drafts%2Fasha-about`), or with its slash as the guide
 * writes it and a person types it (`/admin/preview/drafts/asha-about/about`): every draft is `drafts/<name>`.
 */
function draftAndRest(first: string, rest: string): { branch: string; rest: string } {
  if (first !== 'drafts') return { branch: first, rest };
  const slash = rest.indexOf('/');
  return slash < 0
    ? { branch: `drafts/${rest}`, rest: '' }
    : { branch: `drafts/${rest.slice(0, slash)}`, rest: rest.slice(slash + 1) };
}

export async function registerPreviewRoute(
  scope: FastifyInstance,
  options: { store: AdminStore; repo: ContentRepository; releases: Pick<SiteReleases, 'renderPreview'> },
): Promise<void> {
  const notFound = `<!doctype html><html lang="en"><meta charset="utf-8"><title>No such page in this draft</title>
<h1>No such page in this draft</h1><p><a href="/admin/">Back to the drafts</a></p></html>`;

  const openDraft = async (branch: string): Promise<DraftRecord | null> => {
    const draft = await options.store.draft(branch);
    return draft && draft.status !== 'discarded' ? draft : null;
  };
  const treeOf = async (draft: DraftRecord) =>
    draft.status === 'published' ? options.repo.publishedRoot : options.repo.draftRoot(draft.branch);
  const noSuchImage = (reply: FastifyReply, name: string) =>
    reply.code(404).send({ error: `This draft has no image ${name}.` });

  scope.get<FileParams>('/files/:branch/images/*', async (request, reply) => {
    const draft = await openDraft(request.params.branch);
    if (!draft) return noSuchImage(reply, `/images/${request.params['*']}`);
    try {
      const absolute = await contentImagePath(await treeOf(draft), request.params['*']);
      if (!absolute) return noSuchImage(reply, `/images/${request.params['*']}`);
      return sendContentImage(reply, absolute);
    } catch (error) {
      if (error instanceof AdminApiError) return reply.code(error.status).send({ error: error.message });
      throw error;
    }
  });

  scope.get<FileParams>('/files/:branch/assets/images/*', async (request, reply) => {
    const draft = await openDraft(request.params.branch);
    const variant = draft ? await draftImageVariant(await treeOf(draft), request.params['*']) : null;
    if (!variant) return noSuchImage(reply, `/assets/images/${request.params['*']}`);
    return reply.headers({ 'content-type': variant.contentType, 'cache-control': 'no-store' }).send(variant.bytes);
  });

  scope.get<{ Params: { branch: string; '*': string } }>('/:branch/*', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { branch, rest } = draftAndRest(request.params.branch, request.params['*']);
    const draft = await openDraft(branch);
    if (!draft) return reply.code(404).type('text/html; charset=utf-8').send(notFound);
    const route = `/${rest}`.replace(/\/+$/, '') || '/';
    const html = await options.releases.renderPreview(await treeOf(draft), route);
    if (html === null) return reply.code(404).type('text/html; charset=utf-8').send(notFound);
    return reply.type('text/html; charset=utf-8').send(withDraftImageAddresses(html, draft.branch));
  });
}
