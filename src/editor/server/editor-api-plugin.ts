import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EditorApiOptions } from './editor-api-options.ts';
import { registerEditorBodyParsers } from './editor-body-parsers.ts';
import { registerChangeRoutes, type RunChange } from './editor-change-routes.ts';
import { registerEditorErrorHandler } from './editor-error-handler.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { registerImageRoutes } from './image-routes.ts';
import { registerReadRoutes } from './editor-read-routes.ts';
import { editorSchemaCompiler } from './request-problem.ts';
import { createWriteQueues } from './write-queue.ts';

export type { EditorApiOptions, EditorChange } from './editor-api-options.ts';

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
    const change: RunChange = async (request, work, describe) => {
      await options.beforeChange?.(request);
      const run = async () => {
        const root = await options.workspace(request, 'write');
        return oneAtATime(root, async () => {
          const result = await work(root);
          const described = describe(result);
          await options.afterChange?.(request, root, { ...described, files: unique(described.files) });
          return result;
        });
      };
      try {
        return await run();
      } catch (error) {
        const aboutTheFiles = error instanceof EditorRefusal && (error.status === 404 || error.status === 409);
        if (!aboutTheFiles || !(await options.folderWasBehind?.(request))) throw error;
        return run();
      }
    };

    registerReadRoutes(api, read);
    registerChangeRoutes(api, change);
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
