import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkDocument, previewOf } from './check-document.ts';
import { MAX_JSON_BYTES } from './editor-body-parsers.ts';
import { openDocument } from './editor-document.ts';
import { CHECK_BODY, FILE_QUERY } from './editor-api-schemas.ts';
import { contentNow } from '../../collections/visibility.ts';
import { listCollections } from './collection-lists.ts';
import { listImages } from './project-images.ts';
import { listPages, listRoutes, listSiteReferences } from './project-lists.ts';
import { editablePath } from './sandbox.ts';
import { readSchemas } from './schema-files.ts';

type FileQuery = { Querystring: { file: string } };
const DOCUMENTS = ['page', 'site', 'entry'] as const;

/**
 * The API's reads: the lists the form needs, a document to open, and the check of an unsaved one
 * (a POST, but it changes nothing, so it never waits in the write queue). `read` is the folder.
 */
export function registerReadRoutes(api: FastifyInstance, read: (request: FastifyRequest) => Promise<string>): void {
  api.get('/schemas', async (request) => readSchemas(await read(request)));
  api.get('/pages', async (request) => listPages(await read(request)));
  api.get('/collections', async (request) => listCollections(await read(request), contentNow()));
  api.get('/routes', async (request) => listRoutes(await read(request)));
  api.get('/site-references', async (request) => listSiteReferences(await read(request)));
  api.get('/images', async (request) => listImages(await read(request)));
  api.get<FileQuery>('/file', { schema: { querystring: FILE_QUERY } }, async (request) => {
    const root = await read(request);
    const { file } = request.query;
    return openDocument(root, await editablePath(root, file, DOCUMENTS), file);
  });

  api.post<{ Body: { file: string; data: unknown } }>(
    '/check',
    { schema: { body: CHECK_BODY }, bodyLimit: MAX_JSON_BYTES },
    async (request) => {
      const root = await read(request);
      const { file, data } = request.body;
      const absolute = await editablePath(root, file, DOCUMENTS);
      const [{ problems }, preview] = await Promise.all([
        checkDocument(root, file, absolute, data),
        previewOf(root, file, data),
      ]);
      return { problems, preview };
    },
  );
}
