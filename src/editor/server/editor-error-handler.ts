import type { FastifyError, FastifyInstance } from 'fastify';
import { EditorRefusal } from './editor-refusal.ts';

const MB = 1024 * 1024;

/** What an unexpected failure answers: never its message, which may name a file system path. */
export const EDITOR_FAILED = 'The editor failed on the server; its log says why. Please try again.';

/**
 * The editor API's answers to failures, always `{ error }` in plain words: a refusal (EditorRefusal,
 * a schema problem, another 4xx thrown on purpose) with its status and words; a body too large,
 * malformed or of a type no route takes with Fastify's status and our words; anything else a 500
 * whose detail goes to the log only.
 */
export function registerEditorErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (error instanceof EditorRefusal) return reply.code(error.status).send(error.body);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = Math.round((request.routeOptions.bodyLimit ?? MB) / MB);
      return reply.code(413).send({ error: `Refused: the request is larger than ${limit} MB.` });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ error: 'Refused: the request body is not JSON.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ error: 'Refused: the editor does not read a request body of this type.' });
    }
    if (error.code === 'ENAMETOOLONG') {
      return reply.code(400).send({ error: 'Refused: a file or folder name in the request is too long.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'editor request refused');
      // A refusal thrown on purpose (the admin's login or role check, around this API) keeps its words;
      // Fastify's own may quote the address, so they get ours.
      const deliberate = !error.code?.startsWith('FST_') && error.message !== '';
      return reply
        .code(status)
        .send({ error: deliberate ? error.message : 'Refused: the editor cannot read this request.' });
    }
    request.log.error({ err: error }, 'editor request failed');
    return reply.code(500).send({ error: EDITOR_FAILED });
  });
}
