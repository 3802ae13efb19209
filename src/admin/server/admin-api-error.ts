import type { FastifyError, FastifyInstance } from 'fastify';
import {
  ContentConflict,
  ContentRefusal,
  DraftNotShared,
  PublishedTreeChanged,
  RemotePushFailed,
} from '../../publishing/content/index.ts';
import { validationWords } from '../auth/request-words.ts';
import { ValidationRefused } from './validation-gate.ts';

/** A refusal of the admin API, answered as `{ error, ...extra }` with its status. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** What a merge conflict of a draft with the published pages asks of whoever meets it. */
export const CONFLICT_WORDS =
  'The draft and the published pages changed the same lines: open the draft in the editor and resolve it.';

/**
 * Answers every error of the admin API in its `{ error }` shape: refusals with their status, a merge
 * conflict as 409 with the files, a failed push as 502 (nothing published), a draft the validator refuses as 422 with the problems, a body that
 * fails its JSON Schema as 400. Anything else is logged and answered without its details.
 */
export function registerAdminApiErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AdminApiError) return reply.code(error.status).send({ error: error.message, ...error.extra });
    if (error instanceof ContentConflict) {
      return reply.code(409).send({
        error: CONFLICT_WORDS,
        files: error.files,
      });
    }
    // Saves of the draft on this instance could not reach the content remote (a conflict, or the remote is away).
    if (error instanceof DraftNotShared) {
      const files = error.problem.kind === 'conflict' ? { files: error.problem.files } : {};
      return reply.code(error.problem.kind === 'conflict' ? 409 : 503).send({ error: error.message, ...files });
    }
    if (error instanceof PublishedTreeChanged)
      return reply.code(409).send({ error: error.message, files: error.files });
    if (error instanceof ContentRefusal) return reply.code(409).send({ error: error.message });
    // Nothing was published; the remote (the source of truth) refused or could not be reached.
    if (error instanceof RemotePushFailed) return reply.code(502).send({ error: error.message });
    if (error instanceof ValidationRefused)
      return reply.code(422).send({ error: error.message, problems: error.problems });
    if (error.validation) return reply.code(400).send({ error: validationWords(error, request) });
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message });
    request.log.error({ err: error }, 'admin API failed');
    return reply
      .code(500)
      .send({ error: 'The server could not do that. Try again, or ask an administrator to look at its log.' });
  });
}
