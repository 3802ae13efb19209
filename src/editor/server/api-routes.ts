import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGES_URL_PREFIX } from '../../build/images/plan-rendition.ts';
import { serveImageVariants } from '../../build/images/serve-image-variants.ts';
import { checkDocument, previewOf } from './check-document.ts';
import { openDocument } from './editor-document.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { readBody, readJsonObject, sendJson } from './http-io.ts';
import { CONTENT_TYPES } from './image-types.ts';
import { createPage, deletePage, duplicatePage, movePage } from './page-operations.ts';
import { listImages, MAX_UPLOAD_BYTES, storeUpload } from './project-images.ts';
import { listPages, listRoutes, listSiteReferences } from './project-lists.ts';
import { editablePath } from './sandbox.ts';
import { saveDocument } from './save-document.ts';
import { readSchemas } from './schema-files.ts';

type Reply = { status: number; body: unknown };
type Handler = (request: IncomingMessage, url: URL, root: string) => Promise<Reply>;

const ok = (body: unknown, status = 200): Reply => ({ status, body });
const documents = ['page', 'site'] as const;

/** The API of the HTTP contract (/work/editor-contract.md, src/editor/shared/editor-api.ts), by "METHOD path". */
const routes: Record<string, Handler> = {
  'GET /api/schemas': async (_request, _url, root) => ok(await readSchemas(root)),
  'GET /api/pages': async (_request, _url, root) => ok(await listPages(root)),
  'GET /api/routes': async (_request, _url, root) => ok(await listRoutes(root)),
  'GET /api/site-references': async (_request, _url, root) => ok(await listSiteReferences(root)),
  'GET /api/images': async (_request, _url, root) => ok(await listImages(root)),
  'GET /api/file': async (_request, url, root) => {
    const file = url.searchParams.get('file');
    return ok(await openDocument(root, await editablePath(root, file, documents), file!));
  },
  'PUT /api/file': async (request, _url, root) => {
    const body = await readJsonObject(request);
    const absolute = await editablePath(root, body.file, documents);
    return ok(await saveDocument(root, body.file as string, absolute, body.data, body.baseVersion));
  },
  'DELETE /api/file': async (_request, url, root) => {
    const file = url.searchParams.get('file');
    await editablePath(root, file, ['page']);
    return ok(await deletePage(root, file!));
  },
  'POST /api/check': async (request, _url, root) => {
    const body = await readJsonObject(request);
    const file = body.file as string;
    const absolute = await editablePath(root, file, documents);
    const [{ problems }, preview] = await Promise.all([
      checkDocument(root, file, absolute, body.data),
      previewOf(root, file, body.data),
    ]);
    return ok({ problems, preview });
  },
  'POST /api/pages': async (request, _url, root) => ok(await createPage(root, await readJsonObject(request)), 201),
  'POST /api/pages/duplicate': async (request, _url, root) => {
    const body = await readJsonObject(request);
    await editablePath(root, body.file, ['page']);
    return ok(await duplicatePage(root, body.file as string, body), 201);
  },
  'POST /api/pages/move': async (request, _url, root) => {
    const body = await readJsonObject(request);
    await editablePath(root, body.file, ['page']);
    return ok(await movePage(root, body.file as string, body));
  },
  'POST /api/images': async (request, url, root) => {
    const bytes = await readBody(request, MAX_UPLOAD_BYTES);
    return ok(await storeUpload(root, url.searchParams.get('name'), bytes), 201);
  },
};

// Writes change one or several files; one at a time keeps a save from racing a move. Reads and checks never wait.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
}

/** Serves /images/... from the project's public/images/ (picker thumbnails and the preview), within the sandbox. */
async function serveImage(url: URL, root: string, response: ServerResponse): Promise<void> {
  const file = `public${decodeURIComponent(url.pathname)}`;
  const absolute = await editablePath(root, file, ['image']);
  const bytes = await readFile(absolute).catch(() => {
    throw new EditorRefusal(404, `${url.pathname} does not exist.`);
  });
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': bytes.length,
    'x-content-type-options': 'nosniff',
    // An SVG opened on its own must not run scripts at the editor's origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'cache-control': 'no-cache',
  });
  response.end(bytes);
}

/**
 * Serves a photo's rendition (/assets/images/<stem>-<width>.<hash>.<ext>) the preview names, encoded
 * on first request and cached like the build's. Only addresses the pipeline planned for a page exist
 * (the preview's planning fences images to public/images/, preview-images.ts); others are 404.
 */
function serveRendition(request: IncomingMessage, response: ServerResponse, url: URL, root: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    response.once('close', () => resolve());
    serveImageVariants(root)(request, response, (error?: unknown) =>
      reject(error ?? new EditorRefusal(404, `${url.pathname} is no image rendition of this project.`)),
    );
  });
}

/**
 * Answers /api/*, /images/* and /assets/images/*; returns false for every other path (Vite serves those). Refusals
 * become their status and JSON body; anything unexpected a 500 that names the error.
 */
export async function handleEditorRequest(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const isImage = url.pathname.startsWith('/images/') && reads;
  const isRendition = url.pathname.startsWith(IMAGES_URL_PREFIX) && reads;
  const handler = routes[`${request.method} ${url.pathname}`];
  if (!handler && !isImage && !isRendition && !url.pathname.startsWith('/api/')) return false;
  try {
    if (isImage) {
      await serveImage(url, root, response);
      return true;
    }
    if (isRendition) {
      await serveRendition(request, response, url, root);
      return true;
    }
    if (!handler) throw new EditorRefusal(404, `No such editor API: ${request.method} ${url.pathname}.`);
    const writes = request.method !== 'GET' && url.pathname !== '/api/check';
    const reply = writes ? await oneAtATime(() => handler(request, url, root)) : await handler(request, url, root);
    sendJson(response, reply.status, reply.body);
  } catch (error) {
    if (error instanceof EditorRefusal) {
      sendJson(response, error.status, error.body);
    } else {
      console.error(error);
      sendJson(response, 500, { error: `The editor failed: ${(error as Error).message}` });
    }
  }
  return true;
}
