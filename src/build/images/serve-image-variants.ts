import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeVariant } from './encode-variant.ts';
import { IMAGES_URL_PREFIX, MIME_TYPES } from './plan-rendition.ts';
import { findVariant } from './variant-registry.ts';

/**
 * Connect middleware for the development server and the editor: answers a rendition's address
 * (/assets/images/...) with the file, encoded on the first request and cached like a build's.
 * Anything else goes on to the next handler.
 */
export function serveImageVariants(root: string) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const url = (request.url ?? '').split('?')[0] ?? '';
    if (!url.startsWith(IMAGES_URL_PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    findVariant(root, url)
      .then(async (variant) => {
        if (!variant) return next();
        const bytes = await encodeVariant(root, variant);
        response.writeHead(200, {
          'content-type': MIME_TYPES[variant.format],
          'content-length': bytes.length,
          'cache-control': 'no-cache',
        });
        response.end(request.method === 'HEAD' ? undefined : bytes);
      })
      .catch(next);
  };
}
