import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkDocument, previewOf } from './check-document.ts';
import { MAX_JSON_BYTES, registerEditorBodyParsers } from './editor-body-parsers.ts';
import { registerEditorErrorHandler } from './editor-error-handler.ts';
import { openDocument } from './editor-document.ts';
import { EditorRefusal } from './editor-refusal.ts';
import {
  CHECK_BODY,
  CREATE_PAGE_BODY,
  FILE_QUERY,
  PAGE_AT_ROUTE_BODY,
  SAVE_BODY,
  UPLOAD_QUERY,
} from './editor-api-schemas.ts';
import { registerImageRoutes } from './image-routes.ts';
import { createPage, deletePage, duplicatePage, movePage } from './page-operations.ts';
import { listImages, MAX_UPLOAD_BYTES, storeUpload } from './project-images.ts';
import { listPages, listRoutes, listSiteReferences } from './project-lists.ts';
import { editorSchemaCompiler } from './request-problem.ts';
import { editablePath } from './sandbox.ts';
import { saveDocument } from './save-document.ts';
import { readSchemas } from './schema-files.ts';
import { createWriteQueues } from './write-queue.ts';

export interface EditorChange {
  action: 'save' | 'create' | 'duplicate' | 'move' | 'delete' | 'upload';
  /** Project-relative, every file written or removed. */
  files: string[];
  /** One line for a history: "Saved pages/index.json". */
  summary: string;
}

export interface EditorApiOptions {
  /** The project folder this request reads (intent 'read') or writes ('write'; may create a draft). */
  workspace(request: FastifyRequest, intent: 'read' | 'write'): Promise<string>;
  /** After a successful change, still inside the write queue (the admin commits it to the draft here). */
  afterChange?(request: FastifyRequest, root: string, change: EditorChange): Promise<void>;
  /** Before any change (the admin checks the role here); throw EditorRefusal to refuse. */
  beforeChange?(request: FastifyRequest): Promise<void>;
}

type FileQuery = { Querystring: { file: string } };
type Body<T> = { Body: T };
const DOCUMENTS = ['page', 'site'] as const;

/** Files an operation reports beyond its own (page-operations may add redirects.json): `changed` or `files`. */
function reportedFiles(result: unknown): string[] {
  const { changed, files } = (result ?? {}) as { changed?: unknown; files?: unknown };
  return [changed, files].flatMap((list) =>
    Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [],
  );
}

const unique = (files: string[]) => [...new Set(files)];

/**
 * Fastify refuses a path that does not decode before any route; a query that does not decode would
 * reach the handlers half-decoded ('%E0%A4%A' as a file name): refused here the same way.
 */
function refuseUndecodableQuery(url: string): void {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  try {
    for (const part of query.split('&')) decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    throw new EditorRefusal(400, 'Refused: the address is not a valid URL.');
  }
}

/**
 * The page editor's HTTP API (the contract of src/editor/shared/editor-api.ts) as Fastify routes in
 * their own encapsulated scope under `scope`'s prefix (`/api` for `npm run edit`, `/admin/editor/api`
 * in the admin): every body and query checked against its schema (editor-api-schemas.ts), every
 * answer JSON, every refusal `{ error }` in plain words. Which folder a request reads or writes is the
 * caller's (`workspace`); a change runs beforeChange, then the change and afterChange in the folder's
 * write queue, so what afterChange records is exactly that change.
 */
