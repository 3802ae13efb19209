import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldProblem } from './lead-validation.ts';

/** Error with a status the visitor may see; anything else becomes a plain 500. */
export class PublicError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Field by field, for a form to show beside its fields. */
    readonly errors?: FieldProblem[],
  ) {
    super(message);
  }
}

const FRIENDLY: Record<number, string> = {
  413: 'The request is too large: at most 16 KiB is accepted. Please shorten your message.',
  415: 'Please send the form as JSON (Content-Type: application/json).',
};
const GENERIC_500 = 'Something went wrong on our side. Please try again later.';

/**
 * One error handler for the whole server: a visitor gets a short message and the status, never
 * a stack trace, SQL or file path; the details go to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: GENERIC_500 });
    }
    request.log.info({ code: error.code, status }, 'request rejected');
    if (status === 429) {
      const seconds = reply.getHeader('retry-after');
      const wait = seconds ? `${seconds} seconds` : 'a minute';
      return reply.code(429).send({ message: `Too many requests. Please wait ${wait} and try again.` });
    }
    if (status === 400 && error.code?.startsWith('FST_ERR_CTP_')) {
      // Malformed or empty JSON: the body never reached validation.
      const problem = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'is empty' : 'is not valid JSON';
      return reply.code(400).send({ message: `The request body ${problem}.`, errors: [{ field: 'body', problem }] });
    }
    if (error instanceof PublicError && error.errors) {
      return reply.code(status).send({ message: error.message, errors: error.errors });
    }
    const message = error instanceof PublicError ? error.message : (FRIENDLY[status] ?? STATUS_CODES[status]);
    return reply.code(status).send({ message });
  });
}
