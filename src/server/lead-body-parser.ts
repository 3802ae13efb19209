import type { FastifyInstance } from 'fastify';
import { decodeUtf8 } from './lead-text-check.ts';
import { PublicError } from './public-errors.ts';

function jsonError(code: 'FST_ERR_CTP_INVALID_JSON_BODY' | 'FST_ERR_CTP_EMPTY_JSON_BODY'): Error {
  // The codes Fastify's own parser uses, so the error handler words them the same way.
  return Object.assign(new Error(code), { code, statusCode: 400 });
}

/**
 * JSON for the lead API only (the server removes every other body parser, so no other route reads
 * a body at all). Bytes that are not UTF-8 are refused instead of being stored as U+FFFD.
 */
export function registerLeadBodyParser(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_request, bytes, done) => {
    const text = decodeUtf8(bytes as Buffer);
    if (text === null) {
      done(
        new PublicError(400, 'The request body is not valid UTF-8 text.', [
          { field: 'body', problem: 'must be UTF-8 text' },
        ]),
      );
      return;
    }
    if (text.trim() === '') return done(jsonError('FST_ERR_CTP_EMPTY_JSON_BODY'));
    try {
      done(null, JSON.parse(text));
    } catch {
      done(jsonError('FST_ERR_CTP_INVALID_JSON_BODY'));
    }
  });
}
