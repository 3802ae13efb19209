import type { FastifyInstance } from 'fastify';
import { EditorRefusal } from './editor-refusal.ts';
import { jsonDepthOver, MAX_JSON_DEPTH } from './json-depth.ts';

/** The largest JSON body the API reads: a page is tens of kilobytes. */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;

/**
 * The editor's own body parsers, whatever the enclosing server has (the production server removes
 * them all): JSON for every route but the upload, and raw bytes of any other type for the upload,
 * whose route checks the bytes themselves (an image is recognised by its content, never its header).
 * Each route sets its own bodyLimit.
 */
export function registerEditorBodyParsers(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      done(new EditorRefusal(400, 'Refused: the request body is not JSON.'), undefined);
      return;
    }
    if (jsonDepthOver(parsed, MAX_JSON_DEPTH)) {
      const error = `Refused: the request body nests more than ${MAX_JSON_DEPTH} levels deep; no page does.`;
      done(new EditorRefusal(400, error), undefined);
      return;
    }
    done(null, parsed);
  });
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body: Buffer, done) => done(null, body));
}