export async function registerEditorApi(scope: FastifyInstance, options: EditorApiOptions): Promise<void> {
  await scope.register(async (api) => {
    registerEditorBodyParsers(api);
    api.setValidatorCompiler(editorSchemaCompiler);
    registerEditorErrorHandler(api);
    api.addHook('onRequest', async (request) => refuseUndecodableQuery(request.url));
    api.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      void reply.header('x-content-type-options', 'nosniff');
      return payload;
    });

    const oneAtATime = createWriteQueues();
    const read = (request: FastifyRequest) => options.workspace(request, 'read');
    /** Runs a change in its folder's queue and reports it; `describe` names the files from the result. */
    async function change<T>(
      request: FastifyRequest,
      work: (root: string) => Promise<T>,
      describe: (result: T) => EditorChange,
    ): Promise<T> {
      await options.beforeChange?.(request);
      const root = await options.workspace(request, 'write');
      return oneAtATime(root, async () => {
        const result = await work(root);
        const described = describe(result);
        await options.afterChange?.(request, root, { ...described, files: unique(described.files) });
        return result;
      });
    }

    api.get('/schemas', async (request) => readSchemas(await read(request)));
    api.get('/pages', async (request) => listPages(await read(request)));
    api.get('/routes', async (request) => listRoutes(await read(request)));
    api.get('/site-references', async (request) => listSiteReferences(await read(request)));
    api.get('/images', async (request) => listImages(await read(request)));
    api.get<FileQuery>('/file', { schema: { querystring: FILE_QUERY } }, async (request) => {
      const root = await read(request);
      const { file } = request.query;
      return openDocument(root, await editablePath(root, file, DOCUMENTS), file);
    });

    api.post<Body<{ file: string; data: unknown }>>(
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

    api.put<Body<{ file: string; data: unknown; baseVersion: string }>>(
      '/file',
      { schema: { body: SAVE_BODY }, bodyLimit: MAX_JSON_BYTES },
      async (request) => {
        const { file, data, baseVersion } = request.body;
        return change(
          request,
          async (root) => saveDocument(root, file, await editablePath(root, file, DOCUMENTS), data, baseVersion),
          () => ({ action: 'save', files: [file], summary: `Saved ${file}` }),
        );
      },
    );

    api.delete<FileQuery>('/file', { schema: { querystring: FILE_QUERY } }, async (request) => {
      const { file } = request.query;
      return change(
        request,
        async (root) => {
          await editablePath(root, file, ['page']);
          return deletePage(root, file);
        },
        (result) => ({ action: 'delete', files: [file, ...reportedFiles(result)], summary: `Deleted ${file}` }),
      );
    });

    api.post<Body<{ route: string; template?: string; title?: string }>>(
      '/pages',
      { schema: { body: CREATE_PAGE_BODY }, bodyLimit: MAX_JSON_BYTES },
      async (request, reply) => {
        const created = await change(
          request,
          (root) => createPage(root, request.body),
          (result) => ({ action: 'create', files: [result.file], summary: `Created ${result.file}` }),
        );
        return reply.code(201).send(created);
      },
    );

    api.post<Body<{ file: string; route: string }>>(
      '/pages/duplicate',
      { schema: { body: PAGE_AT_ROUTE_BODY }, bodyLimit: MAX_JSON_BYTES },
      async (request, reply) => {
        const { file } = request.body;
        const created = await change(
          request,
          async (root) => {
            await editablePath(root, file, ['page']);
            return duplicatePage(root, file, request.body);
          },
          (result) => ({
            action: 'duplicate',
            files: [result.file],
            summary: `Duplicated ${file} as ${result.file}`,
          }),
        );
        return reply.code(201).send(created);
      },
    );

    api.post<Body<{ file: string; route: string }>>(
      '/pages/move',
      { schema: { body: PAGE_AT_ROUTE_BODY }, bodyLimit: MAX_JSON_BYTES },
      async (request) => {
        const { file } = request.body;
        return change(
          request,
          async (root) => {
            await editablePath(root, file, ['page']);
            return movePage(root, file, request.body);
          },
          (result) => ({
            action: 'move',
            files: [file, result.file, ...result.updated, ...reportedFiles(result)],
            summary: `Moved ${file} to ${result.file}`,
          }),
        );
      },
    );

    api.post<{ Querystring: { name: string }; Body: unknown }>(
      '/images',
      { schema: { querystring: UPLOAD_QUERY }, bodyLimit: MAX_UPLOAD_BYTES },
      async (request, reply) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes)) {
          throw new EditorRefusal(400, "Refused: the upload must be the picture's bytes (Content-Type image/...).");
        }
        const stored = await change(
          request,
          (root) => storeUpload(root, request.query.name, bytes),
          (result) => {
            const file = `public${result.src}`;
            return { action: 'upload', files: [file], summary: `Uploaded ${file}` };
          },
        );
        return reply.code(201).send(stored);
      },
    );

    registerImageRoutes(api, read);

    // An address under the API that is no route: JSON in the API's words, not Fastify's.
    api.setNotFoundHandler(async (request) => {
      throw new EditorRefusal(
        404,
        `No such editor API: ${request.method} ${new URL(request.url, 'http://x').pathname}.`,
      );
    });
  });
}
