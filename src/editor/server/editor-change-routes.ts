import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EditorChange } from './editor-api-options.ts';
import { MAX_JSON_BYTES } from './editor-body-parsers.ts';
import { contentNow } from '../../collections/visibility.ts';
import { createEntry, deleteEntry } from './entry-operations.ts';
import {
  CREATE_ENTRY_BODY,
  CREATE_PAGE_BODY,
  DELETE_QUERY,
  PAGE_AT_ROUTE_BODY,
  RENAME_ENTRY_BODY,
  SAVE_BODY,
  UPLOAD_QUERY,
} from './editor-api-schemas.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { createPage, deletePage, duplicatePage, movePage } from './page-operations.ts';
import { renameEntry } from './rename-entry.ts';
import { MAX_UPLOAD_BYTES, storeUpload } from './project-images.ts';
import { editablePath, existingEditablePath, kindOfPath } from './sandbox.ts';
import { saveDocument } from './save-document.ts';

type DeleteQuery = { Querystring: { file: string; redirectTo?: string } };
type Body<T> = { Body: T };
const DOCUMENTS = ['page', 'site', 'entry'] as const;

/** Runs a change in the request's folder and reports it; `describe` names the files from the result. */
export type RunChange = <T>(
  request: FastifyRequest,
  work: (root: string) => Promise<T>,
  describe: (result: T) => EditorChange,
) => Promise<T>;

/** Files an operation reports beyond its own (page-operations may add redirects.json): `changed` or `files`. */
function reportedFiles(result: unknown): string[] {
  const { changed, files } = (result ?? {}) as { changed?: unknown; files?: unknown };
  return [changed, files].flatMap((list) =>
    Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [],
  );
}

/**
 * The API's changes (save, delete, create a page or an entry, duplicate, move, upload), each through `change`, which
 * reports the project-relative files it wrote or removed.
 */
export function registerChangeRoutes(api: FastifyInstance, change: RunChange): void {
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

  api.delete<DeleteQuery>('/file', { schema: { querystring: DELETE_QUERY } }, async (request) => {
    const { file, redirectTo } = request.query;
    return change(
      request,
      async (root) => {
        await existingEditablePath(root, file, ['page', 'entry']);
        return kindOfPath(file) === 'entry' ? deleteEntry(root, file) : deletePage(root, file, { redirectTo });
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
        (result) => ({
          action: 'create',
          files: [result.file, ...reportedFiles(result)],
          summary: `Created ${result.file}`,
        }),
      );
      return reply.code(201).send(created);
    },
  );

  api.post<Body<{ collection: string; title: string }>>(
    '/entries',
    { schema: { body: CREATE_ENTRY_BODY }, bodyLimit: MAX_JSON_BYTES },
    async (request, reply) => {
      const created = await change(
        request,
        (root) => createEntry(root, request.body, contentNow()),
        (result) => ({
          action: 'create',
          files: [result.file, ...reportedFiles(result)],
          summary: `Created ${result.file}`,
        }),
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
          await existingEditablePath(root, file, ['page']);
          return duplicatePage(root, file, request.body);
        },
        (result) => ({
          action: 'duplicate',
          files: [result.file, ...reportedFiles(result)],
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
          await existingEditablePath(root, file, ['page']);
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

  api.post<Body<{ file: string; slug: string }>>(
    '/entries/rename',
    { schema: { body: RENAME_ENTRY_BODY }, bodyLimit: MAX_JSON_BYTES },
    async (request) => {
      const { file } = request.body;
      return change(
        request,
        async (root) => {
          await existingEditablePath(root, file, ['entry']);
          return renameEntry(root, file, request.body, contentNow());
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
}
