import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { EditorRefusal } from './editor-refusal.ts';
import { refusalReason } from './request-guard.ts';

/**
 * RFC 9112 section 3.2: a request with more than one Host header is answered 400. Node keeps only the
 * first, so a proxy that read the second and the guard that read the first could disagree on the site.
 */
export function hasDuplicateHost(request: Pick<IncomingMessage, 'rawHeaders'>): boolean {
  let hosts = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index]!.toLowerCase() === 'host') hosts += 1;
  }
  return hosts > 1;
}

const DUPLICATE_HOST = 'Refused: the request has more than one Host header.';

/** An onRequest hook for every address of `app`: a duplicate Host is 400, the Host/Origin guard's refusals 403. */
export function guardLoopbackRequests(app: FastifyInstance, port: () => number): void {
  app.addHook('onRequest', async (request) => {
    if (hasDuplicateHost(request.raw)) throw new EditorRefusal(400, DUPLICATE_HOST);
    const refusal = refusalReason(request.raw, port());
    if (refusal) throw new EditorRefusal(403, refusal);
  });
}

/** The status line a websocket upgrade is refused with, or undefined when the guard lets it through. */
export function upgradeRefusal(request: IncomingMessage, port: number): string | undefined {
  if (hasDuplicateHost(request)) return '400 Bad Request';
  return refusalReason(request, port) ? '403 Forbidden' : undefined;
}
