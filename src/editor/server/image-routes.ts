import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { encodeVariant } from '../../build/images/encode-variant.ts';
import { IMAGES_URL_PREFIX, MIME_TYPES } from '../../build/images/plan-rendition.ts';
import { findVariant } from '../../build/images/variant-registry.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { CONTENT_TYPES } from './image-types.ts';
import { editablePath } from './sandbox.ts';

type WildcardRequest = FastifyRequest<{ Params: { '*': string } }>;

/**
 * GET images/* (a project's public/images/, for the picker's thumbnails and the preview) and
 * GET assets/images/* (a photo's rendition the preview names, encoded on first request and cached
 * like the build's) inside `scope`, for the project folder `rootOf` gives the request. Only
 * addresses the pipeline planned exist (the preview's planning fences images to public/images/,
 * preview-images.ts); others are 404.
 */
export function registerImageRoutes(
  scope: FastifyInstance,
  rootOf: (request: FastifyRequest) => Promise<string>,
): void {
  scope.get('/images/*', async (request: WildcardRequest, reply) => {
    const name = request.params['*'];
    const absolute = await editablePath(await rootOf(request), `public/images/${name}`, ['image']);
    const bytes = await readFile(absolute).catch(() => {
      throw new EditorRefusal(404, `/images/${name} does not exist.`);
    });
    return reply
      .headers({
        'content-type': CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own must not run scripts at the editor's origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'cache-control': 'no-cache',
      })
      .send(bytes);
  });

  scope.get('/assets/images/*', async (request: WildcardRequest, reply) => {
    const url = `${IMAGES_URL_PREFIX}${request.params['*']}`;
    const root = await rootOf(request);
    const variant = await findVariant(root, url);
    if (!variant) throw new EditorRefusal(404, `${url} is no image rendition of this project.`);
    const bytes = await encodeVariant(root, variant);
    return reply.headers({ 'content-type': MIME_TYPES[variant.format], 'cache-control': 'no-cache' }).send(bytes);
  });
}
