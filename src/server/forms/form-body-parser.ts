import type { FastifyInstance } from 'fastify';
import { decodeUtf8 } from '../lead-text-check.ts';
import { PublicError } from '../public-errors.ts';

/** The fields of a form a browser posts without scripts; a repeated name keeps its first value. */
export type FormFields = Record<string, string>;

/**
 * `application/x-www-form-urlencoded` for the plain HTML forms only (URLSearchParams is the WHATWG
 * parser browsers use to write these bodies). Bytes that are not UTF-8 are refused, as for JSON.
 */
export function registerFormBodyParser(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit },
    (_request, bytes, done) => {
      const text = decodeUtf8(bytes as Buffer);
      if (text === null) return done(new PublicError(400, 'The form was not sent as UTF-8 text.'));
      const fields: FormFields = {};
      for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
      done(null, fields);
    },
  );
}
